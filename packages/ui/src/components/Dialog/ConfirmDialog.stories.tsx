import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { ConfirmDialog, confirmTones } from './ConfirmDialog.tsx';
import { useConfirm } from './ConfirmProvider.tsx';
import { DialogTrigger } from './Dialog.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';

type Context = { loaded: Record<string, unknown> };

/** Deleting a make, in the story's words. */
const deleteWords = (context: Context) => {
  const { say, ui } = storyWords(context);
  return {
    question: say('makes.delete.title', { name: 'Toyota' }),
    confirm: say('makes.delete.confirm'),
    cancel: ui.cancel,
  };
};

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no question in a modal `alertdialog`: a title, a message, a confirm and a cancel button. Escape cancels. ' +
          'From code, prefer the promise API: `const confirm = useConfirm(); if (await confirm({ title, message, confirmLabel, tone: "danger" })) …` (UIProvider renders the provider). ' +
          'Use it before destructive or hard-to-undo actions. Do not use it for routine actions that can be undone (just do them, and offer undo in a snackbar), or for tasks with fields (Dialog).',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  args: {
    message: 'Toyota and its 12 models will no longer be offered in new quotes.',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // Deleting a make, in the story's language, unless the story words it.
  render: (args, context) => {
    const words = deleteWords(context);
    return (
      <DialogTrigger>
        <Button variant="danger">{words.confirm}</Button>
        <ConfirmDialog
          {...args}
          title={args.title ?? words.question}
          confirmLabel={args.confirmLabel ?? words.confirm}
        />
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
// The title and the buttons' words come from the render, not from the args.
type Story = StoryObj<typeof ConfirmDialog>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const page = within(document.body);
    const words = deleteWords({ loaded });
    const trigger = within(canvasElement).getByRole('button', { name: words.confirm });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: words.question });
    // Destructive: Cancel has focus first, so a stray Enter does not delete.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: words.cancel })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { tone: 'default', title: 'Publish the new rates?', confirmLabel: 'Publish' },
};

export const EscapeCancels: Story = {
  name: 'Escape cancels',
  play: async ({ args, canvasElement, loaded }) => {
    const page = within(document.body);
    const words = deleteWords({ loaded });
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.confirm }));
    await page.findByRole('alertdialog', { name: words.question });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DefaultTone: Story = {
  name: 'Default tone',
  args: {
    tone: 'default',
    title: 'Publish the new rates?',
    message: 'Dealers see them at once.',
    confirmLabel: 'Publish',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Publish rates</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish rates' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Publish the new rates?' });
    // Not destructive: the confirm button has focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus());
  },
};

/** A screen that asks with the promise API and shows the answer. */
function DeleteWithConfirm({ words: { say } }: { words: StoryWords }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <Stack gap="medium" align="start">
      <Button
        variant="danger"
        onPress={async () => {
          const ok = await confirm({
            title: say('makes.delete.title', { name: 'Toyota' }),
            message: 'Toyota will no longer be offered in new quotes.',
            confirmLabel: say('makes.delete'),
            cancelLabel: 'Keep',
            tone: 'danger',
          });
          setAnswer(ok ? 'confirmed' : 'cancelled');
        }}
      >
        {say('makes.delete.action', { name: 'Toyota' })}
      </Button>
      <Text role="status">Answer: {answer}</Text>
    </Stack>
  );
}

export const PromiseAPI: Story = {
  name: 'useConfirm() promise API',
  render: (_, context) => <DeleteWithConfirm words={storyWords(context)} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const { say } = storyWords({ loaded });
    const trigger = canvas.getByRole('button', { name: say('makes.delete.action', { name: 'Toyota' }) });
    const ask = async () => {
      await userEvent.click(trigger);
      return page.findByRole('alertdialog', { name: say('makes.delete.title', { name: 'Toyota' }) });
    };
    const closed = () => waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Confirm → true.
    let dialog = await ask();
    await userEvent.click(within(dialog).getByRole('button', { name: say('makes.delete') }));
    await closed();
    await expect(canvas.getByRole('status')).toHaveTextContent('Answer: confirmed');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Cancel → false.
    dialog = await ask();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await closed();
    await expect(canvas.getByRole('status')).toHaveTextContent('Answer: cancelled');

    // Confirm again, then Escape → false.
    dialog = await ask();
    await userEvent.click(within(dialog).getByRole('button', { name: say('makes.delete') }));
    await closed();
    await expect(canvas.getByRole('status')).toHaveTextContent('Answer: confirmed');
    await ask();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(canvas.getByRole('status')).toHaveTextContent('Answer: cancelled');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
