export { createApiClient, type ApiClient, type ApiClientConfig } from './client.ts';
export { requestHeaders, type SessionHeaders } from './service-fetch.ts';
export { createPublicApiClient, type PublicApiClient } from './public-client.ts';
export type { TakeoverPhotoFile } from '@sfi/domain';
export { basicAuthorization } from './services/auth.ts';
/** The answers' types come from their wire contracts in @sfi/domain; re-exported here for existing users. */
export type { CurrentSession, FileDealerLoginResult, Member } from '@sfi/domain';
export {
  ApiError,
  canRetry,
  failureWords,
  unavailableWords,
  formFailure,
  isAbortError,
  toApiError,
  type FormFailure,
  type FormFields,
} from './errors.ts';
export { failureMessage } from './failure-message.ts';
export {
  checkValues,
  failureErrors,
  type FormErrors,
  type FormSchema,
  type FormSchemaOutput,
} from './form-errors.ts';
export { uploadErrorMessage, UploadError, uploadFile, type UploadOptions } from './services/upload.ts';
export type { PhotoService, PhotoUploadOptions } from './services/photos.ts';
export { currentFileOfStaleSave } from './services/lease-files.ts';
export { dealerTokenHeaders } from './services/chat.ts';
export type { Download, DownloadOptions } from './services/download.ts';
export { newsletterLinks, subscribeToNewsletter } from './services/newsletter.ts';
export { loadRuntimeConfig } from './runtime-config.ts';
export {
  createSaveQueue,
  isNetworkFailure,
  isTemporaryFailure,
  newIdempotencyKey,
  SAVE_RETRY_DELAYS_MS,
  type SaveQueue,
  type SaveQueueOptions,
  type SaveQueueState,
} from './save-queue.ts';
