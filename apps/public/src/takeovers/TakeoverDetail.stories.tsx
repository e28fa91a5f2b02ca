import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney, message, takeoverMessage } from '@sfi/domain';
import { expect, userEvent, within } from 'storybook/test';
import { storyPhotoFiles, storyTakeovers, withPublicApi } from '../storybook/fixtures.tsx';
import ServiceRequestForm from './ServiceRequestForm.tsx';
import { TakeoverDetail } from './TakeoverDetail.tsx';

const [civic] = storyTakeovers;

const meta = {
  title: 'Public site/Lease takeovers/TakeoverDetail',
  component: TakeoverDetail,
  tags: ['autodocs'],
  decorators: [withPublicApi],
  args: {
    state: { status: 'loaded', takeover: civic! },
    photoFiles: storyPhotoFiles,
    form: <ServiceRequestForm takeoverId={civic!.id} vehicle="2023 Honda Civic EX" />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'One lease takeover (`/lease-takeover/{leaseId}`, doc 2 §2): its photos as a gallery (previous, next ' +
          'and thumbnails, all buttons), the lease summary, the vehicle information, its options and the service ' +
          'request form. A takeover that does not exist says "This lease takeover is not available." (doc 2 §8).',
      },
    },
    globals: { viewport: { value: 'desktop' } },
  },
} satisfies Meta<typeof TakeoverDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details, and the gallery moved by its buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '2023 Honda Civic EX' })).toBeVisible();
    const gallery = canvas.getByRole('region', {
      name: takeoverMessage('takeovers.detail.photos', { vehicle: '2023 Honda Civic EX' }),
    });
    const photo = (index: number) => takeoverMessage('takeovers.detail.photo', { index, count: 3 });
    const previous = takeoverMessage('takeovers.detail.photo.previous');
    await expect(within(gallery).getByText(photo(1))).toBeVisible();
    await userEvent.click(
      within(gallery).getByRole('button', { name: takeoverMessage('takeovers.detail.photo.next') }),
    );
    await expect(within(gallery).getByText(photo(2))).toBeVisible();
    await userEvent.click(within(gallery).getByRole('button', { name: previous }));
    await userEvent.click(within(gallery).getByRole('button', { name: previous }));
    await expect(within(gallery).getByText(photo(3))).toBeVisible();
    const lease = canvas.getByRole('region', { name: takeoverMessage('takeovers.detail.lease') });
    // $17,450.00 in English, 17 450,00 $ in French.
    await expect(within(lease).getByText(formatMoney(1745000).replace(/\s/g, ' '))).toBeVisible();
    await expect(within(lease).getByText(message('province.BC'))).toBeVisible();
  },
};

/** On a phone: one column, the lease before the vehicle. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A takeover with one photo and no options: no gallery buttons, "No options listed." */
export const Sparse: Story = {
  args: { state: { status: 'loaded', takeover: storyTakeovers[1]! }, form: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: takeoverMessage('takeovers.detail.photo.next') }),
    ).toBeNull();
    await expect(canvas.getByText(takeoverMessage('takeovers.detail.noOptions'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      takeoverMessage('takeovers.detail.loading'),
    );
  },
};

/** The takeover does not exist, or could not load (doc 2 §8). */
export const NotAvailable: Story = {
  args: { state: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      takeoverMessage('takeovers.unavailable'),
    );
  },
};
