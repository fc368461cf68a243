import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_MESSAGE, searchReply, searchRequest } from '@mahasi/contract/search';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { clientAddress } from '../../lib/client.js';
import { enforceLimit } from '../../lib/rateLimit.js';
import type { SearchService } from './service.js';

/** Searches a reader may make a minute from one address; the dialog asks as they type (debounced). */
export const SEARCHES_PER_MINUTE = 120;

/**
 * POST /rest-api/search: guests welcome. Replies are the same for every reader, so they are cached
 * like the lists (dropped when news or content is written, and after the cache's time to live, so
 * that scheduled items appear). Only a search the cache cannot answer counts against the limit.
 */
export const searchRoutes =
  (deps: { search: SearchService; db: Db; rateLimitMultiplier: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/search',
      {
        config: { guest: true, cache: { scopes: () => ['news', 'content'] } },
        preHandler: async (request) =>
          enforceLimit(deps.db, {
            key: `search:ip:${clientAddress(request.ip)}`,
            max: SEARCHES_PER_MINUTE * deps.rateLimitMultiplier,
            windowMs: 60_000,
          }),
        schema: {
          tags: ['search'],
          summary: 'Search published news, talks, e-books, events, galleries, Dhamma records and groups',
          body: searchRequest,
          response: { 200: searchReply },
        },
      },
      async (request) => ok(await deps.search.search(request.body), SEARCH_MESSAGE),
    );
  };
