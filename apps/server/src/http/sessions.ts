import { sha256 } from '../lib/crypto.js';
import type { Caller } from './auth.js';
import { memberScope, type ResponseCache } from './cache.js';

type Lookup = (token: string) => Promise<(Caller & { expiresAt: Date }) | undefined>;

interface Remembered {
  caller: Caller;
  expiresAt: number;
  storedAt: number;
}

/**
 * Remembers recent token → session lookups, so that a member's cached reads cost no database
 * query. A revoked session is forgotten in every process with its member's scope (log-out and
 * password changes drop it as member writes; a password reset invalidates it explicitly), and
 * everything is forgotten after the cache's TTL or a missed notification.
 */
export function rememberedSessions(lookup: Lookup, cache: ResponseCache, now: () => Date, maxEntries = 10_000): Lookup {
  if (cache.ttlMs === 0) return lookup;
  const entries = new Map<string, Remembered>();
  cache.onInvalidate((scope) => {
    if (scope === '*') return entries.clear();
    for (const [key, entry] of entries) if (memberScope(entry.caller.userId) === scope) entries.delete(key);
  });
  return async (token) => {
    const key = sha256(token);
    const at = now().getTime();
    const hit = entries.get(key);
    if (hit && at - hit.storedAt <= cache.ttlMs && at < hit.expiresAt) {
      return { ...hit.caller, expiresAt: new Date(hit.expiresAt) };
    }
    entries.delete(key);
    const generation = cache.generation();
    const session = await lookup(token);
    // A revocation while the lookup ran may not be in what it read: ask again next time.
    if (session && cache.generation() === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, {
        caller: { userId: session.userId, sessionId: session.sessionId },
        expiresAt: session.expiresAt.getTime(),
        storedAt: at,
      });
    }
    return session;
  };
}
