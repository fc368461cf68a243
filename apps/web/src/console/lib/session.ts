import { useSyncExternalStore } from 'react';
import type { StaffMember, StaffSession } from '@mahasi/contract/staff';
import { HttpError } from '../../lib/api/errors';
import { staffApi } from './api';
import { staffPaths } from '@mahasi/contract/constants/staff';
import { staffToken } from './token';

/**
 * The signed-in staff member: the token lives in local storage (`staff_token`), the member is
 * fetched from GET /auth/me when the console starts and kept here for React.
 * - 'loading': a stored token's member is being fetched;
 * - 'failed': it could not be fetched for another reason than the session (the network): retry;
 * - 'ready': `staff` is the member, or null when signed out.
 */
export interface StaffSessionState {
  token: string | null;
  staff: StaffMember | null;
  status: 'loading' | 'failed' | 'ready';
}

let state: StaffSessionState = { token: staffToken.get(), staff: null, status: staffToken.get() ? 'loading' : 'ready' };
const listeners = new Set<() => void>();

function set(next: Partial<StaffSessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const staffSession = {
  get: (): StaffSessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** At start (and on retry): the stored token's member. A refused token ends the session. */
  async restore(): Promise<void> {
    if (!state.token) return set({ status: 'ready', staff: null });
    set({ status: 'loading' });
    try {
      const staff = await staffApi.get<StaffMember>(staffPaths.me, { silent: true });
      set({ staff, status: 'ready' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 0) return set({ status: 'failed' });
      staffSession.clear();
    }
  },

  /** The member again, quietly (a 403 may mean an admin changed the role meanwhile). */
  async refresh(): Promise<void> {
    if (!state.token) return;
    const staff = await staffApi.get<StaffMember>(staffPaths.me, { silent: true }).catch(() => null);
    if (staff) set({ staff });
  },

  /** After the last sign-in step: keep the token and the member it belongs to. */
  signIn(session: StaffSession): StaffMember {
    staffToken.set(session.token);
    set({ token: session.token, staff: session.staff, status: 'ready' });
    return session.staff;
  },

  /** The member changed (two-factor turned on or off): the newest copy. */
  setStaff(staff: StaffMember): void {
    set({ staff });
  },

  clear(): void {
    staffToken.clear();
    set({ token: null, staff: null, status: 'ready' });
  },

  /** POST /auth/logout (best effort: the session is forgotten here either way). */
  async signOut(): Promise<void> {
    if (state.token) await staffApi.post(staffPaths.logout, {}, { silent: true }).catch(() => undefined);
    staffSession.clear();
  },
};

export function useStaffSession(): StaffSessionState {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, staffSession.get);
}
