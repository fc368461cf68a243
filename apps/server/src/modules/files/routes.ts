import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.js';
import type { FileStore, LocalFileStore } from './store.js';

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

/**
 * With the files in a bucket, /files/<key> (a link made while they were on this server's disk, in a
 * feed reader or a cached page) redirects to the file's public address. Private files were never
 * reachable without a signed link, and a signed link of the local driver no longer opens anything.
 */
export const bucketFileRoutes =
  (store: FileStore): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
      const key = request.params['*'];
      if (key.startsWith('private/') || !/^[a-z0-9][a-z0-9/_.-]{0,200}$/i.test(key) || key.includes('..')) throw notFound();
      return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(store.publicUrl(key), 301);
    });
  };
