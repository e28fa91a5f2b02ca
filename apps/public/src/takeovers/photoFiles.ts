import type { TakeoverImage } from '@sfi/domain';

/** One file of a takeover photo: its width and address. */
export interface PhotoFile {
  width: number;
  url: string;
}

/** The files of a takeover's photo, narrowest first (the API client's `takeoverPhotoFiles`, or a story's). */
export type PhotoFiles = (takeoverId: string, image: Pick<TakeoverImage, 'id' | 'width'>) => PhotoFile[];

/** `srcset` of a photo's files: `<url> 480w, <url> 960w, …`. */
export function srcSet(files: readonly PhotoFile[]): string {
  return files.map((file) => `${file.url} ${file.width}w`).join(', ');
}

/** The file to fall back on (`src`): the one nearest 960 px, a tablet's or a desktop card's. */
export function fallbackFile(files: readonly PhotoFile[]): PhotoFile | undefined {
  return files.find((file) => file.width >= 960) ?? files.at(-1);
}
