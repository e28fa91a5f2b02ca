import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeValidationError, message } from '@sfi/domain';
import { inLocale, requestLocale } from './locale.ts';
import { baseHeaders } from './security-headers.ts';

/** The one shape of every error the API sends. */
export interface ErrorBody {
  statusCode: number;
  /** The HTTP reason phrase, such as `Not Found`. */
  error: string;
  /** A sentence a person can act on, from the message catalogue. */
  message: string;
  /** The message of each invalid field, by field path (`models.0.trims.1.name`), on validation failures. */
  fieldErrors?: Record<string, string>;
}

export function errorBody(statusCode: number, text: string, fieldErrors?: Record<string, string>): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: text,
    ...(fieldErrors && { fieldErrors }),
  };
}

/** An error a handler throws on purpose: it is sent as it is, with its status (and headers, if any). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    text: string,
    readonly fieldErrors?: Record<string, string>,
    /** Response headers that go with the error, such as `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
    /** What went wrong behind a 5xx (another service's failure): logged, never sent. */
    cause?: unknown,
  ) {
    super(text, cause === undefined ? undefined : { cause });
  }
}

/** The largest JSON body the API reads: 1 MB, Fastify's default, said once for the server and its 413. */
export const API_BODY_LIMIT = 1024 * 1024;

/** Fastify's own client errors, in the catalogue's words. */
const fastifyErrorMessages: Record<string, () => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => message('error.malformedJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => message('error.malformedJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => message('error.unsupportedMediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    message('error.bodyTooLarge', { max: `${API_BODY_LIMIT / 1024 / 1024} MB` }),
  FST_ERR_BAD_URL: () => message('error.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: () => message('error.uriTooLong'),
};

/** PostgreSQL's error codes of a server that is going away, starting, or refusing connections. */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** Node's error codes of a connection that could not be made or was cut (the database's, the bucket's). */
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own messages for a connection lost, refused or timed out (it gives them no code). */
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/**
 * Whether `error` (or what caused it: Drizzle wraps the driver's errors) says the database is not
 * answering now, rather than that the query was wrong: the request may succeed in a moment, so it
 * is answered 503 with `Retry-After`, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (unavailableCodes.has(code) || code.startsWith('08') || NETWORK_ERROR_CODES.has(code))
    )
      return true;
    if (lostConnection.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * How long a client is asked to wait before trying again while the database or the bucket is
 * unavailable (`Retry-After`, in seconds): a restart or a failover takes a few.
 */
export const RETRY_AFTER_SECONDS = 3;

/** The 503 of a service the API needs that does not answer now: try again in a moment. */
export const unavailable = (text = message('error.unavailable'), cause?: unknown) =>
  new HttpError(503, text, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) }, cause);

/**
 * Turns any error into the uniform body: a 4xx for whatever the client sent wrong, a 503 with
 * `Retry-After` while the database does not answer, else a logged 500.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A body's parsing fails outside the request's async context: say its errors in its language.
  return inLocale(requestLocale(request), () => errorAnswer(error, request, reply));
}

function errorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error))
    return sendError(unavailable(undefined, error) as never, request, reply);
  if (error instanceof HttpError) {
    // An outage is expected now and then: a warning, with what the service answered (its cause).
    if (error.statusCode >= 500)
      request.log[error.statusCode === 503 ? 'warn' : 'error']({ err: error }, 'request failed');
    if (error.headers) void reply.headers(error.headers);
    return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.fieldErrors));
  }
  if (error instanceof z.ZodError) {
    const { message: text, fieldErrors } = describeValidationError(error);
    return reply.code(400).send(errorBody(400, text, fieldErrors));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const text = fastifyErrorMessages[error.code]?.() ?? message('error.badRequest');
    return reply.code(status).send(errorBody(status, text));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(500, message('error.ourEnd')));
}

/** The answer to a path no route of the API has. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody(404, message('error.notFound', {}, requestLocale(request))));
}

/** A request line longer than this is what overflowed Node's header limit (16 kB in all): a 414, not a 431. */
const LONGEST_REQUEST_LINE = 8 * 1024;

/**
 * The answer to a request Node's HTTP parser refuses before Fastify sees it (Fastify's
 * `clientErrorHandler`): an address or headers over Node's limit, a timeout, bytes that are not
 * HTTP. It is written to the socket in the uniform body, with the headers every answer has (HSTS
 * aside: no request was read to tell the protocol), and the connection is closed.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  let status = 400;
  let text = message('error.badRequest');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    text = message('error.timeout');
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node gives the bytes read so far (Fastify's types say otherwise: checked, not trusted).
    const raw: unknown = (error as { rawPacket?: unknown }).rawPacket;
    const packet = Buffer.isBuffer(raw) ? raw : undefined;
    const lineEnd = packet?.indexOf('\r\n') ?? -1;
    const requestLine = lineEnd < 0 ? (packet?.length ?? 0) : lineEnd;
    const startsWithRequestLine =
      packet !== undefined && /^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'));
    const longAddress = startsWithRequestLine && requestLine > LONGEST_REQUEST_LINE;
    status = longAddress ? 414 : 431;
    text = message(longAddress ? 'error.uriTooLong' : 'error.headersTooLarge');
  }
  const body = JSON.stringify(errorBody(status, text));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(baseHeaders).map(([name, value]) => `${name}: ${value}`),
      'cache-control: no-store',
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
