import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FileTrigger } from './FileTrigger.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/FileTrigger',
  component: FileTrigger,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button that opens the system file chooser and hands back `File`s; `acceptedFileTypes` and `allowsMultiple` set what can be chosen. ' +
          'Use it where a drop area would take too much room (a chat attachment, a photo). Where files are the point of the screen, use DropZone, which includes this button.',
      },
    },
  },
  args: { onSelect: fn() },
  // The chat's "Attach a file", in the story's language, unless the story names the button.
  render: (args, context) => <FileTrigger {...args}>{args.children ?? attach(context)}</FileTrigger>,
} satisfies Meta<typeof FileTrigger>;

const attach = (context: { loaded: Record<string, unknown> }) =>
  storyWords(context).say('chat.attach.browse');

export default meta;
// Its text comes from the render unless the story gives it.
type Story = StoryObj<typeof FileTrigger>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const button = within(canvasElement).getByRole('button', { name: attach({ loaded }) });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', allowsMultiple: true, children: 'Upload photos' },
};

export const ImagesOnly: Story = {
  name: 'Images only',
  args: { acceptedFileTypes: ['image/*'], children: 'Upload a photo' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/*');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('button', { name: attach({ loaded }) })).toBeDisabled();
  },
};
