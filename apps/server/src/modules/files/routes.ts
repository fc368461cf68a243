import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.js';
import type { LocalFileStore } from './store.js';

/**
 * Serves the local-disk FileStore: public files by path, private files only through a signed,
 * expiring URL. Range requests are answered (audio seeking), with ETag and Last-Modified.
 */
export const localFileRoutes =
  (store: LocalFileStore): FastifyPluginAsync =>
  async (app) => {
    await mkdir(`${store.root}/public`, { recursive: true });
    await mkdir(`${store.root}/private`, { recursive: true });
    await app.register(fastifyStatic, {
      root: `${store.root}/public`,
      prefix: '/files/',
      decorateReply: true,
      maxAge: '7d',
      index: false,
      allowedPath: (pathName) => !pathName.startsWith('/private/'),
    });

    app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string; name?: string } }>(
      '/files/private/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const { expires = '', signature = '', name } = request.query;
        if (!store.verify(key, expires, signature, name) || !(await store.exists(key, 'private'))) throw notFound();
        reply.header('cache-control', 'private, no-store');
        if (name) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        return reply.sendFile(key, `${store.root}/private`);
      },
    );
  };
