import { describe, expect, it } from 'vitest';
import { attachmentName, readBody } from './download.ts';

describe('attachmentName (RFC 6266)', () => {
  it.each<[string | null, string]>([
    [`attachment; filename="R-1.zip"; filename*=UTF-8''R-1.zip`, 'R-1.zip'],
    [`attachment; filename="Dossier-.zip"; filename*=UTF-8''Dossier-%C3%89t%C3%A9.zip`, 'Dossier-Été.zip'],
    [`attachment; filename="general-report.xlsx"`, 'general-report.xlsx'],
    ['attachment; filename=plain.zip', 'plain.zip'],
    [`attachment; filename="fallback.zip"; filename*=UTF-8''%E0%A4`, 'fallback.zip'],
    ['attachment', ''],
    [null, ''],
  ])('%s → %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});

describe('readBody', () => {
  it('reads every chunk into a Blob of the type, telling the bytes received after each', async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4]), new Uint8Array([5, 6])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const progress: number[] = [];
    const blob = await readBody(body, 'application/zip', (received) => progress.push(received));
    expect(blob.type).toBe('application/zip');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress).toEqual([3, 4, 6]);
  });
});
