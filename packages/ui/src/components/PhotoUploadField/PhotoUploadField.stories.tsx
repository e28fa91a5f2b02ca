import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Avatar } from '../Avatar/Avatar.tsx';
import { PhotoUploadField } from './PhotoUploadField.tsx';

const meta = {
  title: 'Components/PhotoUploadField',
  component: PhotoUploadField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The photo field of the administration screens: a lease takeover’s photos, a client’s, a staff member’s or a dealer’s. ' +
          'It shows; the screen uploads the file `onFile` gives it (`usePhotoUpload` of `@sfi/api-client/react`) and passes the progress and error back. ' +
          'Use `preview` for a person’s current photo (an Avatar). For documents, use DropZone.',
      },
    },
  },
  args: {
    label: 'Drop a photo here',
    description: 'JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF, up to 15 MB.',
    browseLabel: 'Add a photo',
    acceptedFileTypes: ['image/jpeg', 'image/png', 'image/webp'],
    onFile: fn(),
    progressLabel: (name: string, percent: number) => `Uploading ${name}: ${percent}%`,
    uploadedLabel: (name: string) => `${name} was uploaded.`,
  },
} satisfies Meta<typeof PhotoUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add a photo' });
    // Reachable by keyboard: after the drop zone (which takes a paste), the chooser's button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    await expect(args.onFile).toHaveBeenCalledWith(photo);
  },
};

export const Playground: Story = { args: { progress: 40, fileName: 'front.jpg', onCancel: fn() } };

export const Uploading: Story = {
  args: { progress: 62, fileName: 'front.jpg', onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading front.jpg: 62%' })).toBeVisible();
    // One upload at a time: the chooser waits.
    await expect(canvas.getByRole('button', { name: 'Add a photo' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Uploaded: Story = {
  args: { progress: 'complete', fileName: 'front.jpg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('front.jpg was uploaded.');
  },
};

export const Failed: Story = {
  args: {
    progress: null,
    fileName: 'car.jpg',
    error: 'This file is not a photo. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF image.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This file is not a photo.');
  },
};

export const WithCurrentPhoto: Story = {
  args: { preview: <Avatar name="Ada Lovelace" size="large" />, browseLabel: 'Choose another photo' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add a photo' })).toBeDisabled();
  },
};
