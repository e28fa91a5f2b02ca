/**
 * Where an app serves the file screens, so they can link to one another: the search and one file.
 * The app owns its URLs; the screens only follow these.
 *
 * @example
 * const paths: FilePaths = { list: '/staff/files', file: (fileNo) => `/staff/files/${encodeURIComponent(fileNo)}` };
 */
export interface FilePaths {
  list: string;
  file: (fileNo: string) => string;
}

/** The paths of file screens served under `base`: the search at `base`, each file below it. */
export function filePathsUnder(base: string): FilePaths {
  return { list: base, file: (fileNo) => `${base}/${encodeURIComponent(fileNo)}` };
}
