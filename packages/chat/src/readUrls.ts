/**
 * Asks for read URLs in batches: every path asked for in the same tick goes in one call (the chat
 * service's `POST /s3-tokens/read-urls` takes up to 100 paths), so a page of 20 attachments is one
 * request, not 20. Each caller gets the URL of its own path; a failed call fails each of its callers.
 */
export function readUrlBatcher(
  fetchUrls: (paths: string[]) => Promise<{ urls: ReadonlyArray<{ url: string }> }>,
  maxPaths = 100,
): (path: string) => Promise<string> {
  let waiting: Array<{ path: string; resolve: (url: string) => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += maxPaths) {
      const part = batch.slice(start, start + maxPaths);
      const paths = [...new Set(part.map((each) => each.path))];
      fetchUrls(paths).then(
        ({ urls }) => {
          for (const each of part) {
            const url = urls[paths.indexOf(each.path)]?.url;
            if (url) each.resolve(url);
            else each.reject(new Error(`No read URL for ${each.path}`));
          }
        },
        (error: unknown) => {
          for (const each of part) each.reject(error);
        },
      );
    }
  };

  return (path) =>
    new Promise<string>((resolve, reject) => {
      waiting.push({ path, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    });
}
