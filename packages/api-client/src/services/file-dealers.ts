import type {
  FileDealerAccount,
  FileDealerImportPreview,
  FileDealerImportResult,
  FileDealerListQuery,
  FileDealerPage,
  FileDealerUpdate,
  NewFileDealer,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/** The upload of an import: the file as the multipart field `file`. */
function fileForm(file: Blob, name?: string): FormData {
  const form = new FormData();
  if (name === undefined) form.append('file', file);
  else form.append('file', file, name);
  return form;
}

/**
 * The file-system dealer calls of the main API (spec doc 2 §7, `/dealers`; staff only): the dealers
 * who sign in to the file tool and chat. Answers never carry a password.
 */
export function fileDealersApi(main: ServiceFetch) {
  const path = (id: string) => `/dealers/${encodeURIComponent(id)}`;
  return {
    /** `GET /dealers/`: every dealer, in the order they were added, each with `companyName`. */
    list: (options: { signal?: AbortSignal } = {}) => main<FileDealerAccount[]>('/dealers/', options),
    /**
     * `GET /dealers/search`: one page of the dealers whose dealer number, name, e-mail or user name
     * hold every word of `search`, and how many match in all (`limit` 50 by default, at most 200).
     */
    search: (query: FileDealerListQuery = {}, options: { signal?: AbortSignal } = {}) =>
      main<FileDealerPage>('/dealers/search', {
        ...options,
        query: Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
        ),
      }),
    /** `POST /dealers`: adds a dealer; a user name or dealer number another has is a 409 naming the field. */
    create: (dealer: NewFileDealer) => main<FileDealerAccount>('/dealers', { method: 'POST', body: dealer }),
    /** `PUT /dealers/{id}` with the fields to change; a new password signs the dealer out. */
    update: (id: string, changes: FileDealerUpdate) =>
      main<FileDealerAccount>(path(id), { method: 'PUT', body: changes }),
    /** `DELETE /dealers/{id}`: removes the dealer (signing it out) and answers it, with `companyName`. */
    remove: (id: string) => main<FileDealerAccount>(path(id), { method: 'DELETE' }),
    /** `POST /dealers/{id}/password-link`: e-mails the dealer a one-time link to reset their password. */
    sendPasswordLink: async (id: string): Promise<void> => {
      await main(`${path(id)}/password-link`, { method: 'POST', body: {} });
    },
    /**
     * `POST /dealers/import/preview` with a CSV or .xlsx file: every row with its values (never the
     * password) and problems. Nothing is written. A file that cannot be read is a 400 saying why.
     */
    previewImport: (file: Blob, name?: string) =>
      main<FileDealerImportPreview>('/dealers/import/preview', {
        method: 'POST',
        body: fileForm(file, name),
      }),
    /**
     * `POST /dealers/import` with the same file: adds the rows without problems, all in one
     * transaction, and answers how many were imported and skipped.
     */
    importFile: (file: Blob, name?: string) =>
      main<FileDealerImportResult>('/dealers/import', { method: 'POST', body: fileForm(file, name) }),
  };
}
