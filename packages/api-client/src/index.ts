export { createApiClient, type ApiClient, type ApiClientConfig } from './client.ts';
export { ApiError, isAbortError, toApiError } from './errors.ts';
export { loadRuntimeConfig } from './runtime-config.ts';
