// The lease takeover screens load together when one is first opened: one chunk, with their words
// (`takeoverAdminMessage`, `photoMessage`) and the public pages' field labels, so the console's
// first load stays as it is.
export { default as TakeoversPage } from './TakeoversPage.tsx';
export { default as TakeoverPage } from './TakeoverPage.tsx';
export { default as TakeoverOrderPage } from './TakeoverOrderPage.tsx';
