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
  bankingInfoKey,
  bankingRecordKey,
  buyoutQuoteKey,
  loanReceivablesKey,
  useBankingInfo,
  useBankingInfoMutations,
  useBankingRecord,
  useBuyoutQuote,
  useBuyoutQuoteMutations,
  useLoanReceivables,
} from './money.ts';
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
} from './quotes.ts';
export { useSaveQueue } from './save-queue.ts';
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
} from './takeovers.ts';
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
  staffKey,
  staffMemberKey,
  useClient,
  useClientMutations,
  useClients,
  useStaff,
  useStaffMember,
  useStaffMutations,
} from './people.ts';
export type { ClientList } from './people.ts';
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
