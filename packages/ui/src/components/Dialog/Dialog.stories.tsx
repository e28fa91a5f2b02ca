import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { storyWords } from '../../storybook/words.ts';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog with a title, opened by a `DialogTrigger` (or controlled with `isOpen`). Focus moves in and stays in, Escape closes it, and focus returns to the button that opened it. ' +
          'Use it for a short task that must be finished or abandoned before going on (add a make, edit a name). ' +
          'Do not use it for a yes/no question (ConfirmDialog or `useConfirm`), for messages (Alert, snackbar) or for long forms that deserve a page.',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    isDismissable: { control: 'boolean' },
    hideCloseButton: { control: 'boolean' },
  },
  // Its close button is named by the design system's words ("Close"), unless `closeLabel` is given.
  args: { title: 'Add a make', size: 'medium', isDismissable: true },
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <DialogTrigger>
        <Button>{say('makes.add.action')}</Button>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <Text tone="secondary">The make appears in the quote tool once it is saved.</Text>
              <TextField label={say('makes.name.label')} name="name" />
              <Inline align="end">
                <Button variant="secondary" onPress={close}>
                  {say('action.cancel')}
                </Button>
                <Button onPress={close}>Save make</Button>
              </Inline>
            </>
          )}
        </Dialog>
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'large', title: 'Edit the make' } };

export const FocusTrap: Story = {
  name: 'Traps focus and returns it',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: storyWords({ loaded }).say('makes.add.action') });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await page.findByRole('dialog', { name: 'Add a make' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i++) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  play: async ({ canvasElement, loaded }) => {
    const page = within(document.body);
    const { say, ui } = storyWords({ loaded });
    const trigger = within(canvasElement).getByRole('button', { name: say('makes.add.action') });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Add a make' });
    await userEvent.click(within(dialog).getByRole('button', { name: ui.close }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  name: 'Open (controlled)',
  parameters: { visual: { target: 'page' } },
  args: { isOpen: true },
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <Dialog {...args} title={say('makes.rename.title', { name: 'Toyota' })}>
        <TextField label={say('makes.name.label')} name="name" defaultValue="Toyota" />
      </Dialog>
    );
  },
  play: async ({ loaded }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyWords({ loaded }).say('makes.rename.title', { name: 'Toyota' }),
    });
    // Visible once its fade-in has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls',
  parameters: { visual: { target: 'page' } },
  args: { isOpen: true, title: 'Terms of the lease' },
  render: (args) => (
    <Dialog {...args}>
      {Array.from({ length: 30 }, (_, i) => (
        <Text key={i}>
          Paragraph {i + 1}. The lessee keeps the vehicle in good repair and insures it for its full value.
        </Text>
      ))}
    </Dialog>
  ),
};
