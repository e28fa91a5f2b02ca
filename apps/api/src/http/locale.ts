import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  defaultLocale,
  loadLocale,
  localeInCookies,
  locales,
  negotiateLocale,
  setLocaleSource,
  type Locale,
} from '@sfi/domain';

/*
 * The language of an answer (issue 29): the request's `Accept-Language` (the apps' API client sends
 * the page's language; a browser loading a page sends its own), fr-CA or en-CA, English by default.
 * The request's locale is kept in its async context, so that `message()` and the formats anywhere
 * below a route answer in it without being told; stored data is never translated.
 */

const requestLocales = new AsyncLocalStorage<Locale>();
setLocaleSource(() => requestLocales.getStore() ?? defaultLocale);

const known = new WeakMap<IncomingMessage, Locale>();

/** The locale a request asks for with `Accept-Language`. */
export function requestLocale(request: { raw: IncomingMessage } | IncomingMessage): Locale {
  const raw = 'raw' in request ? request.raw : request;
  let locale = known.get(raw);
  if (!locale) {
    const header = raw.headers['accept-language'];
    locale = negotiateLocale(typeof header === 'string' ? header.slice(0, 1024) : undefined);
    known.set(raw, locale);
  }
  return locale;
}

/**
 * The language of a page the server writes (an app's document, the identity provider's pages): the
 * visitor's chosen one (the `sfi_locale` cookie), else their browser's (`Accept-Language`).
 */
export function pageLocale(request: { raw: IncomingMessage } | IncomingMessage): Locale {
  const raw = 'raw' in request ? request.raw : request;
  return localeInCookies(raw.headers.cookie) ?? requestLocale(raw);
}

/** Runs `work` with `locale` active: a message to someone else (their e-mail in their language), or an error handler. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocales.run(locale, work);
}

/**
 * Every request of `app` answers in its language: its hooks and handler run with the request's
 * locale active (set again before validation, as a body's parsing runs in the socket's context).
 */
export function answerInRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestLocales.run(requestLocale(request), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    requestLocales.run(requestLocale(request), done);
  });
}

/** The answers of `app` (the API's, whose messages are in the request's language) say so, and vary with it. */
export function varyByLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('content-language', requestLocale(request));
    const vary = reply.getHeader('vary');
    const varies = typeof vary === 'string' ? vary.split(/\s*,\s*/) : [];
    if (!varies.some((name) => name.toLowerCase() === 'accept-language' || name === '*'))
      void reply.header('vary', [...varies.filter(Boolean), 'Accept-Language'].join(', '));
    return payload;
  });
}

/** Loads every language's tables of every area the server has imported, before it answers anything. */
export async function loadTranslations(): Promise<void> {
  await Promise.all(locales.filter((locale) => locale !== defaultLocale).map((locale) => loadLocale(locale)));
}
