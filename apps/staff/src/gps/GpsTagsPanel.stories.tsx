import { ApiError } from '@sfi/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gpsMessage } from '@sfi/domain';
import { GpsTagsPanel } from './GpsTagsPanel.tsx';
import { flaggedDevice, reportingDevice, storyTags } from './storyDevices.ts';

const idle = { status: 'idle' } as const;

const meta = {
  title: 'Staff/GPS/GpsTagsPanel',
  component: GpsTagsPanel,
  tags: ['autodocs'],
  args: {
    device: reportingDevice,
    tags: storyTags,
    onAdd: fn(),
    onRemove: fn(),
    adding: idle,
    removing: idle,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A device's tags: each removed with its button or Delete, one of the others added. Adding and " +
          'removing each show their own progress and failure.',
      },
    },
  },
} satisfies Meta<typeof GpsTagsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag removed from the keyboard: Delete on it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tags = within(canvasElement).getByRole('grid', {
      name: gpsMessage('gps.tags.label', { gpsNo: 'GPS-100004' }),
    });
    await userEvent.click(within(tags).getByRole('row', { name: 'Fleet' }));
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith('fleet');
  },
};

/** Several tags. */
export const Several: Story = { args: { device: flaggedDevice } };

/** No tags yet. */
export const None: Story = { args: { device: { ...reportingDevice, tags: [] } } };

/** Adding a tag. */
export const Adding: Story = { args: { adding: { status: 'pending' } } };

/** A failed change: the server's words and "Try again". */
export const Failed: Story = {
  render: (args) => (
    <GpsTagsPanel
      {...args}
      removing={{
        status: 'failed',
        message: gpsMessage('gps.tag.notFound', { tag: 'fleet' }),
        error: new ApiError(0, 'fetch failed'),
        retry: fn(),
      }}
    />
  ),
};
