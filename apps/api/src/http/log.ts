import type { FastifyServerOptions } from 'fastify';

/** What a logged error may say: its kind, a message without bind values, its code and where it was thrown. */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

/** Drizzle's failed-query message ends with the bind values (`\nparams: …`): password hashes, e-mails, keys. */
const boundValues = /\nparams:[\s\S]*$/;

/**
 * Serializes an error for the log without the values bound to a failed query: drivers and Drizzle
 * carry them in `params` and in the message, and they hold password hashes, e-mail addresses and
 * throttle keys (issue 8, defect 4). The SQL text stays: it names columns, not data.
 */
export function redactedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const logged: LoggedError = {
    type: error.constructor.name,
    message: error.message.replace(boundValues, '\nparams: [redacted]'),
    stack: (error.stack ?? '').replace(boundValues, '\nparams: [redacted]'),
    ...('code' in error && { code: error.code }),
  };
  return error.cause !== undefined && depth < 5
    ? { ...logged, cause: redactedError(error.cause, depth + 1) }
    : logged;
}

/** What a logged request says of itself: Fastify's fields, the URL without its query. */
type LoggedRequest = {
  method: string;
  url: string;
  host?: string | undefined;
  remoteAddress?: string | undefined;
  remotePort?: number | undefined;
};

/**
 * Serializes a request for the log by its path alone: a query may carry a one-time secret (the token
 * of an activation or reset link, `?token=…`; a presigned read URL's signature), and whoever reads
 * the log must not be able to use it before its owner does. `?…` marks that there was a query.
 */
export function redactedRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}): LoggedRequest {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : `${request.url.slice(0, query)}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What pino blanks wherever a log call puts it: the headers that carry a session or a secret (a
 * logged request's or answer's, or a `headers` object logged as it is), and the fields of a logged
 * body that hold a password, a token or a code. The request serializer already logs no header.
 */
export const redactedPaths = [
  ...['req.headers', 'headers'].flatMap((at) =>
    ['authorization', 'cookie', 'x-session-token', 'proxy-authorization'].map((name) => `${at}["${name}"]`),
  ),
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  ...['password', 'newPassword', 'currentPassword', 'token', 'sessionToken', 'secret', 'code'].flatMap(
    (field) => [`body.${field}`, `payload.${field}`],
  ),
  ...['password', 'newPassword', 'currentPassword', 'token', 'sessionToken', 'secret'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/**
 * The API's logger settings: the given ones (JSON lines, pino's), with errors serialized by
 * `redactedError`, requests by `redactedRequest`, and secrets blanked (`redactedPaths`).
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      ...options.serializers,
      err: (error: unknown) => redactedError(error),
      req: redactedRequest,
    },
  };
}
