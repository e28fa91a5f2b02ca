import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stack } from '../Stack/Stack.tsx';
import { ProgressBar, progressBarTones } from './ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'How far along a task of known length is: an upload, a report being generated in steps. Announced with its label and percentage. ' +
          'Use `tone="positive"` when done and `tone="critical"` when it failed (and say so in the label). ' +
          'Do not use it when the length is unknown (LoadingDots), or for a score or level that is not progress.',
      },
    },
  },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: progressBarTones },
  },
  args: { label: 'Uploading lease.pdf', value: 45 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading lease.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
  },
};

export const Playground: Story = { args: { value: 70, tone: 'brand', showValueLabel: false } };

export const States: Story = {
  name: 'Upload states',
  render: () => (
    <Stack gap="large">
      <ProgressBar label="photo-front.jpg" value={0} />
      <ProgressBar label="photo-side.jpg" value={62} />
      <ProgressBar label="photo-back.jpg" value={100} tone="positive" valueLabel="Done" />
      <ProgressBar label="odometer.jpg — failed, try again" value={30} tone="critical" valueLabel="Failed" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'photo-back.jpg' })).toHaveAttribute(
      'aria-valuetext',
      'Done',
    );
  },
};

export const LongLabel: Story = {
  name: 'Long file name',
  args: { label: 'Uploading 2025-03-14_signed-lease-agreement_client-and-co-lessee_final_v3.pdf', value: 12 },
};
