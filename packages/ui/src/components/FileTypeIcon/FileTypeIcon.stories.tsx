import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { FileTypeIcon, fileTypes } from './FileTypeIcon.tsx';

const meta = {
  title: 'Components/FileTypeIcon',
  component: FileTypeIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A document icon with a band naming the kind of file: image, audio, video, pdf, word, excel, powerpoint, text, code or archive; unknown files show as text. ' +
          'Give it the file’s `type` (which the app works out from the file, e.g. with `fileTypeIcon` from @sfi/domain). Decorative unless given a `label`: put the file’s name beside it. ' +
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
  args: { type: 'word', label: 'Word document' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Word document' })).toHaveAttribute(
      'data-file-type',
      'word',
    );
  },
};
