import { ApiError } from '@sfi/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gpsMessage, message } from '@sfi/domain';
import { GpsLinkPanel } from './GpsLinkPanel.tsx';
import { reportingDevice, stockDevice } from './storyDevices.ts';

const idle = { status: 'idle' } as const;

const meta = {
  title: 'Staff/GPS/GpsLinkPanel',
  component: GpsLinkPanel,
  tags: ['autodocs'],
  args: {
    device: stockDevice,
    fileHref: (fileNo) => `/staff/files/${fileNo}`,
    onLink: fn(),
    onFileNoChange: fn(),
    onUnlink: fn(),
    linking: idle,
    unlinking: idle,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The lease file a device is linked to, with Unlink; unlinked, the file number to link it to. ' +
          'Linking and unlinking each show their own progress, and a failure offers "Try again".',
      },
    },
  },
} satisfies Meta<typeof GpsLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not linked: a file number is typed and sent with Enter. */
export const NotLinked: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: gpsMessage('gps.link.label') });
    await userEvent.type(field, '1000001{Enter}');
    await expect(args.onLink).toHaveBeenCalledWith('1000001');
  },
};

/** Linked: the file, and Unlink. */
export const Linked: Story = {
  args: { device: reportingDevice },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: gpsMessage('gps.unlink.action') }),
    );
    await expect(args.onUnlink).toHaveBeenCalled();
  },
};

/** Linking: the button says so and waits. */
export const Linking: Story = { args: { linking: { status: 'pending' } } };

/** Unlinking. */
export const Unlinking: Story = { args: { device: reportingDevice, unlinking: { status: 'pending' } } };

/** A file number that is no file's: said under the field, what was typed kept, no "Try again". */
export const FileNotFound: Story = {
  render: (args) => (
    <GpsLinkPanel {...args} fileNoError={gpsMessage('gps.fileNo.notFound', { fileNo: '9999999' })} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: gpsMessage('gps.link.label') });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(gpsMessage('gps.fileNo.notFound', { fileNo: '9999999' })),
    );
    await expect(canvas.queryByRole('button', { name: message('gps.link.failed') })).toBeNull();
    await userEvent.type(field, '1');
    await expect(args.onFileNoChange).toHaveBeenCalled();
  },
};

const retryLink = fn();

/** A link that failed otherwise (the server could not be reached): its words and "Try again". */
export const Failed: Story = {
  render: (args) => (
    <GpsLinkPanel
      {...args}
      linking={{
        status: 'failed',
        message: message('error.tryAgain'),
        error: new ApiError(0, 'fetch failed'),
        retry: retryLink,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('gps.link.failed') }));
    await expect(retryLink).toHaveBeenCalled();
  },
};
