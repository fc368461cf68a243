import { sha256 } from '../lib/crypto.js';
import type { Caller } from './auth.js';
import { memberScope, type ResponseCache } from './cache.js';

type Lookup = (token: string) => Promise<(Caller & { expiresAt: Date }) | undefined>;

/** A token lookup that remembers, and can be asked without a query. */
export interface RememberedSessions extends Lookup {
  /**
   * The session a token was last found to be, when it is still remembered and unexpired; never
   * asks the database. The front door answers a member's cached own replies with it (cache.ts).
   */
  peek(token: string): Caller | undefined;
}

interface Remembered {
  caller: Caller;
  expiresAt: number;
  storedAt: number;
}

/**
 * Remembers recent token → session lookups, so that a member's cached reads cost no database
 * query. A revoked session is forgotten in every process with its member's scope (log-out and
 * password changes drop it as member writes; a password reset, a disabled account invalidate it
 * explicitly), and everything is forgotten after the cache's TTL or a missed notification.
 * `nowMs` is the clock in milliseconds (Date.now, or the app's own clock in tests).
 */
export function rememberedSessions(lookup: Lookup, cache: ResponseCache, nowMs: () => number, maxEntries = 10_000): RememberedSessions {
  if (cache.ttlMs === 0) return Object.assign((token: string) => lookup(token), { peek: () => undefined });
  const entries = new Map<string, Remembered>();
  cache.onInvalidate((scope) => {
    if (scope === '*') return entries.clear();
    for (const [key, entry] of entries) if (memberScope(entry.caller.userId) === scope) entries.delete(key);
  });
  /** The remembered session of a token's hash, if still good at `at`. */
  const fresh = (key: string, at: number): Remembered | undefined => {
    const hit = entries.get(key);
    return hit && at - hit.storedAt <= cache.ttlMs && at < hit.expiresAt ? hit : undefined;
  };
  const authenticate = async (token: string) => {
    const key = sha256(token);
    const at = nowMs();
    const hit = fresh(key, at);
    if (hit) return { ...hit.caller, expiresAt: new Date(hit.expiresAt) };
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
  return Object.assign(authenticate, { peek: (token: string) => fresh(sha256(token), nowMs())?.caller });
}
