import yauzl from 'yauzl';

/** One file of a zip: its name and bytes. */
export interface Unzipped {
  name: string;
  bytes: Buffer;
}

/** Every file of a zip, in the zip's order (read with yauzl, which checks the zip's structure and CRCs). */
export function unzip(zip: Buffer): Promise<Unzipped[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error);
      const files: Unzipped[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
