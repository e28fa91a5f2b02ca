import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Content for screen readers only: hidden on screen, still read aloud. Use it to give context a sighted user gets from the layout ("Edit *Toyota*"). ' +
          'Do not use it to hide content from everyone (render nothing) or to hide focusable elements (they would receive focus invisibly).',
      },
    },
  },
  args: { children: 'Only screen readers announce this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('Only screen readers announce this');
    const rect = hidden.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(1);
    await expect(rect.height).toBeLessThanOrEqual(1);
  },
};

export const Playground: Story = {};

export const InsideAButton: Story = {
  name: 'Inside a button',
  render: (_, context) => (
    <Button variant="secondary">
      {storyWords(context).say('quoteDealers.edit')}
      <VisuallyHidden> Toyota</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: `${storyWords({ loaded }).say('quoteDealers.edit')} Toyota`,
      }),
    ).toBeVisible();
  },
};
