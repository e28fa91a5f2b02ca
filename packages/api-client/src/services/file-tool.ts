// The file tool's services, loaded together with the first call of any of them (`lazyService` in
// client.ts): lease files, their search and the file-system dealers.
export { fileDealersApi } from './file-dealers.ts';
export { fileSearchApi } from './file-search.ts';
export { leaseFilesApi } from './lease-files.ts';
