import type { FastifyReply } from 'fastify';

/**
 * An answer already in the wire's shape (a quote list PostgreSQL wrote, a kept file), sent as it
 * is: Fastify sends a string unchanged, without the response schema's check (the tests check those
 * answers with it).
 */
export const sendJson = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);
