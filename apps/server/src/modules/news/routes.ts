import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { RespCode } from '@mahasi/contract/codes';
import {
  bookmarkListReply,
  bookmarkPayload,
  bookmarkReply,
  categoryFilter,
  categoryListReply,
  counterQuery,
  newsDetailReply,
  newsFilter,
  newsIdParam,
  newsMessages,
  newsPageReply,
  postCountsReply,
  reactionChangeReply,
  reactionFilter,
  reactionPageReply,
  reactionPayload,
  userIdParam,
} from '@mahasi/contract/news';
import { callerOf } from '../../http/auth.js';
import { ok } from '../../lib/envelope.js';
import { clientAddress } from '../../lib/client.js';
import { postScope, type EngagementService, type Viewer } from './engagement.js';
import type { NewsService } from './service.js';

const guest = { guest: true };
/** Lists and categories are the same for every reader: cached until news is written (or 30 s, for the counters). */
const cachedForGuests = { guest: true, cache: 'news' };

const viewerOf = (request: FastifyRequest): Viewer =>
  request.caller ? { userId: request.caller.userId } : { address: clientAddress(request.ip) };

/** Bookmark calls answer respDes (spec section 7): failures get it beside respMsg too. */
async function addRespDes(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.respMsg === 'string' && body.respDes === undefined) return JSON.stringify({ ...body, respDes: body.respMsg });
  } catch {
    // not JSON: leave it alone
  }
  return payload;
}

const des = <T>(data: T, respDes: string) => ({ respCode: RespCode.SUCCESS, respDes, data });

/**
 * News under /rest-api (spec section 7, news calls 1-11). Reading is open to guests; bookmarks,
 * reactions and the like counters need a session, and only ever touch the caller's own rows.
 */
export const newsRoutes =
  (news: NewsService, engagement: EngagementService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['news'];

    app.post(
      '/post/getDataByPagination',
      {
        config: cachedForGuests,
        schema: {
          tags,
          summary: 'A page of visible posts (news filter; defaults page 1, size 9, id DESC)',
          body: newsFilter,
          response: { 200: newsPageReply },
        },
      },
      async (request) => ok(await news.page(request.body), newsMessages.newsFetched),
    );

    app.get(
      '/post/getDataById/:id',
      {
        // The same for every reader; its like counts are dropped with each reaction, views refresh within the TTL.
        config: { guest: true, cache: { scopes: (request) => ['news', postScope(Number((request.params as { id: string }).id))] } },
        schema: {
          tags,
          summary: 'One visible post with its body (404 for drafts and scheduled posts)',
          params: newsIdParam,
          response: { 200: newsDetailReply },
        },
      },
      async (request) => ok(await news.byId(request.params.id), newsMessages.detailFetched),
    );

    app.post(
      '/category/getDataByPagination',
      {
        config: cachedForGuests,
        schema: {
          tags,
          summary: 'News categories with their count of visible posts (data is a plain list)',
          body: categoryFilter,
          response: { 200: categoryListReply },
        },
      },
      async (request) => ok(await news.categories(request.body), newsMessages.categoriesFetched),
    );

    app.get(
      '/post/update-view-count/:id',
      {
        config: guest,
        schema: {
          tags,
          summary: 'Count a view: once per viewer and hour; answers the counts',
          params: newsIdParam,
          response: { 200: postCountsReply },
        },
      },
      async (request) => ok(await engagement.recordView(request.params.id, viewerOf(request))),
    );

    for (const kind of ['like', 'unlike'] as const) {
      app.get(
        `/post/update-${kind}/:id`,
        {
          schema: {
            tags,
            summary: `The true ${kind} count (kept in sync with reactions; never incremented by this call)`,
            params: newsIdParam,
            querystring: counterQuery,
            response: { 200: postCountsReply },
          },
        },
        // Members only (no guest config): the session hook answers 401 before this runs.
        async (request) => ok(await engagement.counts(request.params.id)),
      );
    }

    app.post(
      '/reaction/getDataByPagination',
      {
        config: { readOnly: true },
        schema: {
          tags,
          summary: "The caller's reactions (searchObj postId, userId)",
          body: reactionFilter,
          response: { 200: reactionPageReply },
        },
      },
      async (request) => ok(await engagement.reactions(callerOf(request).userId, request.body)),
    );

    app.post(
      '/reaction/create',
      {
        schema: {
          tags,
          summary: 'Like (1) or unlike (2); replaces an existing reaction of the caller on the post',
          body: reactionPayload,
          response: { 200: reactionChangeReply },
        },
      },
      async (request) => ok(await engagement.createReaction(callerOf(request).userId, request.body), newsMessages.reactionUpdated),
    );

    app.post(
      '/reaction/delete/:id',
      { schema: { tags, summary: "Delete one of the caller's reactions", params: newsIdParam, response: { 200: reactionChangeReply } } },
      async (request) => ok(await engagement.deleteReaction(callerOf(request).userId, request.params.id), newsMessages.reactionRemoved),
    );

    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.addHook('onSend', addRespDes);

      scope.get(
        '/bookmark/getDataByUserId/:userId',
        {
          schema: {
            tags,
            summary: "The caller's bookmarks, each with its post (newest first)",
            params: userIdParam,
            response: { 200: bookmarkListReply },
          },
        },
        async (request) => ok(await engagement.bookmarks(callerOf(request).userId, request.params.userId), newsMessages.bookmarksFetched),
      );

      scope.post(
        '/bookmark/save',
        { schema: { tags, summary: 'Save a post (idempotent); answers respDes', body: bookmarkPayload, response: { 200: bookmarkReply } } },
        async (request) => des(await engagement.saveBookmark(callerOf(request).userId, request.body), newsMessages.bookmarkAdded),
      );

      scope.delete(
        '/bookmark/remove',
        {
          schema: {
            tags,
            summary: 'Remove a saved post (JSON body; idempotent); answers respDes',
            body: bookmarkPayload,
            response: { 200: bookmarkReply },
          },
        },
        async (request) => des(await engagement.removeBookmark(callerOf(request).userId, request.body), newsMessages.bookmarkRemoved),
      );
    });
  };
