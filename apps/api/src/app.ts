import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { message, serviceBasePaths, type ServiceName } from '@sfi/domain';
import { enforceAccess } from './auth/access.ts';
import { createAuth, type AuthOptions } from './auth/auth.ts';
import type { ApiContext } from './context.ts';
import { allowCrossOrigin } from './http/cors.ts';
import { withRedaction } from './http/log.ts';
import { API_BODY_LIMIT, HttpError, sendClientError, sendError, sendNotFound } from './http/errors.ts';
import { measure, type MetricsOptions } from './routes/metrics.ts';
import { registerOps } from './routes/ops.ts';
import { createPublicOrigin } from './http/public-origin.ts';
import { answerInRequestLanguage, loadTranslations, requestLocale, varyByLanguage } from './http/locale.ts';
import { answerRequestId, REQUEST_ID_HEADER, requestId } from './http/request-id.ts';
import { baseHeaders, transportHeaders } from './http/security-headers.ts';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { zodSerializerCompiler, zodValidatorCompiler, type ZodPlugin } from './http/zod.ts';
import { createChatLive } from './live/chat.ts';
import { createLive, type LiveOptions } from './live/live.ts';
import { createIdentity, OIDC_PATH, type IdentityOptions } from './oidc/provider.ts';
import { embeddedValuation, type VehicleValuation } from './valuation/valuation.ts';
import { identityRoutes } from './routes/identity.ts';
import { chatService } from './services/chat.ts';
import { dealerService } from './services/dealer.ts';
import { mainService } from './services/main.ts';
import { memberService } from './services/member.ts';
import { publicService } from './services/public.ts';
import { localBucketRoutes } from './storage/local-bucket.ts';
import {
  createStorage,
  LOCAL_BUCKET_PATH,
  localStorage,
  type Storage,
  type StorageSettings,
} from './storage/storage.ts';

export interface ApiOptions extends Omit<
  ApiContext,
  'auth' | 'identity' | 'valuation' | 'live' | 'chat' | 'storage' | 'publicOrigin'
> {
  /**
   * `PUBLIC_ORIGIN`: the origin browsers reach the product at (`https://sfi.example`); every
   * absolute URL the server writes starts with it, never with the request's `Host`. @default the
   * origin of `identity.issuer` when set, else the address the server listens on
   */
  publicOrigin?: string;
  /** Fastify's logger setting. @default false */
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client address (`TRUST_PROXY`): `false`
   * (the connection's own address), `true` (any: only behind a proxy that overwrites the header), a
   * number of proxy hops, or addresses and CIDR ranges. The address decides the session's network
   * and the throttling. @default false
   */
  trustProxy?: TrustProxy;
  /** Sign-in settings: the clock, outbound message transports. */
  auth?: AuthOptions;
  /** The embedded identity provider (`OIDC_ISSUER`). */
  identity?: IdentityOptions;
  /** Origins allowed to call the API from the browser (`CORS_ORIGINS`). @default [] (same origin only) */
  corsOrigins?: readonly string[];
  /** Where `GET /cbb` gets a vehicle's values. @default the embedded demonstration table */
  valuation?: VehicleValuation;
  /** The live socket's settings: its adapter for several processes (`createServer` gives PostgreSQL's). */
  live?: LiveOptions;
  /**
   * The bucket of attachments (`S3_*`): S3, or the local bucket served at `/storage/<bucket>`;
   * `now` is the local bucket's clock (tests move it). @default a local bucket in memory
   */
  storage?: StorageSettings & { now?: () => Date };
  /**
   * `GET /metrics`: the bearer token a scrape presents (`METRICS_TOKEN`; unset, a 404) and the
   * database's pool to measure (a PostgreSQL server's). @default no metrics
   */
  metrics?: Pick<MetricsOptions, 'token' | 'pool'>;
}

/** The `api` plugin's options: what every service is given, and who may call it from another origin. */
export interface ApiPluginOptions extends ApiContext {
  /** Origins allowed to call the API from the browser (`CORS_ORIGINS`). @default [] (same origin only) */
  corsOrigins?: readonly string[];
}

const services: Record<ServiceName, ZodPlugin<ApiContext>> = {
  main: mainService,
  member: memberService,
  chat: chatService,
  dealer: dealerService,
  public: publicService,
};

/**
 * Where the API lives. Validation and errors are handled the API's way under it; a host serving
 * the web apps on the same instance adds routes for its own paths, and a path no route answers,
 * anywhere, gets the API's 404.
 */
export const apiPrefix = '/api';

/**
 * Every service of the spec, each under its base path, with the API's validation and JSON errors.
 * Register it with `{ prefix: apiPrefix }`; `buildApi` does.
 */
export const api: FastifyPluginAsync<ApiPluginOptions> = async (
  app,
  {
    db,
    buildId,
    auth,
    identity,
    valuation,
    live,
    chat,
    storage,
    publicOrigin,
    insuranceAgencies,
    corsOrigins = [],
  },
) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(sendNotFound);
  allowCrossOrigin(app, corsOrigins);
  varyByLanguage(app);
  // Answers carry sessions, tokens and personal data: no browser or proxy keeps them, unless a
  // route says otherwise (a public catalogue answer that may be revalidated, for example).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
  // Every route below declares who may call it (`config: { access }`); this makes it the check.
  enforceAccess(app, { auth, identity });

  // Bodies are JSON only; anything else is a 415. The spec's clients send `Content-Type:
  // application/json` on every call, bodiless DELETEs included, so an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // JSON is UTF-8 (RFC 8259 §8.1): a body declared in another charset would be misread.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
      done(new HttpError(415, message('error.unsupportedCharset', {}, requestLocale(request))), undefined);
      return;
    }
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  for (const [name, basePath] of Object.entries(serviceBasePaths) as [ServiceName, string][]) {
    if (!basePath.startsWith(`${apiPrefix}/`))
      throw new Error(`Service ${name} must live under ${apiPrefix}/`);
    await app.register(services[name], {
      db,
      buildId,
      auth,
      identity,
      valuation,
      live,
      chat,
      storage,
      publicOrigin,
      ...(insuranceAgencies && { insuranceAgencies }),
      prefix: basePath.slice(apiPrefix.length),
    });
  }
};

