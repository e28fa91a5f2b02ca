/**
 * The lease-file screens, the reports and the chat, loaded together on demand: a chat room is about a dealer's
 * lease file, and one module for both keeps the console's first load within its budget. A module of
 * its own for the chat (about 11 kB gzip) made rolldown split what the sign-in page shares with the
 * lazy screens into more, smaller chunks, costing the first load some 2 kB more than the chat's
 * strings; loading the chat with the file screens costs those screens its 11 kB instead.
 */
export { FilePage, FileSearchPage, ReportsPage } from '@sfi/file-tool';
export { ChatPage } from '@sfi/chat';
