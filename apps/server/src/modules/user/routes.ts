import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope, envelope } from '@mahasi/contract/envelope';
import { changePasswordPayload, loginUserInfoReply, profileUpdatePayload, userInfo } from '@mahasi/contract/user';
import { callerOf } from '../../http/auth.js';
import { ok } from '../../lib/envelope.js';
import type { AuthService } from '../auth/service.js';
import type { UserService } from './service.js';

/** Member client routes (/rest-api) about the signed-in account. */
export const userRoutes =
  (deps: { auth: AuthService; users: UserService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, users } = deps;
    const tags = ['account'];

    app.get(
      '/getLoginUserInfo',
      { schema: { tags, summary: 'The signed-in user', response: { 200: loginUserInfoReply } } },
      async (request) => {
        return ok({ userInfo: await users.getInfo(callerOf(request).userId) });
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags, summary: 'Revoke this session token', response: { 200: emptyEnvelope } } },
      async (request) => {
        await auth.logout(callerOf(request).sessionId);
        return ok(null, 'Logged out.');
      },
    );

    app.post(
      '/user/updateUser',
      {
        bodyLimit: 4 * 1024 * 1024,
        schema: { tags, summary: 'Update the profile and avatar', body: profileUpdatePayload, response: { 200: envelope(userInfo) } },
      },
      async (request) => {
        const info = await users.updateProfile(callerOf(request).userId, request.body);
        return ok(info, 'Profile updated successfully!');
      },
    );

    app.post(
      '/user/changeUserPassword',
      {
        schema: {
          tags,
          summary: "Change the password; the caller's other sessions are revoked",
          body: changePasswordPayload,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await users.changePassword(caller.userId, caller.sessionId, request.body);
        return ok(null, 'Password updated successfully!');
      },
    );
  };
