import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { message, peopleMessage } from '@sfi/domain';
import { StaffTable } from './StaffTable.tsx';
import { inFrench, storyStaff } from './storyPeople.ts';

const meta = {
  title: 'Staff/People/StaffTable',
  component: StaffTable,
  tags: ['autodocs'],
  args: { staff: storyStaff, viewerId: storyStaff[1]!.id, onOpen: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Staff by name: user name, e-mail and roles; the signed-in member marked "You". A virtualized ' +
          'table on wide screens, cards on phones; "No staffs found" when empty.',
      },
    },
  },
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admins and a super admin, the viewer marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', {
      name: peopleMessage('staffAdmin.list.label'),
    });
    const roles = (['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'] as const).map((role) =>
      peopleMessage(`staffAdmin.role.${role}`),
    );
    await expect(within(table).getByText(roles.join(', '))).toBeVisible();
    await expect(within(table).getByText(`Sam Gagnon (${peopleMessage('staffAdmin.you')})`)).toBeVisible();
  },
};

/** A search that found no one (doc 2 §8). */
export const Empty: Story = {
  args: { staff: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('staff.error.noneFound'))).toBeVisible();
  },
};

/** On a phone: cards. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** On a phone, in French: each detail named by its column, with the French colon. */
export const PhoneInFrench: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: inFrench,
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: 'Personnel, par nom' });
    // Text matchers see a no-break space as a space: the exact text is compared too.
    const [userName] = within(cards).getAllByText(/^Nom d'utilisateur/);
    await expect(userName?.textContent).toBe("Nom d'utilisateur\u00a0: admin");
    const roles = within(cards).getAllByText(/^Rôles/);
    await expect(roles[1]?.textContent).toBe('Rôles\u00a0: Administrateur, Superadministrateur');
    await expect(within(cards).getByText('Sam Gagnon (Vous)')).toBeVisible();
  },
};
