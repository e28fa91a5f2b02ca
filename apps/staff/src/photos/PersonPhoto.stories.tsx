import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import {
  PHOTO_UPLOAD_MAX_BYTES,
  photoMessage,
  photoUploadLimitText,
  profilePhotoPath,
  type PersonPhoto as Photo,
} from '@sfi/domain';
import { PersonPhoto } from './PersonPhoto.tsx';

const ownerId = '5b2c1a34-0c7e-4f53-9a7c-0d8e0b8f1a01';
const photo: Photo = { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', width: 1440, height: 900 };

/** A real WebP, as the server stores a person's photo: a portrait's colours, drawn in the browser. */
async function webp(): Promise<Blob> {
  const canvas = new OffscreenCanvas(480, 300);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2f6fa8';
  context.fillRect(0, 0, 480, 300);
  context.fillStyle = '#f2c9a0';
  context.beginPath();
  context.arc(240, 130, 80, 0, Math.PI * 2);
  context.fill();
  return canvas.convertToBlob({ type: 'image/webp' });
}

const withPhotoApi: StoryApi = {
  [`GET ${profilePhotoPath(ownerId, photo)}`]: async () => ({ body: await webp() }),
};

const meta = {
  title: 'Staff/PersonPhoto',
  component: PersonPhoto,
  tags: ['autodocs'],
  decorators: [withStoryApi],
  args: { ownerId, name: 'Nora Lee', photo: null },
  parameters: {
    docs: {
      description: {
        component:
          'A person’s photo on the client, staff and dealer detail screens: the photo they have (read with the ' +
          'session, as staff only may), or their initials, and for who may change it a new one uploaded with its ' +
          'progress (`usePhotoUpload`), the server’s words when it is refused, and the new photo shown at once.',
      },
    },
  },
} satisfies Meta<typeof PersonPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initials, and a photo to add, from the keyboard too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nora Lee' })).toHaveTextContent('NL');
    await expect(canvas.getByText(photoMessage('photos.field.none'))).toBeVisible();
    const add = canvas.getByRole('button', { name: photoMessage('photos.field.add') });
    await userEvent.tab();
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

/** Their photo, read with the session's headers, and another to choose. */
export const WithPhoto: Story = {
  args: { photo },
  parameters: { api: withPhotoApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Nora Lee' });
    await waitFor(() => expect(avatar.querySelector('img')?.complete).toBe(true));
    await expect(avatar.querySelector('img')!.naturalWidth).toBe(480);
    await expect(canvas.getByRole('button', { name: photoMessage('photos.field.replace') })).toBeEnabled();
  },
};

/** A file over the limit is refused before it leaves, in the server's words. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(PHOTO_UPLOAD_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      // Text matchers see a no-break space (French: "15 Mo") as a space.
      photoMessage('photos.error.tooLarge', { max: photoUploadLimitText() }).replace(/\s/g, ' '),
    );
  },
};

/** Another staff member's photo, seen by an admin: it only shows. */
export const ReadOnly: Story = {
  args: { name: 'Sam Gagnon', photo, canChange: false },
  parameters: { api: withPhotoApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Sam Gagnon' });
    await waitFor(() => expect(avatar.querySelector('img')?.complete).toBe(true));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
