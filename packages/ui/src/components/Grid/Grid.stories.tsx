import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Placeholder } from '../../storybook/Placeholder.tsx';
import { spaceScale } from '../../theme/tokens.ts';
import { Grid } from './Grid.tsx';

const cells = Array.from({ length: 6 }, (_, i) => <Placeholder key={i} label={`Cell ${i + 1}`} />);

const meta = {
  title: 'Components/Grid',
  component: Grid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Lays children out in equal columns: a count per breakpoint (`columns={{ mobile: 1, tablet: 2, desktop: 3 }}`) or as many as fit (`minColumnWidth="16rem"`). ' +
          'Use it for cards, summaries and form sections side by side. Do not use it for a single row of buttons (Inline), for vertical flow (Stack) or for tabular data (DataTable).',
      },
    },
  },
  argTypes: { gap: { control: 'select', options: spaceScale } },
  args: { columns: 2, gap: 'medium', children: cells },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Cell 1').parentElement!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

export const Playground: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 3 }, gap: 'large' } };

export const Responsive: Story = {
  name: 'Columns per breakpoint',
  args: { columns: { mobile: 1, tablet: 3 } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Cell 1').parentElement!;
    const expected = window.innerWidth <= 600 ? 1 : 3;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(expected);
  },
};

export const AutoFit: Story = {
  name: 'As many as fit',
  args: { minColumnWidth: '10rem' },
};
