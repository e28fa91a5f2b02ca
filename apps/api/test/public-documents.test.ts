// The public site's brochures and presentations (doc 1 §1): the seed writes them into the bucket as
// real PDFs, and anyone downloads them through the public service, straight from storage.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, publicDocuments } from '@sfi/domain';
import {
  publicDocumentKey,
  publicDocumentPdf,
  writePublicDocuments,
} from '../src/export/public-documents.ts';
import { createTestApi, type TestApi } from './support/api.ts';
import { pdfTextOf } from './support/pdf.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const seen = new Map<string, string>();
const download = (name: string) => api.app.inject({ url: `/api/public/documents/${name}` });

describe('public documents', () => {
  it('are not there until the seed writes them', async () => {
    const response = await download('corporate-profile-2026.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: message('public.document.notFound') });
  });

  it('are written once: a second seeding leaves the bucket as it is', async () => {
    expect(await writePublicDocuments(api.app.storage)).toEqual(
      publicDocuments.map((document) => document.name),
    );
    expect(await writePublicDocuments(api.app.storage)).toEqual([]);
  });

  it.each(publicDocuments.map((document) => [document.name, document.title]))(
    '%s is a PDF of its own, downloaded from the bucket by anyone',
    async (name, title) => {
      const response = await download(name);
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.pathname).toBe(`/storage/sfi-uploads/${publicDocumentKey(name)}`);
      const file = await api.app.inject({
        url: `${location.pathname}${location.search}`,
        headers: { host: location.host },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(`attachment; filename="${name}"`);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.rawPayload.toString('latin1')).toMatch(/\/Type \/Page\b/);
      expect(file.rawPayload.length).toBeGreaterThan(3000);
      // A document of its own, not one file under five names.
      const digest = createHash('sha256').update(file.rawPayload).digest('hex');
      expect(seen.get(digest), title).toBeUndefined();
      seen.set(digest, name);
    },
  );

  it.each(publicDocuments.map((document) => [document.name, document.lang]))(
    '%s is written in its language (%s), which it declares, as the French pages link to the French ones',
    async (name, lang) => {
      const pdf = (await publicDocumentPdf(name)).toString('latin1');
      expect(pdf).toContain(`/Lang (${lang})`);
      const { text } = await pdfTextOf(await publicDocumentPdf(name));
      if (lang === 'fr-CA') {
        expect(name).toMatch(/-fr\.pdf$/);
        expect(text).toContain('SFI Financement de location inc.');
        expect(text).not.toMatch(/\b(the|and|of|leases)\b/);
      } else expect(text).toContain('SFI Lease Financing Inc.');
    },
  );

  it('has each document in French too', () => {
    const names = publicDocuments.map((document) => document.name);
    for (const name of names.filter((each) => !each.endsWith('-fr.pdf')))
      expect(names).toContain(name.replace(/\.pdf$/, '-fr.pdf'));
  });

  it.each([
    'no-such-document.pdf',
    '..%2F..%2Fetc%2Fpasswd',
    'public-documents%2Fcorporate-profile-2026.pdf',
    'CORPORATE-PROFILE-2026.PDF',
  ])('%s is not a document: 404', async (name) => {
    const response = await download(name);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: message('public.document.notFound') });
  });
});
