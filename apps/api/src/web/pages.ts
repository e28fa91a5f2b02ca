import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appForPath, message, type AppName } from '@sfi/domain';

/**
 * Answers every page request with the HTML of the app that owns the path (the route ownership
 * table in @sfi/domain). Paths under `/api/` and `/_apps/` that no route answered are 404s.
 */
export function registerPages(
  app: FastifyInstance,
  renderPage: (owner: AppName, request: FastifyRequest) => Promise<string> | string,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname.startsWith('/api/') || pathname.startsWith('/_apps/')) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: message('error.notFound') });
    }
    const html = await renderPage(appForPath(pathname), request);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/*', handler);
  app.get('/', handler);
}
