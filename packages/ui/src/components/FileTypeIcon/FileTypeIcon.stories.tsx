import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { FileTypeIcon, fileTypeOf, fileTypes, type FileType } from './FileTypeIcon.tsx';

const meta = {
  title: 'Components/FileTypeIcon',
  component: FileTypeIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A document icon with a band naming the kind of file: image, audio, video, pdf, word, excel, powerpoint, text, code or archive; unknown files show as text. ' +
          'Give it a `type`, or a `fileName`/`mimeType` to work it out (`fileTypeOf` is exported too). Decorative unless given a `label`: put the file’s name beside it. ' +
          'Use it in file lists and chat attachments. Do not use it as a button by itself.',
      },
    },
  },
  argTypes: {
    type: { control: 'select', options: fileTypes },
    size: { control: { type: 'range', min: 16, max: 96 } },
  },
  args: { type: 'pdf', size: 32 },
} satisfies Meta<typeof FileTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { type: 'excel', size: 64, label: 'Spreadsheet' } };

export const AllTypes: Story = {
  name: 'Every type',
  render: () => (
    <Inline gap="large">
      {fileTypes.map((type) => (
        <Stack key={type} gap="xsmall" align="center">
          <FileTypeIcon type={type} size={40} />
          <Text size="xsmall">{type}</Text>
        </Stack>
      ))}
    </Inline>
  ),
};

export const Labelled: Story = {
  name: 'With a label',
  args: { type: undefined, fileName: 'lease-agreement.docx', label: 'Word document' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Word document' })).toHaveAttribute(
      'data-file-type',
      'word',
    );
  },
};

export const Detection: Story = {
  name: 'Which icon (rules)',
  // A table of rules, not a look: no screenshot.
  parameters: { visual: { disable: true } },
  play: async () => {
    // One row per case: [file name, MIME type, expected type]
    const table: Array<[string | undefined, string | undefined, FileType]> = [
      ['front.JPG', undefined, 'image'],
      [undefined, 'image/heic', 'image'],
      ['voice-note.m4a', undefined, 'audio'],
      ['walkaround.mov', 'video/quicktime', 'video'],
      ['lease.pdf', 'application/pdf', 'pdf'],
      ['offer.docx', undefined, 'word'],
      ['rates.xlsx', undefined, 'excel'],
      ['export.csv', 'text/csv', 'excel'],
      ['deck.pptx', undefined, 'powerpoint'],
      ['notes.txt', 'text/plain', 'text'],
      ['data.json', 'application/json', 'code'],
      ['documents.zip', 'application/zip', 'archive'],
      ['scan', undefined, 'text'],
      ['mystery.xyz', 'application/octet-stream', 'text'],
      [undefined, undefined, 'text'],
      // The MIME type wins over the name.
      ['photo.pdf', 'image/png', 'image'],
    ];
    for (const [name, mimeType, expected] of table) {
      await expect(fileTypeOf({ name, mimeType })).toBe(expected);
    }
  },
};
