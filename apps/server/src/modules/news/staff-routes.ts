import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@mahasi/contract/envelope';
import {
  deskBulkPayload,
  deskBulkReply,
  deskCategoryDeletePayload,
  deskCategoryListReply,
  deskCategoryPayload,
  deskCategoryReply,
  deskCreatePayload,
  deskIdParam,
  deskMergePayload,
  deskPostFilter,
  deskPostPageReply,
  deskPostReply,
  deskPublishPayload,
  deskRevisionListReply,
  deskRevisionReply,
  deskSavePayload,
  deskTagDeletePayload,
  deskTagListReply,
  deskTagRenamePayload,
  deskVersionPayload,
  revisionParams,
} from '@mahasi/contract/staff-news';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { categoryDeskRoutes } from '../records/category-routes.js';
import type { NewsDesk } from './desk.js';
import type { NewsTaxonomy } from './taxonomy.js';

/** Who may use the news desk at all; what each may do to a post is decided in the desk service. */
const writers = ['admin', 'editor', 'author'] as const;
const editors = ['admin', 'editor'] as const;

/** The news desk's staff routes (under /admin-api). */
export const newsStaffRoutes =
  (desk: NewsDesk, taxonomy: NewsTaxonomy): FastifyPluginAsyncZod =>
  async (app) => {
    const countReply = envelope(z.object({ count: z.number().int() }));

    app.post(
      '/news/posts/list',
      staffRoute(writers, 'News desk: posts (authors see their own)', { body: deskPostFilter, response: { 200: deskPostPageReply } }),
      async (request) => ok(await desk.list(staffOf(request), request.body)),
    );
    app.post(
      '/news/posts',
      staffRoute(writers, 'News desk: a new draft', { body: deskCreatePayload, response: { 200: deskPostReply } }),
      async (request) => ok(await desk.create(staffOf(request), request.body), 'Draft saved.'),
    );
    app.get(
      '/news/posts/:id',
      staffRoute(writers, 'News desk: one post, both languages', { params: deskIdParam, response: { 200: deskPostReply } }),
      async (request) => ok(await desk.get(staffOf(request), request.params.id)),
    );
    app.post(
      '/news/posts/:id/save',
      staffRoute(writers, 'News desk: save or autosave from a version (0108 with who and when if someone saved since)', {
        params: deskIdParam,
        body: deskSavePayload,
        response: { 200: deskPostReply },
      }),
      async (request) => ok(await desk.save(staffOf(request), request.params.id, request.body), 'Saved.'),
    );

    const statusRoute = (action: 'submit' | 'unpublish' | 'archive' | 'delete' | 'restore', summary: string, message: string) =>
      app.post(
        `/news/posts/:id/${action}`,
        staffRoute(action === 'unpublish' || action === 'archive' ? editors : writers, summary, {
          params: deskIdParam,
          body: deskVersionPayload,
          response: { 200: deskPostReply },
        }),
        async (request) => ok(await desk[action](staffOf(request), request.params.id, request.body.version), message),
      );
    statusRoute('submit', 'News desk: send a draft for review', 'Sent for review.');
    statusRoute('unpublish', 'News desk: take a post off the site (back to draft)', 'Unpublished.');
    statusRoute('archive', 'News desk: archive a post', 'Archived.');
    statusRoute('delete', 'News desk: move a post to the bin (30 days to restore)', 'Moved to the bin.');
    statusRoute('restore', 'News desk: bring a post back from the bin as a draft', 'Restored.');

    app.post(
      '/news/posts/:id/publish',
      staffRoute(editors, 'News desk: publish now or schedule (at, an ISO time)', {
        params: deskIdParam,
        body: deskPublishPayload,
        response: { 200: deskPostReply },
      }),
      async (request) => {
        const post = await desk.publish(staffOf(request), request.params.id, request.body);
        return ok(post, post.status === 'scheduled' ? 'Scheduled.' : 'Published.');
      },
    );
    app.post(
      '/news/posts/bulk',
      staffRoute(writers, 'News desk: one action on several posts', { body: deskBulkPayload, response: { 200: deskBulkReply } }),
      async (request) => ok(await desk.bulk(staffOf(request), request.body.ids, request.body.action)),
    );

    app.get(
      '/news/posts/:id/revisions',
      staffRoute(writers, 'News desk: the saved versions of a post', { params: deskIdParam, response: { 200: deskRevisionListReply } }),
      async (request) => ok(await desk.revisions(staffOf(request), request.params.id)),
    );
    app.get(
      '/news/posts/:id/revisions/:revisionId',
      staffRoute(writers, 'News desk: one saved version', { params: revisionParams, response: { 200: deskRevisionReply } }),
      async (request) => ok(await desk.revision(staffOf(request), request.params.id, request.params.revisionId)),
    );
    app.post(
      '/news/posts/:id/revisions/:revisionId/restore',
      staffRoute(writers, 'News desk: save an old version as the newest', {
        params: revisionParams,
        body: deskVersionPayload,
        response: { 200: deskPostReply },
      }),
      async (request) =>
        ok(await desk.restoreRevision(staffOf(request), request.params.id, request.params.revisionId, request.body.version), 'Restored.'),
    );

    categoryDeskRoutes(app, {
      base: '/news/categories',
      what: 'News desk',
      record: 'post',
      readRoles: writers,
      roles: editors,
      schemas: {
        list: deskCategoryListReply,
        payload: deskCategoryPayload,
        reply: deskCategoryReply,
        idParam: deskIdParam,
        merge: deskMergePayload,
        delete: deskCategoryDeletePayload,
      },
      update: { summary: 'rename a category (both languages)', message: 'Category renamed.' },
      service: taxonomy,
    });

    app.get('/news/tags', staffRoute(writers, 'News desk: tags with post counts', { response: { 200: deskTagListReply } }), async () =>
      ok(await taxonomy.tags()),
    );
    app.post(
      '/news/tags/rename',
      staffRoute(editors, 'News desk: rename a tag everywhere (onto an existing tag: merge)', {
        body: deskTagRenamePayload,
        response: { 200: countReply },
      }),
      async (request) => ok({ count: await taxonomy.renameTag(staffOf(request), request.body.from, request.body.to) }, 'Tag renamed.'),
    );
    app.post(
      '/news/tags/delete',
      staffRoute(editors, 'News desk: remove a tag from every post', { body: deskTagDeletePayload, response: { 200: countReply } }),
      async (request) => ok({ count: await taxonomy.deleteTag(staffOf(request), request.body.name) }, 'Tag deleted.'),
    );
  };
