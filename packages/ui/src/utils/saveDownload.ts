/**
 * Saves a file the browser holds (a `Blob` an API call downloaded) under a name, as a download: the
 * browser's own save, as a link with `download` would.
 */
export function saveDownload(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}
