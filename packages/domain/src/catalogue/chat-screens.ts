import { translations } from '../locale.ts';
import { areaMessages } from '../message-format.ts';

/**
 * The words of the chat's screens (@sfi/chat): kept out of the catalogue `en`, which every app's
 * entry carries, and loaded with those screens through {@link chatScreenMessage}. The chat's spec
 * messages (doc 2 §8), its refusals and its title (a navigation link) stay in `en` (`admin.ts`): the
 * server, the API client and the console's navigation say them too.
 */
export const chatScreens = {
  'chat.rooms.label': 'Conversations',
  'chat.rooms.empty.title': 'No conversations yet',
  'chat.rooms.empty.staff': 'Start a conversation with a dealer, or wait for one to be assigned to you.',
  'chat.rooms.empty.dealer': 'SFI staff will start a conversation with you here.',
  'chat.rooms.unread': '{count, plural, one {# unread message} other {# unread messages}}',
  'chat.room.withSfi': 'SFI staff',
  'chat.room.file': 'File {fileNo}',
  'chat.room.general': 'General questions',
  'chat.room.dealerNo': 'Dealer {dealerNo}',
  'chat.room.choose': 'Choose a conversation',
  'chat.room.chooseBody': 'Its messages show here.',
  'chat.room.back': 'All conversations',
  'chat.lastMessage.attachment': 'Attachment: {name}',
  'chat.lastMessage.none': 'No messages yet',
  'chat.lastMessage.you': 'You: {text}',
  'chat.messages.label': 'Messages',
  'chat.messages.older': 'Show older messages',
  'chat.messages.announce': 'New message from {name}: {text}',
  'chat.day.today': 'Today',
  'chat.day.yesterday': 'Yesterday',
  'chat.message.you': 'You',
  'chat.message.sending': 'Sending…',
  'chat.message.notSent': 'Not sent: {error}',
  'chat.message.discard': 'Discard',
  'chat.message.readBy': 'Read by {names}',
  'chat.typing.one': '{name} is typing…',
  'chat.typing.many': '{names} are typing…',
  'chat.composer.label': 'Message',
  'chat.composer.hint': 'Enter sends; Shift+Enter starts a new line.',
  'chat.composer.send': 'Send',
  'chat.attach.drop': 'Drop a file here to attach it, or',
  'chat.attach.browse': 'Attach a file',
  'chat.attach.limits': 'An image or a document of at most {max}.',
  'chat.attach.uploading': 'Uploading {name}',
  'chat.attach.notSent': '{name} was not sent.',
  'chat.attach.complete': 'Upload complete: {name}',
  'chat.attachment.open': 'Open {name}',
  'chat.file.action': 'File in lease file {fileNo}',
  'chat.file.done': '{name} is filed in lease file {fileNo} as {type}.',
  'chat.newRoom.action': 'New conversation',
  'chat.newRoom.title': 'New conversation with a dealer',
  'chat.newRoom.dealer': 'Dealer',
  'chat.newRoom.dealerHelp': 'Type a dealer number, company name, e-mail or user name.',
  'chat.newRoom.fileNo': 'Lease file number',
  'chat.newRoom.fileNoHelp': 'Optional: one of the dealer’s lease files the conversation is about.',
  'chat.newRoom.create': 'Start conversation',
  'chat.delete.action': 'Delete conversation',
  'chat.delete.title': 'Delete this conversation?',
  'chat.delete.question':
    'The conversation “{name}” and all its messages will be deleted for you and for the dealer. Attachments not filed in a lease file are deleted too. This cannot be undone.',
  'chat.delete.confirm': 'Delete conversation',
  'chat.delete.done': 'The conversation “{name}” was deleted.',
  'chat.room.deleted.title': 'This conversation was deleted',
  'chat.room.deleted.body':
    'SFI staff deleted it, with its messages. Your other conversations are in the list.',
  'chat.allMessages.link': 'All messages',
  'chat.allMessages.title': 'All your messages',
  'chat.allMessages.intro': 'Every message of your conversations, newest first.',
  'chat.allMessages.empty': 'No messages yet.',
  'chat.allMessages.in': 'In {room}',
  'chat.allMessages.older': 'Show older messages',
} as const;

// The French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/chat-screens.ts') });

/** A word of the chat's screens, filled in as `message` fills the catalogue's. */
export const chatScreenMessage = /* @__PURE__ */ areaMessages(chatScreens);
