/**
 * @sfi/file-tool — the screens of the lease-file tool (spec doc 2): the file search, one file
 * with its typed fields, history, documents and documents pack, and the staff's reports. Used by
 * the staff console and the dealer file tool. One explicit barrel: every export is named here.
 */
export { FileSearchPage, type FileSearchPageProps } from './search/FileSearchPage.tsx';
export { FilePage, type FilePageProps } from './file/FilePage.tsx';
export { filePathsUnder, type FilePaths } from './paths.ts';
export { ReportsPage } from './reports/ReportsPage.tsx';
