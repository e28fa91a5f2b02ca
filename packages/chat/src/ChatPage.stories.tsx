import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CHAT_MESSAGE_MAX,
  UPLOAD_MAX_BYTES,
  chatScreenMessage,
  formatFileSize,
  message,
  uploadLimitText,
} from '@sfi/domain';
import { ChatPage } from './ChatPage.tsx';
import {
  conversation,
  dealerPage,
  dealerViewer,
  olderMessages,
  pageOf,
  readUrlsOf,
  roomId,
  rooms,
  userMap,
} from './storybook/fixtures.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import { storyAddress, withChatRoute } from './storybook/withRoute.tsx';
import { chatPathsUnder } from './paths.ts';

const messagesOf = `GET /chats/${roomId}/messages`;
/** A dealer's rooms: only their own. */
const dealerRooms = rooms.filter((room) => room.id === roomId);

/** The calls of a room open with the conversation, each answered as the server would. */
const chatApi: StoryApi = {
  'GET /chats': { body: rooms },
  'GET /users/get-user-map': { body: userMap },
  [messagesOf]: { body: pageOf(conversation) },
  'POST /s3-tokens/read-urls': (body) => ({ body: readUrlsOf(body) }),
  'GET /dealers/search': (_body: unknown, query: URLSearchParams) => ({
    body: {
      ...dealerPage,
      dealers: dealerPage.dealers.filter((dealer) =>
        dealer.name.toLowerCase().includes((query.get('search') ?? '').toLowerCase()),
      ),
    },
  }),
};

/**
 * A text as the text matchers see the page (`getByText`, `toHaveTextContent`): its no-break spaces
 * (French: "2 Ko", "25 Mo") as spaces.
 */
const shown = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'Chat/ChatPage',
  component: ChatPage,
  tags: ['autodocs'],
  decorators: [withStoryApi, withChatRoute],
  args: { paths: chatPathsUnder('/staff/chat') },
  parameters: {
    docs: {
      description: {
        component:
          'The chat between dealers and staff (doc 2 §1, §4; issue 13): the rooms, newest activity first, ' +
          'with unread counts and last messages, beside the open room; on a phone, one view at a time. ' +
          'The stories have no socket: sending, receipts and typing are the e2e journey’s.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    route: { url: `/staff/chat/${roomId}` },
    api: chatApi,
  },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const messagesRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: chatScreenMessage('chat.messages.label') });

/**
 * Staff in a room tied to a lease file: the two rooms newest first (the other with two unread
 * messages), the conversation by day, the photo inline, the PDF with its icon, name and size, and
 * the way to file an attachment into the lease file.
 */
export const StaffConversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: chatScreenMessage('chat.rooms.label') });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Maple Leaf Motors'),
      expect.stringContaining('Prairie Auto Group'),
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(
      within(links[1]!).getByRole('img', { name: chatScreenMessage('chat.rooms.unread', { count: 2 }) }),
    ).toHaveTextContent('2');
    const region = messagesRegion(canvasElement);
    await expect(await within(region).findByRole('img', { name: 'odometer.png' })).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Lease agreement signed.pdf' })).toBeVisible();
    await expect(within(region).getByText(shown(formatFileSize(1_248_000)))).toBeVisible();
    await expect(
      within(region).getByRole('heading', { name: chatScreenMessage('chat.day.today') }),
    ).toBeVisible();
    await expect(
      within(region).getByRole('heading', { name: chatScreenMessage('chat.day.yesterday') }),
    ).toBeVisible();
    await expect(
      within(region).getAllByRole('button', {
        name: chatScreenMessage('chat.file.action', { fileNo: '1000004' }),
      }),
    ).toHaveLength(2);
  },
};

/** A dealer sees their rooms as with SFI staff, and no filing. */
export const DealerConversation: Story = {
  args: { paths: chatPathsUnder('/dealer/chat') },
  parameters: {
    route: { base: '/dealer/chat', url: `/dealer/chat/${roomId}`, viewer: dealerViewer },
    api: { ...chatApi, 'GET /chats': { body: dealerRooms } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: chatScreenMessage('chat.room.withSfi') }),
    ).toBeVisible();
    const region = messagesRegion(canvasElement);
    await expect(await within(region).findByRole('img', { name: 'odometer.png' })).toBeVisible();
    await expect(within(region).queryByRole('button', { name: /File in lease file/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: chatScreenMessage('chat.newRoom.action') })).toBeNull();
  },
};

/**
 * On a phone the list and the room are two views. By keyboard alone: Tab to the room and open it
 * with Enter; the conversation shows with its link back, which Enter follows to the list again.
 */
