import type { onSendAsyncHookHandler } from 'fastify';

/**
 * Marks every answer of a plugin `Cache-Control: no-store`: answers carrying tokens, codes and
 * account details must not be kept by browsers or proxies (ASVS V14.3).
 */
export const noStore: onSendAsyncHookHandler = async (_request, reply, payload) => {
  void reply.header('cache-control', 'no-store');
  return payload;
};
