import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gpsMessage } from '@sfi/domain';
import { GpsDeviceTable } from './GpsDeviceTable.tsx';
import { flaggedDevice, reportingDevice, storyDevices, storyTags } from './storyDevices.ts';

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
    await expect(within(table).getByText(gpsMessage('gps.notLinked'))).toBeVisible();
    // The first reason and how many more; every reason in the cell's tooltip.
    const silent = gpsMessage('gps.problem.short.silent', { hours: 48 });
    await expect(within(table).getByText(silent)).toBeVisible();
    await userEvent.hover(within(table).getByText(gpsMessage('gps.problem.more', { count: 2 })));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      [
        silent,
        gpsMessage('gps.problem.short.outsideCanada'),
        gpsMessage('gps.problem.short.leaseEnded'),
      ].join(', '),
    );
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
  args: { devices: [] },
  render: (args) => <GpsDeviceTable {...args} empty={gpsMessage('gps.empty.flagged')} />,
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
    await expect(within(cards).getByText(gpsMessage('gps.problem.outsideCanada'))).toBeVisible();
  },
};

/** The staff console at 1280 px: its menu (15rem) and the page's margins leave the table 976 px. */
const besideStaffMenu: Decorator = (Story) => (
  <div style={{ width: 976 }}>
    <Story />
  </div>
);

/** A device with a long name on a vehicle with a long name. */
const longNamed = {
  ...reportingDevice,
  id: '2c3d4e5f-6a7b-5c8d-9e0f-1a2b3c4d5e6f',
  gpsNo: 'GPS-100201',
  name: 'CalAmp LMU-5530 LTE Cat-M1 asset tracker with CAN bus adapter',
  fileNo: '1000455',
  vehicle: {
    ...reportingDevice.vehicle!,
    name: '2025 Mercedes-Benz Sprinter 3500 Crew Van High Roof Extended',
  },
};

/**
 * At 1280 px beside the staff menu: the tags are left to the device's page, the reasons stay on one
 * line; a long device name is cut short and whole in a tooltip once its cell has keyboard focus.
 */
export const Laptop: Story = {
  name: 'At 1280 px, long names',
  decorators: [besideStaffMenu],
  args: { devices: [longNamed, ...storyDevices.slice(0, 4)] },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: gpsMessage('gps.list.label') });
    await expect(
      within(table).queryByRole('columnheader', { name: gpsMessage('gps.column.tags') }),
    ).toBeNull();
    const row = within(table).getByRole('row', { name: /GPS-100201/ });
    const name = within(row).getByText(longNamed.name);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    row.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(name.closest('[role="gridcell"]')).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(longNamed.name);
  },
};

/** On a wide screen, the tags too. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  args: { devices: [longNamed, ...storyDevices.slice(0, 4)] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: gpsMessage('gps.list.label') });
    await expect(
      within(table).getByRole('columnheader', { name: gpsMessage('gps.column.tags') }),
    ).toBeVisible();
  },
};
