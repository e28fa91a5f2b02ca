export { ApiClientProvider, PublicApiClientProvider, useApiClient, usePublicApiClient } from './context.tsx';
export { useSignedInViewer, useViewer, ViewerProvider, type Audience, type Viewer } from './viewer.tsx';
export { useMakes, makesKey } from './makes.ts';
export { meKey, useMe } from './client.ts';
export { currentSessionKey, useCurrentSession } from './session.ts';
export { fileDealersKey, useFileDealerMutations, useFileDealers } from './file-dealers.ts';
export {
  leaseFileDocumentsKey,
  leaseFileHistoryKey,
  leaseFileKey,
  useFileHistory,
  useLeaseFile,
  useLeaseFileDocuments,
  useLeaseFileMutations,
} from './lease-files.ts';
export {
  buyoutQuoteKey,
  loanReceivablesKey,
  useBuyoutQuote,
  useBuyoutQuoteMutations,
  useLoanReceivables,
} from './buyout-quotes.ts';
export {
  bankingInfoKey,
  bankingRecordKey,
  useBankingInfo,
  useBankingInfoMutations,
  useBankingRecord,
} from './banking-info.ts';
export {
  dealerAccountKey,
  dealerAccountsKey,
  leaseQuoteKey,
  leaseQuotesKey,
  quoteDealersKey,
  savedQuoteSearchesKey,
  useDealerAccount,
  useDealerAccountMutations,
  useDealerAccounts,
  useLeaseQuote,
  useLeaseQuoteMutations,
  useLeaseQuotes,
  useQuoteDealerMutations,
  useQuoteDealers,
  useSavedQuoteSearches,
  useSavedQuoteSearchMutations,
  useVehicleValue,
} from './lease-quotes.ts';
export { useSaveQueue } from './save-queue.ts';
export { useSchemaForm, type SchemaFormOptions } from './schema-form.ts';
export { useLiveQuoteList, useQuoteRoom, type QuoteRoom, type QuoteRoomOptions } from './live.ts';
export { useUpload, type UploadState, type UploadTarget } from './storage.ts';
export {
  chatMessagesKeyPrefix,
  chatRoomsKey,
  chatUserMapKey,
  useChatMessages,
  useChatMutations,
  useChatRoom,
  useChatRooms,
  useChatUserMap,
  useDealerMessages,
  type ChatMessageHistory,
  type ChatRoom,
} from './chat.ts';
export {
  fileSearchKey,
  filesByDeliveryDateKey,
  useFileSearch,
  useFilesByDeliveryDate,
  type FileSearchPaging,
} from './file-search.ts';
export {
  leaseTakeoverKey,
  leaseTakeoversKey,
  useLeaseTakeover,
  useLeaseTakeovers,
  useServiceRequest,
  type ServiceRequestState,
} from './lease-takeovers-public.ts';
export {
  gpsDeviceKey,
  gpsListKey,
  gpsTagsKey,
  useGpsDevice,
  useGpsList,
  useGpsMutations,
  useGpsTags,
} from './gps.ts';
export {
  adminTakeoverKey,
  adminTakeoversKey,
  personPhotoKey,
  useAdminTakeover,
  useAdminTakeovers,
  usePersonPhotoUrl,
  usePhotoUpload,
  useTakeoverMutations,
  type PhotoUploadState,
} from './lease-takeovers.ts';
export {
  clientKey,
  clientsKey,
  useClient,
  useClientMutations,
  useClients,
  type ClientList,
} from './clients.ts';
export { staffKey, staffMemberKey, useStaff, useStaffMember, useStaffMutations } from './staff.ts';
export {
  assignableRoomsKey,
  dealerUserKey,
  dealerUsersKey,
  dealerUserSearchKey,
  roomStaffKey,
  useDealerUser,
  useDealerUserMutations,
  useDealerUsers,
  useAssignableRooms,
  useDealerUserSearch,
  useRoomAssignment,
  useRoomStaff,
} from './dealer.ts';
