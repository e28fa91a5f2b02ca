import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Avatar } from '../Avatar/Avatar.tsx';
import { storyWords } from '../../storybook/words.ts';
import { PhotoUploadField } from './PhotoUploadField.tsx';

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

const say = (context: Pick<Context, 'loaded'>) => storyWords(context).say;

/** The field's words as the staff screens give them, in the story's language. */
function wordsOfField(context: Context) {
  const words = say(context);
  const max = new Intl.NumberFormat(String(context.globals['locale']), {
    style: 'unit',
    unit: 'megabyte',
  }).format(15);
  return {
    label: words('photos.field.drop'),
    description: words('photos.field.description', { max }),
    browseLabel: words('photos.field.add'),
    progressLabel: (name: string, percent: number) => words('photos.field.progress', { name, percent }),
    uploadedLabel: (name: string) => words('photos.field.uploaded', { name }),
  };
}

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
    acceptedFileTypes: ['image/jpeg', 'image/png', 'image/webp'],
    onFile: fn(),
  },
  // The staff screens' words for the field, in the story's language, unless the story gives its own.
  render: (args, context) => <PhotoUploadField {...wordsOfField(context)} {...args} />,
} satisfies Meta<typeof PhotoUploadField>;

export default meta;
// Its words come from the render (wordsOfField), not from the args.
type Story = StoryObj<typeof PhotoUploadField>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: say({ loaded })('photos.field.add') });
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
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const words = say({ loaded });
    await expect(
      canvas.getByRole('progressbar', {
        name: words('photos.field.progress', { name: 'front.jpg', percent: 62 }),
      }),
    ).toBeVisible();
    // One upload at a time: the chooser waits.
    await expect(canvas.getByRole('button', { name: words('photos.field.add') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: storyWords({ loaded }).ui.cancelUpload }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Uploaded: Story = {
  args: { progress: 'complete', fileName: 'front.jpg' },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      say({ loaded })('photos.field.uploaded', { name: 'front.jpg' }),
    );
  },
};

export const Failed: Story = {
  args: { progress: null, fileName: 'car.jpg' },
  render: (args, context) => (
    <PhotoUploadField {...wordsOfField(context)} error={say(context)('photos.error.notImage')} {...args} />
  ),
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      say({ loaded })('photos.error.notImage'),
    );
  },
};

export const WithCurrentPhoto: Story = {
  args: { preview: <Avatar name="Ada Lovelace" size="large" /> },
  render: (args, context) => (
    <PhotoUploadField
      {...wordsOfField(context)}
      {...args}
      browseLabel={say(context)('photos.field.replace')}
    />
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: say({ loaded })('photos.field.add') }),
    ).toBeDisabled();
  },
};
