import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '@mahasi/contract/staff';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { StaffCaller } from '../lib/staffCaller.js';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffCaller | undefined;
  }
  interface FastifyContextConfig {
    /** The staff roles that may call this route; every staff route names them (or is `staffPublic`). */
    roles?: readonly StaffRole[];
    /** Sign-in and account setup: no staff session yet. */
    staffPublic?: boolean;
    /**
     * The signed-in person's own account (who am I, sign-out, password, two-factor): open to a
     * session whose role needs two-factor before it is set up; every other route refuses it (403).
     */
    ownAccount?: boolean;
  }
}

const bearer = (request: FastifyRequest): string | undefined => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The staff API's guard, registered once on its scope (/admin-api). A route must declare who may
 * call it: registering one without `roles` (or `staffPublic`) fails at start-up, so a forgotten
 * check cannot ship. Every call then needs a staff session (401) of an allowed role (403), with
 * two-factor set up when the role needs it (403 but on the `ownAccount` routes). Member tokens live
 * in another table and never match.
 */
export function registerStaffAuth(scope: FastifyInstance, authenticate: (token: string) => Promise<StaffCaller | undefined>): void {
  scope.decorateRequest('staff', undefined);
  scope.addHook('onRoute', (route) => {
    const config = route.config as { roles?: readonly StaffRole[]; staffPublic?: boolean } | undefined;
    if (!config?.staffPublic && !config?.roles?.length) {
      throw new Error(`Staff route ${route.method} ${route.url} must declare config.roles (or staffPublic)`);
    }
  });
  scope.addHook('onRequest', async (request) => {
    const { roles, staffPublic, ownAccount } = request.routeOptions.config;
    if (staffPublic) return;
    const token = bearer(request);
    const caller = token ? await authenticate(token) : undefined;
    if (!caller) throw unauthorized();
    request.staff = caller;
    if (!roles?.includes(caller.role)) throw forbidden();
    // An admin's session without two-factor (promoted while signed in) sets it up before anything else.
    if (caller.twoFactorPending && !ownAccount) throw forbidden();
  });
}

/** The caller of a staff route (the guard has already refused anyone else). */
export function staffOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/**
 * A staff route's options: who may call it, and its OpenAPI entry, tagged "staff console" and
 * secured by the staff bearer token; `schema` adds the route's params, body and response.
 */
export const staffRoute = <const S extends object>(roles: readonly StaffRole[], summary: string, schema: S) => ({
  config: { roles },
  schema: { tags: ['staff console'], security: [{ staffBearer: [] }], summary, ...schema },
});
