import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id comes in (the proxy sets it: nginx's `$request_id`) and goes out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id the log may carry as it is: 1 to 64 letters, digits, dots, underscores and hyphens. */
const acceptedId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request (Fastify's `genReqId`; every log line of the request carries it as `reqId`):
 * the proxy's `X-Request-Id` when it is one the log may carry as it is, else a new UUID, so that a
 * client cannot write line breaks, markup or megabytes into the log through it.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptedId.test(given) ? given : randomUUID();
}

/** Every answer carries its request's id, so a caller can quote it and the log be searched for it. */
export function answerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