/**
 * The API server, not listening yet: every service under its base path from `serviceBasePaths`
 * (`/api/main`, `/api/member`, …). Paths outside `/api` are left to whoever adds routes for them;
 * a path no route answers is the API's JSON 404.
 */
export function buildApi({
  db,
  buildId,
  logger = false,
  trustProxy = false,
  auth: authOptions,
  identity: identityOptions,
  corsOrigins = [],
  valuation = embeddedValuation(db),
  live: liveOptions = {},
  storage: storageSettings = { kind: 'local', dir: 'memory' },
  insuranceAgencies,
  publicOrigin: configuredOrigin,
  metrics,
}: ApiOptions): FastifyInstance {
  const app = Fastify({
    logger: withRedaction(logger),
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: API_BODY_LIMIT,
    // Every log line of a request carries its id (`reqId`): the proxy's `X-Request-Id`, if sound.
    requestIdHeader: false,
    genReqId: requestId,
    // A request that reaches a closing server on a kept-alive connection is answered (with
    // `Connection: close`), not refused: the proxy has sent it, nothing would send it again.
    return503OnClosing: false,
    // A path parameter may be as long as the request line Node takes (16 kB): a long search query
    // (`GET /files/{path}/{query}`) reaches its schema and gets its message, not "route not found".
    routerOptions: { maxParamLength: 16 * 1024 },
    // A malformed or over-long address is answered like every other error: the uniform body, and
    // the headers of every answer (no onRequest hook runs for it).
    frameworkErrors: (error, request, reply) =>
      sendError(
        error,
        request,
        reply.headers({
          ...baseHeaders,
          ...transportHeaders(request),
          [REQUEST_ID_HEADER]: request.id,
        }),
      ),
    // So is a request Node refuses before Fastify reads it (an address or headers over 16 kB).
    clientErrorHandler: sendClientError,
  });
  const auth = createAuth(
    db,
    authOptions,
    (text, error) => app.log.error({ err: error }, text),
    (text, details) => app.log.warn(details, text),
  );
  app.addHook('onClose', () => auth.close());
  // Every absolute URL the server writes starts with it (an issuer set alone names it too).
  const publicOrigin = createPublicOrigin(
    app,
    configuredOrigin ?? (identityOptions?.issuer && new URL(identityOptions.issuer).origin),
  );
  app.decorate('publicOrigin', publicOrigin);
  const identity = createIdentity(app, db, {
    proxy: trustProxy !== false,
    ...identityOptions,
    publicOrigin,
  });
  // The live socket, on the same HTTP server (its path is under the main API's); closed before the
  // server stops, or its connections would hold the server open.
  const live = createLive(app.server, {
    ...liveOptions,
    auth,
    trustProxy,
    publicOrigin,
    corsOrigins,
    log: app.log,
  });
  const local =
    storageSettings.kind === 'local' ? localStorage(db, storageSettings, storageSettings.now) : undefined;
  const storage: Storage = local ?? createStorage(db, storageSettings);
  // The chat's namespace of the same socket; it writes the messages waiting before the socket closes.
  const chat = createChatLive(live, {
    auth,
    trustProxy,
    log: app.log,
    storage,
    recovery: liveOptions.adapter === undefined,
    ...(liveOptions.recheckEveryMs !== undefined && { recheckEveryMs: liveOptions.recheckEveryMs }),
  });
  app.addHook('preClose', async () => {
    await chat.close();
    await live.close();
  });
  // Every error of every route, the identity pages' included: a generic message out, details logged.
  app.setErrorHandler(sendError);
  // A path no route answers, outside `/api` as under it (a method the apps' pages do not take, a
  // file not in a build): the API's 404, never Fastify's own answer echoing the method and path.
  app.setNotFoundHandler((request, reply) =>
    sendNotFound(request, reply.header('cache-control', 'no-store')),
  );
  answerRequestId(app);
  answerInRequestLanguage(app);
  app.addHook('onReady', loadTranslations);
  // Every answer: no sniffing, no referrer beyond the origin, no powerful features; HSTS over HTTPS.
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers({ ...baseHeaders, ...transportHeaders(request) });
  });
  // Text answers (JSON, HTML, scripts, styles) are compressed with brotli or gzip, as asked.
  void app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  void app.register(api, {
    db,
    buildId,
    auth,
    identity,
    valuation,
    live,
    chat,
    storage,
    publicOrigin,
    ...(insuranceAgencies && { insuranceAgencies }),
    corsOrigins,
    prefix: apiPrefix,
  });
  app.decorate('storage', storage);
  // The operator's: `/healthz`, `/readyz` and `/metrics`, at the root, outside the apps' routes.
  registerOps(app, { db, storage, auth, identity, metrics: measure(app, { ...metrics, db, live }) });
  // The local bucket, beside the API: it answers S3's protocol and checks its own signatures.
  if (local)
    void app.register(localBucketRoutes, {
      bucket: local,
      auth,
      identity,
      publicOrigin,
      prefix: LOCAL_BUCKET_PATH,
    });
  void app.register(identityRoutes, { db, identity, auth, prefix: OIDC_PATH });
  return app;
}
