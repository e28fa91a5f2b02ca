// The administration's services, loaded together with the first call of any of them
// (`lazyService` in client.ts): the lease takeovers and the photo uploads.
export { leaseTakeoversApi } from './lease-takeovers.ts';
export { photosApi } from './photos.ts';
