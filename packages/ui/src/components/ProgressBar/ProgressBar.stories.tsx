import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stack } from '../Stack/Stack.tsx';
import { storyWords } from '../../storybook/words.ts';
import { ProgressBar, progressBarTones } from './ProgressBar.tsx';

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** "Uploading {name}" in the story's language. */
const uploading = (context: Pick<Context, 'loaded'>, name: string) =>
  storyWords(context).say('fileTool.documents.uploading', { name });

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
  args: { value: 45 },
  render: (args, context) => <ProgressBar label={uploading(context, 'lease.pdf')} {...args} />,
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: uploading(context, 'lease.pdf') });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    // "45%" in English, "45 %" in French.
    const percent = new Intl.NumberFormat(String(context.globals['locale']), { style: 'percent' });
    await expect(bar).toHaveAttribute('aria-valuetext', percent.format(0.45));
  },
};

export const Playground: Story = { args: { value: 70, tone: 'brand', showValueLabel: false } };

export const States: Story = {
  name: 'Upload states',
  render: (_, context) => (
    <Stack gap="large">
      <ProgressBar label="photo-front.jpg" value={0} />
      <ProgressBar label="photo-side.jpg" value={62} />
      <ProgressBar
        label="photo-back.jpg"
        value={100}
        tone="positive"
        valueLabel={storyWords(context).ui.stepComplete}
      />
      <ProgressBar label="odometer.jpg — failed, try again" value={30} tone="critical" valueLabel="Failed" />
    </Stack>
  ),
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'photo-back.jpg' })).toHaveAttribute(
      'aria-valuetext',
      storyWords({ loaded }).ui.stepComplete,
    );
  },
};

export const LongLabel: Story = {
  name: 'Long file name',
  args: { value: 12 },
  render: (args, context) => (
    <ProgressBar
      label={uploading(context, '2025-03-14_signed-lease-agreement_client-and-co-lessee_final_v3.pdf')}
      {...args}
    />
  ),
};
