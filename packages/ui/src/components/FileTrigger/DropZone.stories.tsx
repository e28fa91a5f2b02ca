import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DropZone, fileMatches } from './FileTrigger.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An area to drop files on, with a button that opens the file chooser, so keyboard, touch and screen reader users can add files too. Files outside `acceptedFileTypes` are ignored. ' +
          'Use it where adding documents is the task (the file tool, lease takeover photos). Do not use it for a single small attachment in a busy form (FileTrigger). ' +
          'Show upload progress with ProgressBar and errors with Alert.',
      },
    },
  },
  args: {
    label: 'Drop the signed lease here',
    description: 'PDF or Word, up to 20 MB.',
    acceptedFileTypes: ['application/pdf', '.doc', '.docx'],
    onFiles: fn(),
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // Reachable without dragging: the button opens the file chooser.
    const button = canvas.getByRole('button', { name: storyWords({ loaded }).ui.chooseFile });
    await expect(button).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const lease = new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, lease);
    await expect(args.onFiles).toHaveBeenCalledWith([lease]);
  },
};

export const Playground: Story = {
  args: {
    allowsMultiple: true,
    label: 'Drop vehicle photos here',
    acceptedFileTypes: ['image/*'],
    description: 'JPEG or PNG.',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyWords({ loaded }).ui.chooseFile }),
    ).toBeDisabled();
  },
};

export const AcceptRules: Story = {
  name: 'Accepted types (rules)',
  // A table of rules, not a look: no screenshot.
  parameters: { visual: { disable: true } },
  play: async () => {
    // One row per rule: [file name, MIME type, accepted list, accepted?]
    const table: Array<[string, string, string[] | undefined, boolean]> = [
      ['lease.pdf', 'application/pdf', ['application/pdf'], true],
      ['photo.JPG', 'image/jpeg', ['image/*'], true],
      ['offer.docx', '', ['.docx'], true],
      ['notes.txt', 'text/plain', ['application/pdf', '.docx'], false],
      ['anything.bin', 'application/octet-stream', undefined, true],
    ];
    for (const [name, type, accepted, expected] of table) {
      await expect(fileMatches({ name, type }, accepted)).toBe(expected);
    }
  },
};
