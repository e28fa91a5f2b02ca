import {
  ChatMessagePageSchema,
  ChatRoomListSchema,
  ChatUserMapSchema,
  FileDealerPageSchema,
  ReadUrlsResponseSchema,
  type ChatMessagePage,
  type ChatRoomMessage,
  type ChatRoomView,
} from '@sfi/domain';
import type { Viewer } from '@sfi/api-client/react';

/*
 * The stories' data, invented, shaped by the wire contract: every answer is read through the
 * domain's response schema of its call, as the API client's types come from them. A story cannot
 * show an answer the server could not give.
 */

export const staffViewer: Viewer = {
  audience: 'staff',
  id: 'a1f0c6a2-5b1e-4c35-9d8b-2f6f4c1e7a10',
  roles: [],
};
export const dealerViewer: Viewer = {
  audience: 'dealer',
  id: 'd7c9a3f4-8e21-4b6a-a0c3-5e9f1b2d4c60',
  roles: [],
};

const staff = { id: staffViewer.id, name: 'Alex Martin', type: 'staff' as const };
const dealer = { id: dealerViewer.id, name: 'Maple Leaf Motors', type: 'dealer' as const };

export const roomId = '04f5ee6a-c5af-5e82-aec7-d93b189c1d28';
export const otherRoomId = '5b2d7c1e-9a34-4f6b-8c21-3e4d5f6a7b80';

/** Today at a time (the stories show "Today" and times of day). */
const today = (hours: number, minutes: number) => {
  const moment = new Date();
  moment.setHours(hours, minutes, 0, 0);
  return moment.toISOString();
};
const yesterday = (hours: number, minutes: number) => {
  const moment = new Date(today(hours, minutes));
  moment.setDate(moment.getDate() - 1);
  return moment.toISOString();
};

let sequence = 0;
function messageOf(
  from: typeof staff | typeof dealer,
  createdAt: string,
  content: string,
  attachment?: ChatRoomMessage['attachment'] & { contentType: 'IMAGE' | 'DOCUMENT' },
): ChatRoomMessage {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    roomId,
    content: attachment ? `chat-rooms/${roomId}/${id}/${attachment.name}` : content,
    sender: from.id,
    senderName: from.name,
    senderType: from.type,
    createdAt,
    ...(attachment && {
      contentType: attachment.contentType,
      attachment: { name: attachment.name, size: attachment.size, mimeType: attachment.mimeType },
    }),
  };
}

/** The conversation, oldest first: yesterday's exchange, then today's with an image and a PDF. */
export const conversation: ChatRoomMessage[] = [
  messageOf(dealer, yesterday(15, 2), 'We have a buyer for the 2022 RAV4 on file 1000004.'),
  messageOf(staff, yesterday(15, 10), 'Great. Please send the signed lease agreement when you have it.'),
  messageOf(dealer, today(9, 4), 'Here is the signed agreement, and a photo of the odometer.'),
  messageOf(dealer, today(9, 5), '', {
    name: 'odometer.png',
    size: 184_320,
    mimeType: 'image/png',
    contentType: 'IMAGE',
  }),
  messageOf(dealer, today(9, 5), '', {
    name: 'Lease agreement signed.pdf',
    size: 1_248_000,
    mimeType: 'application/pdf',
    contentType: 'DOCUMENT',
  }),
  messageOf(staff, today(9, 12), 'Thanks, got both.\nI will file the agreement now.'),
];

/** Older messages, for the page before the conversation's. */
export const olderMessages: ChatRoomMessage[] = Array.from({ length: 3 }, (_, at) =>
  messageOf(at % 2 ? staff : dealer, yesterday(10, at), `An older message, number ${at + 1}.`),
);

/** A page of messages as `GET /chats/{id}/messages` answers it: newest first. */
export function pageOf(messages: readonly ChatRoomMessage[], more = false): ChatMessagePage {
  return ChatMessagePageSchema.parse({ messages: [...messages].reverse(), more });
}

/** The rooms as `GET /chats` answers them, latest activity first. */
export const rooms: ChatRoomView[] = ChatRoomListSchema.parse([
  {
    id: roomId,
    readList: [staff.id],
    lastMessage: conversation.at(-1),
    createdAt: yesterday(15, 0),
    dealer: { id: dealer.id, name: dealer.name, dealerNo: 'D-1001' },
    fileNo: '1000004',
    unread: 0,
  },
  {
    id: otherRoomId,
    readList: [],
    lastMessage: {
      ...messageOf(dealer, yesterday(11, 30), 'Is the buyout quote for file 1000017 ready?'),
      roomId: otherRoomId,
    },
    createdAt: yesterday(11, 0),
    dealer: { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', name: 'Prairie Auto Group', dealerNo: 'D-1002' },
    fileNo: null,
    unread: 2,
  },
]);

/** The people of the rooms (`GET /users/get-user-map`). */
export const userMap = ChatUserMapSchema.parse({ [staff.id]: staff, [dealer.id]: dealer });

/** An image anyone can show without a server: a gradient, as an SVG data URL. */
const pictureUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="140"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3b60"/><stop offset="1" stop-color="#7fd1ae"/></linearGradient></defs><rect width="240" height="140" fill="url(#g)"/></svg>',
)}`;

/** `POST /s3-tokens/read-urls`: an image's URL shows the picture; a document's is a link. */
export function readUrlsOf(body: unknown) {
  const { paths } = body as { paths: string[] };
  return ReadUrlsResponseSchema.parse({
    urls: paths.map((path) => ({
      url: path.endsWith('.png') ? pictureUrl : `https://storage.example/${encodeURIComponent(path)}`,
    })),
  });
}

/** `GET /dealers/search`: the dealers staff can start a conversation with. */
export const dealerPage = FileDealerPageSchema.parse({
  count: 2,
  dealers: [
    {
      id: dealer.id,
      dealerNo: 'D-1001',
      email: 'office@mapleleafmotors.example',
      username: 'filedealer',
      name: 'Maple Leaf Motors',
      companyName: 'Maple Leaf Motors',
    },
    {
      id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
      dealerNo: 'D-1002',
      email: 'desk@prairieauto.example',
      username: 'prairie',
      name: 'Prairie Auto Group',
      companyName: 'Prairie Auto Group',
    },
  ],
});
