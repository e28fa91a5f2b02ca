export {
  createApiClient,
  requestHeaders,
  type ApiClient,
  type ApiClientConfig,
  type SessionHeaders,
} from './client.ts';
export { basicAuthorization, type CurrentSession, type FileDealerLoginResult } from './services/auth.ts';
export type { Member } from './services/member.ts';
export { ApiError, isAbortError, toApiError } from './errors.ts';
export { loadRuntimeConfig } from './runtime-config.ts';
