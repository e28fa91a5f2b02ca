/**
 * @sfi/chat — the chat between dealers and staff (spec doc 2; issue 13): the rooms and a live
 * conversation with attachments. Used by the dealer app and the staff console. One explicit
 * barrel: every export is named here.
 */
export { ChatPage, type ChatPageProps } from './ChatPage.tsx';
export { chatPathsUnder, type ChatPaths } from './paths.ts';
