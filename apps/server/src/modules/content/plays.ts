import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@mahasi/contract/content';
import { PLAYS_PER_HOUR, talkPlayReply, type TalkPlay } from '@mahasi/contract/talk';
import type { Db } from '../../db/client.js';
import { clientAddress } from '../../lib/client.js';
import { hmac } from '../../lib/crypto.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { enforceLimit } from '../../lib/rateLimit.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { publishedBy } from './paging.js';
import { talkPlayListeners, talkPlaysDaily, talks } from './schema.js';

const DAY_MS = 86_400_000;
/** Listener rows only deduplicate within their day; older ones are pruned now and then. */
const LISTENER_DAYS_KEPT = 2;

/** Who is listening: a member, or a guest known only by their address (clientAddress). Hashed before it is kept. */
export type Listener = { userId: number } | { address: string };

/**
 * Talk plays. A listener counts once per talk per Myanmar day: the first play inserts a
 * (talk, listener, day) row and adds one to the talk's plays of that day, in one transaction; a
 * repeat finds the row and adds nothing. Only published talks are counted (404 otherwise).
 */
export function playService(deps: { db: Db; now: () => Date; secret: string }) {
  const { db, now, secret } = deps;
  const visible = publishedBy(talks);
  const listenerKey = (listener: Listener): string =>
    hmac(secret, 'userId' in listener ? `play\nu\n${listener.userId}` : `play\ng\n${listener.address}`).slice(0, 32);

  /** Removes listener rows of days before yesterday (the counts stay in podcast_plays_daily). */
  async function prune(): Promise<number> {
    const before = yangonDay(new Date(now().getTime() - (LISTENER_DAYS_KEPT - 1) * DAY_MS));
    const gone = await db
      .delete(talkPlayListeners)
      .where(lt(talkPlayListeners.day, before))
      .returning({ podcastId: talkPlayListeners.podcastId });
    return gone.length;
  }

  return {
    prune,
    async record(podcastId: number, listener: Listener): Promise<TalkPlay> {
      const at = now();
      const day = yangonDay(at);
      const counted = await db.transaction(async (tx) => {
        const [talk] = await tx
          .select({ id: talks.id })
          .from(talks)
          .where(and(eq(talks.id, podcastId), visible(at)));
        if (!talk) throw notFound();
        const inserted = await tx
          .insert(talkPlayListeners)
          .values({ podcastId, listener: listenerKey(listener), day })
          .onConflictDoNothing()
          .returning({ podcastId: talkPlayListeners.podcastId });
        if (inserted.length === 0) return false;
        await tx
          .insert(talkPlaysDaily)
          .values({ day, podcastId, plays: 1 })
          .onConflictDoUpdate({
            target: [talkPlaysDaily.day, talkPlaysDaily.podcastId],
            set: { plays: sql`${talkPlaysDaily.plays} + 1` },
          });
        return true;
      });
      // Off the reply's path, now and then: rows of past days no longer deduplicate anything.
      if (counted && Math.random() < 0.01) void prune().catch(() => undefined);
      return { podcastId, counted };
    },
  };
}

export type PlayService = ReturnType<typeof playService>;

/**
 * POST /rest-api/podcast/play/{id}: the public player's "a reader started this talk". Guests
 * welcome, never cached, limited per address; the reply only says whether this play counted.
 */
export const playRoutes =
  (deps: { plays: PlayService; db: Db; rateLimitMultiplier: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/podcast/play/:id',
      {
        config: { guest: true },
        preHandler: async (request) =>
          enforceLimit(deps.db, {
            key: `play:ip:${clientAddress(request.ip)}`,
            max: PLAYS_PER_HOUR * deps.rateLimitMultiplier,
            windowMs: 60 * 60 * 1000,
          }),
        schema: {
          tags: ['content'],
          summary: `Count a play of a published talk: once per listener, talk and Myanmar day; at most ${PLAYS_PER_HOUR} plays an hour from one address`,
          params: idParam,
          response: { 200: talkPlayReply },
        },
      },
      async (request) => {
        const listener: Listener = request.caller ? { userId: request.caller.userId } : { address: clientAddress(request.ip) };
        return ok(await deps.plays.record(request.params.id, listener), 'Play recorded.');
      },
    );
  };
