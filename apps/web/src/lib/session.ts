import type { AuthUser, UserInfo } from '@mahasi/contract/user';
import { memberApi, unwrap } from './api/client';
import { HttpError } from './api/errors';
import { storage, storageKeys } from './storage';
import { forgetMemberReads } from './offlineCaches';
import { useBrowserStore } from './adopting';

/**
 * The session of spec section 4: the token and the stored profile live in local storage
 * (`token`, `user_info`); this store mirrors them for React.
 */
export interface Session {
  token: string | null;
  user: UserInfo | null;
  /** 'loading' while the user of a stored token is being fetched. */
  status: 'loading' | 'ready';
}

let state: Session = {
  token: storage.get(storageKeys.token),
  user: storage.getJson<UserInfo>(storageKeys.userInfo),
  status: 'ready',
};
const listeners = new Set<() => void>();

function set(next: Partial<Session>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoggedIn: (): boolean => Boolean(state.token),

  /** GET /rest-api/getLoginUserInfo, kept in `user_info`. */
  async loadUser(options: { silent?: boolean } = {}): Promise<UserInfo> {
    const { userInfo } = unwrap(await memberApi.get<AuthUser>('/getLoginUserInfo', { silent: options.silent }));
    session.setUser(userInfo);
    return userInfo;
  },

  /** At start: a stored token loads its user; a refusal clears the session, a network failure does not. */
  async restore(): Promise<void> {
    if (!state.token) return;
    set({ status: 'loading' });
    try {
      await session.loadUser({ silent: true });
    } catch (error) {
      // Without a network the stored session stands (the reader is offline, not signed out).
      if (!(error instanceof HttpError && error.status === 0)) session.clear();
    } finally {
      set({ status: 'ready' });
    }
  },

  /** After a successful log-in: keep the token, then load the user. */
  async signIn(token: string): Promise<UserInfo> {
    storage.set(storageKeys.token, token);
    set({ token });
    try {
      return await session.loadUser();
    } catch (error) {
      session.clear();
      throw error;
    }
  },

  setUser(user: UserInfo) {
    storage.set(storageKeys.userInfo, JSON.stringify(user));
    set({ user });
  },

  clear() {
    forgetMemberReads();
    storage.remove(storageKeys.token);
    storage.remove(storageKeys.userInfo);
    set({ token: null, user: null });
  },

  /** POST /rest-api/auth/logout (best effort), then forget the session locally. */
  async signOut(): Promise<void> {
    if (state.token) await memberApi.post('/auth/logout', undefined, { silent: true }).catch(() => undefined);
    session.clear();
  },
};

/** What the server renders a public page as: a guest (it never knows who reads). */
const guest: Session = { token: null, user: null, status: 'ready' };

/**
 * The session, for React. While the browser adopts a page the server rendered, it reads as the
 * guest the server rendered for, so that the markup matches; React then renders the member's own
 * parts at once.
 */
export function useSession(): Session {
  return useBrowserStore(session.subscribe, session.get, guest);
}
