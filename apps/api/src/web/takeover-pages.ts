import { createHash } from 'node:crypto';
import {
  takeoverPageOf,
  type TakeoverDocumentRenderer,
  type TakeoverPageData,
  type TakeoverPageKind,
} from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { inlineScriptHashes } from '../http/security-headers.ts';
import { findTakeover, listTakeoversByPermutation } from '../db/lease-takeovers.ts';

/**
 * A page the server answers: its document, its status (a takeover that does not exist is a 404), and
 * the hashes of the inline scripts its policy allows, taken from the document it was made from (the
 * build's, or the template rendered without data), never from the document answered: nothing a
 * request or a record puts in a page is ever allowed to run.
 */
export interface RenderedPage {
  html: string;
  status: number;
  scriptHashes: readonly string[];
}

export interface TakeoverPagesOptions {
  db: Db;
  /** The public service's base URL the apps get (`config.services.public`): the photos' addresses start with it. */
  publicApiUrl: string;
  /**
   * The public site's `renderTakeoverDocument`: its build's (`server/render.mjs`), or in `pnpm dev`
   * Vite's module as it is now.
   */
  renderer: () => TakeoverDocumentRenderer | Promise<TakeoverDocumentRenderer>;
  /** The document each kind of page is rendered into, for the path asked for. */
  template: (kind: TakeoverPageKind, pathname: string) => string | Promise<string>;
  /**
   * Keep rendered documents, by template and data. Off in `pnpm dev`, where the renderer changes
   * with each edit. @default true
   */
  keepDocuments?: boolean;
  /** Told when the takeovers cannot be read: the page is then rendered without them, and its script asks the public API. */
  onReadError?: (error: unknown) => void;
}

/** How many rendered documents are kept: the list and the details visitors open, each as its data last was. */
const KEPT_DOCUMENTS = 200;

/**
 * The lease takeover pages (`/lease-takeover`, `/lease-takeover/{leaseId}`, issue 14 "Fast") rendered
 * with their data when they are asked for, so that the list's cards and the takeover's photos and
 * details are in the document before any script runs, and the browser hydrates them from the same
 * data. The records are read on each request (staff edit them; several processes may serve one
 * database), with the same queries as the public API's; the rendered document is kept by its
 * template and data, so that a page whose records did not change is not rendered again.
 *
 * Answers `undefined` for a path that is not a takeover page.
 */
export function takeoverPages({
  db,
  publicApiUrl,
  renderer,
  template,
  keepDocuments = true,
  onReadError,
}: TakeoverPagesOptions): (pathname: string) => Promise<RenderedPage | undefined> {
  const kept = new Map<string, string>();
  /** The scripts of each template, as the renderer writes them into a page with no records. */
  const templateScripts = new Map<string, readonly string[]>();

  const read = async (pathname: string): Promise<TakeoverPageData | undefined> => {
    const page = takeoverPageOf(pathname);
    if (!page) return undefined;
    // A French page (`/fr/lease-takeover…`) is rendered in French.
    const language = page.locale ? { locale: page.locale } : {};
    try {
      return page.kind === 'list'
        ? {
            kind: 'list',
            publicApiUrl,
            takeovers: await listTakeoversByPermutation(db, 'public'),
            ...language,
          }
        : {
            kind: 'detail',
            publicApiUrl,
            leaseId: page.leaseId,
            takeover: (await findTakeover(db, page.leaseId, 'public')) ?? null,
            ...language,
          };
    } catch (error) {
      onReadError?.(error);
      return page.kind === 'list'
        ? { kind: 'list', publicApiUrl, ...language }
        : { kind: 'detail', publicApiUrl, leaseId: page.leaseId, ...language };
    }
  };

  const scriptsOf = async (document: string, { kind }: TakeoverPageData) => {
    let hashes = templateScripts.get(document);
    if (hashes === undefined) {
      const empty: TakeoverPageData =
        kind === 'list' ? { kind: 'list', publicApiUrl } : { kind: 'detail', publicApiUrl, leaseId: '' };
      hashes = inlineScriptHashes((await renderer())(document, empty));
      if (keepDocuments) templateScripts.set(document, hashes);
    }
    return hashes;
  };

  return async (pathname) => {
    const data = await read(pathname);
    if (!data) return undefined;
    const status = data.kind === 'detail' && data.takeover === null ? 404 : 200;
    const document = await template(data.kind, pathname);
    const scriptHashes = await scriptsOf(document, data);
    const renderNow = async () => (await renderer())(document, data);
    if (!keepDocuments) return { html: await renderNow(), status, scriptHashes };
    const key = createHash('sha256')
      .update(document)
      .update('\0')
      .update(JSON.stringify(data))
      .digest('base64');
    let html = kept.get(key);
    if (html === undefined) {
      html = await renderNow();
      if (kept.size >= KEPT_DOCUMENTS) kept.delete(kept.keys().next().value!);
    } else kept.delete(key);
    // Most recently used last: the first is the one to let go.
    kept.set(key, html);
    return { html, status, scriptHashes };
  };
}
