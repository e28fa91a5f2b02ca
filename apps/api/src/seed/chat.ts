import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages, chatRooms, chatRoomStaff, fileDealers, leaseFiles, staffUsers } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { stableUuid } from './random.ts';

/** The demo chat room: the demo file dealer's (D-1001), tied to their first lease file. */
export const demoChatRoomId = stableUuid('chat-room:filedealer');

/** What the demo room's conversation says, and who says it. */
const demoConversation = [
  {
    from: 'dealer',
    text: 'Hi, the customer signed the lease agreement this morning. What else do you need?',
  },
  { from: 'staff', text: 'Thanks! Please send the driver’s licence and the insurance confirmation.' },
  { from: 'dealer', text: 'Will do: I’ll attach them here this afternoon.' },
  { from: 'staff', text: 'Perfect. I’ll file them on the lease file as soon as they arrive.' },
] as const;

/**
 * Writes the demo chat room (again): the demo file dealer's, tied to their dealership's first
 * lease file when there is one, assigned to the demo staff admin, with a short conversation an
 * hour apart ending at `now`. Nothing when the demo dealer or staff admin is not there. Answers
 * how many rooms were written.
 */
export async function replaceDemoChat(db: Db, now = new Date()): Promise<number> {
  const { fileDealer, staffAdmin } = demoAccounts;
  const [dealer] = await db
    .select({ id: fileDealers.id })
    .from(fileDealers)
    .where(eq(fileDealers.id, fileDealer.id));
  const [staff] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffAdmin.id));
  if (!dealer || !staff) return 0;
  const [file] = await db
    .select({ id: leaseFiles.id })
    .from(leaseFiles)
    .where(eq(leaseFiles.dealerNo, fileDealer.dealerNo))
    .orderBy(asc(leaseFiles.fileNo))
    .limit(1);
  const start = now.getTime() - demoConversation.length * 60 * 60_000;
  await db.delete(chatRooms).where(eq(chatRooms.id, demoChatRoomId));
  await db.insert(chatRooms).values({
    id: demoChatRoomId,
    fileDealerId: dealer.id,
    fileId: file?.id ?? null,
    createdAt: new Date(start),
  });
  await db.insert(chatRoomStaff).values({ roomId: demoChatRoomId, staffId: staff.id });
  await db.insert(chatMessages).values(
    demoConversation.map((line, index) => ({
      id: stableUuid(`chat-message:filedealer:${index}`),
      roomId: demoChatRoomId,
      senderId: line.from === 'dealer' ? fileDealer.id : staffAdmin.id,
      senderType: line.from,
      senderName: line.from === 'dealer' ? fileDealer.name : staffAdmin.name,
      content: line.text,
      clientId: stableUuid(`chat-message-client:filedealer:${index}`),
      createdAt: new Date(start + (index + 1) * 60 * 60_000),
    })),
  );
  return 1;
}

/** Whether any chat room exists. */
export async function hasChatRooms(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: chatRooms.id }).from(chatRooms).limit(1);
  return any !== undefined;
}
