import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels } from './Heading.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A section heading, `h1` to `h4`; the level sets both the element and the size. Use one level 1 per page and keep the outline in order. ' +
          'Do not use a heading to make text bold or big (use Text with `weight`/`size`), and do not skip levels for looks.',
      },
    },
  },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
  args: { level: 2 },
  // The staff console's "Makes", in the story's language, unless the story gives its text.
  render: (args, context) => (
    <Heading {...args}>{args.children ?? storyWords(context).say('makes.title')}</Heading>
  ),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { level: 1 },
  render: (args, context) => <Heading {...args}>{storyWords(context).say('quotes.title')}</Heading>,
};

export const AllLevels: Story = {
  name: 'All levels',
  render: () => (
    <Stack gap="large">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

export const LongHeading: Story = {
  name: 'Long heading wraps',
  args: {
    level: 1,
    children:
      'A very long heading that has to wrap onto several lines on a phone without overflowing the screen',
  },
};
