import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { message, peopleMessage } from '@sfi/domain';
import { ClientTable } from './ClientTable.tsx';
import { inFrench, storyClients } from './storyPeople.ts';

const meta = {
  title: 'Staff/People/ClientTable',
  component: ClientTable,
  tags: ['autodocs'],
  args: { clients: storyClients, onOpen: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Clients, newest first: e-mail, name, linked lease files and when they were added. A virtualized ' +
          'table on wide screens (Enter on a row opens it), cards on phones; "No clients found" when empty.',
      },
    },
  },
} satisfies Meta<typeof ClientTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clients with and without names and files; a row opened from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await within(canvasElement).findByRole('grid', {
      name: peopleMessage('clients.list.label'),
    });
    await expect(within(table).getByText('1000002, 1000001')).toBeVisible();
    within(table).getAllByRole('row')[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(storyClients[0]);
  },
};

/** A search that found no one (doc 2 §8). */
export const Empty: Story = {
  args: { clients: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('clients.error.noneFound'))).toBeVisible();
  },
};

/** On a phone: cards. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: peopleMessage('clients.list.label') }),
    ).toBeVisible();
  },
};

/** On a phone, in French: each detail named by its column, with the French colon and dates. */
export const PhoneInFrench: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: inFrench,
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', {
      name: 'Clients, du plus récent au plus ancien',
    });
    // Text matchers see a no-break space as a space: the exact text is compared too.
    const [files] = within(cards).getAllByText(/^Dossiers/);
    await expect(files?.textContent).toBe('Dossiers\u00a0: 1000002, 1000001');
    const [added] = within(cards).getAllByText(/^Date d'ajout/);
    await expect(added?.textContent).toBe("Date d'ajout\u00a0: 4 mars 2026");
    await expect(within(cards).getByText('Aucun nom indiqué')).toBeVisible();
  },
};