export const PhoneByKeyboard: Story = {
  args: { paths: chatPathsUnder('/dealer/chat') },
  parameters: {
    route: { base: '/dealer/chat', url: '/dealer/chat', viewer: dealerViewer },
    api: { ...chatApi, 'GET /chats': { body: dealerRooms } },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const room = await canvas.findByRole('link', {
      name: new RegExp(chatScreenMessage('chat.room.withSfi')),
    });
    // The dealer's messages of every room come first, then the rooms.
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: chatScreenMessage('chat.allMessages.link') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(room).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyAddress()).toBe(`/dealer/chat/${roomId}`));
    const back = await canvas.findByRole('link', { name: chatScreenMessage('chat.room.back') });
    await expect(back).toBeVisible();
    // The list is the other view: not shown, nor in the accessibility tree.
    await expect(canvas.queryByRole('list', { name: chatScreenMessage('chat.rooms.label') })).toBeNull();
    back.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyAddress()).toBe('/dealer/chat'));
  },
};

/** More messages than a page: "Show older messages", by keyboard, puts the older page before the first. */
export const OlderPages: Story = {
  parameters: {
    api: {
      ...chatApi,
      [messagesOf]: (_body: unknown, query: URLSearchParams) => ({
        body: query.get('skip') === '0' ? pageOf(conversation, true) : pageOf(olderMessages),
      }),
    },
    // Where the list stays scrolled once the older page is in depends on when it came.
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const region = messagesRegion(canvasElement);
    const older = await within(region).findByRole('button', {
      name: chatScreenMessage('chat.messages.older'),
    });
    older.focus();
    await userEvent.keyboard('{Enter}');
    const first = await within(region).findByText('An older message, number 1.');
    await expect(
      within(region).queryByRole('button', { name: chatScreenMessage('chat.messages.older') }),
    ).toBeNull();
    await expect(first).toBeVisible();
    const newer = within(region).getByText(/We have a buyer/);
    const third = within(region).getByText('An older message, number 3.');
    await expect(third.compareDocumentPosition(newer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A page that does not load: the spec's message, and a way to try again. */
export const MessagesFailed: Story = {
  parameters: { api: { ...chatApi, [messagesOf]: { status: 500, body: { message: 'Boom' } } } },
  play: async ({ canvasElement }) => {
    const region = messagesRegion(canvasElement);
    await expect(await within(region).findByRole('alert')).toHaveTextContent(message('chat.error.messages'));
    await expect(within(region).getByRole('button', { name: message('action.retry') })).toBeVisible();
  },
};

/** Read URLs that cannot be had: the attachments say "Please try again", with the way to. */
export const ReadUrlsFailed: Story = {
  parameters: {
    api: { ...chatApi, 'POST /s3-tokens/read-urls': { status: 500, body: { message: 'Boom' } } },
  },
  play: async ({ canvasElement }) => {
    const region = messagesRegion(canvasElement);
    await waitFor(() => expect(within(region).getAllByText(message('error.tryAgain'))).toHaveLength(2));
    await expect(within(region).getByText('odometer.png')).toBeVisible();
  },
};

/**
 * The composer keeps what was typed when it cannot be sent: Enter on nothing says to write first;
 * a message over the limit says so and stays as typed.
 */
export const ComposerValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: chatScreenMessage('chat.composer.label') });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(message('chat.message.empty'))).toBeVisible();
    const long = 'x'.repeat(CHAT_MESSAGE_MAX + 1);
    await userEvent.click(box);
    await userEvent.paste(long);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(message('validation.tooLong', { max: CHAT_MESSAGE_MAX })),
    ).toBeVisible();
    await expect(box).toHaveValue(long);
  },
};

/** Staff with no room yet. */
export const NoRooms: Story = {
  parameters: { route: { url: '/staff/chat' }, api: { ...chatApi, 'GET /chats': { body: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: chatScreenMessage('chat.rooms.empty.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(chatScreenMessage('chat.rooms.empty.staff'))).toBeVisible();
  },
};

/**
 * Starting a conversation by keyboard, refused by the server: the failure only clears the
 * creating state (doc 2 §4), so the dialog stays open with the dealer and the file number as chosen.
 */
export const NewRoomFails: Story = {
  parameters: {
    route: { url: '/staff/chat' },
    api: { ...chatApi, 'POST /chats': { status: 500, body: { message: 'Boom' } } },
    visual: { target: 'page' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: chatScreenMessage('chat.newRoom.action') });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: chatScreenMessage('chat.newRoom.title') });
    const dealer = within(dialog).getByRole('combobox', { name: chatScreenMessage('chat.newRoom.dealer') });
    dealer.focus();
    await userEvent.keyboard('Prairie');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dealer).toHaveValue('Prairie Auto Group (D-1002)'));
    await userEvent.tab();
    await userEvent.keyboard('1000017');
    await userEvent.keyboard('{Enter}');
    const create = within(dialog).getByRole('button', { name: chatScreenMessage('chat.newRoom.create') });
    await waitFor(() => expect(create).not.toHaveAttribute('data-pending'));
    await expect(dialog).toBeVisible();
    await expect(dealer).toHaveValue('Prairie Auto Group (D-1002)');
    await expect(
      within(dialog).getByRole('textbox', { name: new RegExp(chatScreenMessage('chat.newRoom.fileNo')) }),
    ).toHaveValue('1000017');
  },
};

