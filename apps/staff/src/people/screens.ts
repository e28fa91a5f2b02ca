// The client and staff administration screens load together, when one is first opened: one chunk,
// with their words (`peopleScreens`), so that the console's first load stays as it is.
export { default as ClientsPage } from './ClientsPage.tsx';
export { default as ClientPage } from './ClientPage.tsx';
export { default as StaffPage } from './StaffPage.tsx';
export { default as StaffMemberPage } from './StaffMemberPage.tsx';
