// The lease files and the GPS answer in the request's language (issue 29): with Accept-Language
// fr-CA, a refused field, a taken file number and a refused GPS query are said in French (the taken
// number still says Existed, which the screens look for, doc 2 §5); without it, in English.
import { describe, expect, it } from 'vitest';
import { FileResponseSchema, fileNumberErrorMessage, type FieldGroup } from '@sfi/domain';
import { demoFileNo } from '../src/seed/lease-files.ts';
import { office } from './support/auth.ts';
import { createGpsTestApi } from './support/gps.ts';

const { api, audiences } = await createGpsTestApi();

async function call(method: 'GET' | 'POST' | 'PUT', path: string, language?: string, body?: object) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: {
      ...(await audiences.headers('staffAdmin')),
      ...(language !== undefined && { 'accept-language': language }),
    },
    ...(body !== undefined && { payload: body }),
  });
}

/** A seeded file with its lease rate replaced by `rate`, as a save sends it. */
async function withRate(rate: unknown) {
  const fileNo = demoFileNo(1);
  const { file } = FileResponseSchema.parse((await call('GET', `/files/${fileNo}`)).json());
  return { ...file, lease: { ...(file['lease'] as FieldGroup), rate } };
}

describe('the lease files in French', () => {
  it('says a refused field in French, on its field (and in English without the header)', async () => {
    const sent = await withRate('abc');
    const french = await call('PUT', `/files/${sent.fileNo}`, 'fr-CA,fr;q=0.9,en;q=0.5', sent);
    expect(french.statusCode, french.body).toBe(400);
    expect(french.headers['content-language']).toBe('fr-CA');
    expect(french.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'lease.rate': 'Entrez un pourcentage de 0 à 100.',
    });
    const english = await call('PUT', `/files/${sent.fileNo}`, undefined, sent);
    expect(english.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'lease.rate': 'Enter a percentage from 0 to 100.',
    });
  });

  it('says a taken number in French, with the word Existed the screens look for', async () => {
    const response = await call('POST', '/files', 'fr-CA', { fileNo: demoFileNo(2) });
    expect(response.statusCode).toBe(409);
    const { message } = response.json<{ message: string }>();
    expect(message).toBe(
      `Numéro de dossier existant (Existed)\u00a0: ${demoFileNo(2)} est déjà le numéro d’un autre dossier.`,
    );
    expect(fileNumberErrorMessage(message, 'fr-CA')).toBe('Ce numéro de dossier existe déjà.');
  });
});

describe('the GPS in French', () => {
  it('refuses a page size in French', async () => {
    const response = await call('GET', '/gps?limit=0', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'Demandez de 1 à 100 dispositifs à la fois.',
    );
  });

  it('says a device it does not have in French', async () => {
    const response = await call('GET', '/gps/id/no-such-device', 'fr-CA');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      'Aucun dispositif GPS ne porte cet identifiant.',
    );
  });
});
