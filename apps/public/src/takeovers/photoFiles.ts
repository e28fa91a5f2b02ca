import { takeoverPhotoFiles, type TakeoverImage, type TakeoverPhotoFile } from '@sfi/domain';

/** One file of a takeover photo: its width and address. */
export type PhotoFile = TakeoverPhotoFile;

/** The files of a takeover's photo, narrowest first (the API client's `takeoverPhotoFiles`, or a story's). */
export type PhotoFiles = (takeoverId: string, image: Pick<TakeoverImage, 'id' | 'width'>) => PhotoFile[];

/** The photo files on the public service at `baseUrl` (the runtime config's `services.public`). */
export const photoFilesAt =
  (baseUrl: string): PhotoFiles =>
  (takeoverId, image) =>
    takeoverPhotoFiles(baseUrl, takeoverId, image);

/** No photo files: what a page shows before it knows where the photos are. */
export const noPhotoFiles: PhotoFiles = () => [];

/** `srcset` of a photo's files: `<url> 480w, <url> 960w, …`. */
export function srcSet(files: readonly PhotoFile[]): string {
  return files.map((file) => `${file.url} ${file.width}w`).join(', ');
}

/** The file to fall back on (`src`): the one nearest 960 px, a tablet's or a desktop card's. */
export function fallbackFile(files: readonly PhotoFile[]): PhotoFile | undefined {
  return files.find((file) => file.width >= 960) ?? files.at(-1);
}
