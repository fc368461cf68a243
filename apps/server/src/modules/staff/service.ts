import { staffAccounts, type StaffDeps } from './accounts.js';
import { staffAdministration } from './administration.js';
import { ownAccount } from './own-account.js';
import { staffSignIn } from './sign-in.js';

export type { StaffDeps } from './accounts.js';

/** The staff console's accounts as the routes see them: signing in, administration and one's own account (one file a job). */
export function staffService(deps: StaffDeps) {
  const accounts = staffAccounts(deps);
  return { ...staffSignIn(deps, accounts), ...staffAdministration(deps, accounts), ...ownAccount(deps, accounts) };
}

export type StaffService = ReturnType<typeof staffService>;