/** Chooses a file with the composer's "Attach a file" (its file input). */
async function attach(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await userEvent.upload(input, file, { applyAccept: false });
}
/** 2 kB that start as a PNG does: the composer checks a file's first bytes against its type. */
const photo = () => {
  const bytes = new Uint8Array(2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'odometer.png', { type: 'image/png' });
};

/** An upload under way shows its progress, with Cancel; cancelling (by keyboard) ends it, with no error. */
export const UploadCancelled: Story = {
  parameters: { api: { ...chatApi, 'POST /s3-tokens/put-params': 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: chatScreenMessage('chat.composer.label') });
    await attach(canvasElement, photo());
    const progress = await canvas.findByRole('progressbar', {
      name: new RegExp(`^${chatScreenMessage('chat.attach.uploading', { name: 'odometer.png' })}`),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    canvas.getByRole('button', { name: message('action.cancel') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The upload token refused (doc 2 §8): "Could not get token", with Try again and Dismiss; the file
 * stays chosen until dismissed.
 */
export const UploadTokenFails: Story = {
  parameters: {
    api: { ...chatApi, 'POST /s3-tokens/put-params': { status: 503, body: { message: 'Unavailable' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: chatScreenMessage('chat.composer.label') });
    await attach(canvasElement, photo());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(chatScreenMessage('chat.attach.notSent', { name: 'odometer.png' }));
    await expect(alert).toHaveTextContent(message('error.couldNotGetToken'));
    await expect(within(alert).getByRole('button', { name: message('action.retry') })).toBeVisible();
    within(alert)
      .getByRole('button', { name: message('action.dismiss') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/**
 * Storage unavailable for a moment (issue 28): the token call answers the API's 503, and the
 * composer says so in its words, "Storage is unavailable, try again", keeping the chosen file;
 * Try again (by keyboard) asks once more, and the file goes through once storage is back.
 */
let tokensAsked = 0;
export const StorageUnavailable: Story = {
  beforeEach: () => {
    tokensAsked = 0;
  },
  parameters: {
    api: {
      ...chatApi,
      'POST /s3-tokens/put-params': () =>
        (tokensAsked += 1) === 1
          ? {
              status: 503,
              body: {
                statusCode: 503,
                error: 'Service Unavailable',
                message: message('error.storageUnavailable'),
              },
            }
          : {
              body: {
                key: `chat-rooms/${roomId}/upload-2/odometer.png`,
                imageId: 'upload-2',
                originalFilename: 'odometer.png',
                chatroomId: roomId,
                url: 'data:text/plain,',
                policy: 'story',
                'Content-Type': 'image/png',
              },
            },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: chatScreenMessage('chat.composer.label') });
    await attach(canvasElement, photo());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(chatScreenMessage('chat.attach.notSent', { name: 'odometer.png' }));
    await expect(alert).toHaveTextContent(message('error.storageUnavailable'));
    within(alert)
      .getByRole('button', { name: message('action.retry') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        shown(chatScreenMessage('chat.attach.complete', { name: `odometer.png (${formatFileSize(2048)})` })),
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A file over the 25 MB limit is refused before anything is asked of the server: the file named
 * with its size, why, and no upload (no token asked for, no progress).
 */
export const FileTooLarge: Story = {
  parameters: {
    api: {
      ...chatApi,
      'POST /s3-tokens/put-params': () => {
        throw new Error('A file over the limit asked for an upload token.');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: chatScreenMessage('chat.composer.label') });
    const scan = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1024 * 1024)], 'lease-scan.pdf', {
      type: 'application/pdf',
    });
    await attach(canvasElement, scan);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      shown(
        chatScreenMessage('chat.attach.notSent', { name: `lease-scan.pdf (${formatFileSize(scan.size)})` }),
      ),
    );
    await expect(alert).toHaveTextContent(
      shown(message('upload.error.tooLarge', { max: uploadLimitText() })),
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/**
 * The bucket took the file: the progress gives way to a polite status naming it, which stays until
 * the next message or file. (Here the bucket is a `data:` URL, which takes any POST.)
 */
export const UploadComplete: Story = {
  parameters: {
    api: {
      ...chatApi,
      'POST /s3-tokens/put-params': () => ({
        body: {
          key: `chat-rooms/${roomId}/upload-1/odometer.png`,
          imageId: 'upload-1',
          originalFilename: 'odometer.png',
          chatroomId: roomId,
          url: 'data:text/plain,',
          policy: 'story',
          'Content-Type': 'image/png',
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: chatScreenMessage('chat.composer.label') });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await attach(canvasElement, photo());
    await waitFor(() =>
      expect(status).toHaveTextContent(
        shown(chatScreenMessage('chat.attach.complete', { name: `odometer.png (${formatFileSize(2048)})` })),
      ),
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
