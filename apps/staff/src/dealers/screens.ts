// The dealer screens load together when one is first opened: the Dealers list, a dealer's detail and
// the room assignment, with the dealer administration's words (`dealerAdminWords`) in their one
// chunk, so that the console's shared chunks (which its first load carries) stay as they are.
export { default as DealersPage } from './DealersPage.tsx';
export { default as DealerUserPage } from './DealerUserPage.tsx';
export { default as RoomsPage } from '../rooms/RoomsPage.tsx';
