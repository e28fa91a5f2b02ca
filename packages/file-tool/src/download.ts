/** Saves a file the browser holds under a name, as a download (the design system's). */
export { saveDownload } from '@sfi/ui';
