import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gpsMessage } from '@sfi/domain';
import { GpsDeviceTable } from './GpsDeviceTable.tsx';
import { flaggedDevice, storyDevices, storyTags } from './storyDevices.ts';

const meta = {
  title: 'Staff/GPS/GpsDeviceTable',
  component: GpsDeviceTable,
  tags: ['autodocs'],
  args: {
    devices: storyDevices,
    tags: storyTags,
    deviceHref: (device) => `/staff/gps/${device.id}`,
    onOpen: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A page of GPS devices: number, device, lease file, vehicle, last position, tags and why it is flagged. ' +
          'A virtualized table on wide screens (Enter on a row opens it), cards on phones.',
      },
    },
  },
} satisfies Meta<typeof GpsDeviceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Linked, unlinked and flagged devices; a row opened from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await within(canvasElement).findByRole('grid', { name: gpsMessage('gps.list.label') });
    await expect(within(table).getByText('Not linked')).toBeVisible();
    await expect(within(table).getByText('Outside Canada')).toBeVisible();
    await userEvent.click(within(table).getByText('Queclink GV500'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ gpsNo: 'GPS-100003' }));
  },
};

/** The flagged mode: each device with its reasons. */
export const Flagged: Story = { args: { devices: [flaggedDevice] } };

/** Another page loading: the rows shown stay, marked busy. */
export const Loading: Story = { args: { isLoading: true } };

/** No device matches. */
export const Empty: Story = {
  args: { devices: [], empty: gpsMessage('gps.empty.flagged') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(gpsMessage('gps.empty.title'))).toBeVisible();
  },
};

/** On a phone: cards, with the full reasons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { devices: [flaggedDevice, ...storyDevices.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: gpsMessage('gps.list.label') });
    await expect(within(cards).getByText('Last position outside Canada')).toBeVisible();
  },
};
