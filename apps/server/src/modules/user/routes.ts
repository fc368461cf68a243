import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope, envelope } from '@mahasi/contract/envelope';
import {
  changePasswordPayload,
  confirmContactPayload,
  contactCodePayload,
  contactCodeSentReply,
  loginUserInfoReply,
  profileUpdatePayload,
  userInfo,
} from '@mahasi/contract/user';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../http/auth.js';
import { ok } from '../../lib/envelope.js';
import { enforceLimit } from '../../lib/rateLimit.js';
import type { AuthService } from '../auth/service.js';
import type { UserService } from './service.js';

/** Member client routes (/rest-api) about the signed-in account. */
export const userRoutes =
  (deps: { auth: AuthService; users: UserService; db: Db; rateLimitMultiplier: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, users, db } = deps;
    const tags = ['account'];
    const HOUR = 60 * 60 * 1000;
    /** Codes sent to new addresses: as many as the public code calls allow an account. */
    const contactCodes = (userId: number) =>
      enforceLimit(db, { key: `contact-code:account:${userId}`, max: 10 * deps.rateLimitMultiplier, windowMs: HOUR });
    const contactChecks = (userId: number) =>
      enforceLimit(db, { key: `contact-check:account:${userId}`, max: 30 * deps.rateLimitMultiplier, windowMs: HOUR });

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
        const { userId } = callerOf(request);
        const info = await users.updateProfile(userId, request.body, { beforeCode: () => contactCodes(userId) });
        return ok(info, 'Profile updated successfully!');
      },
    );

    app.post(
      '/user/resendContactCode',
      {
        schema: {
          tags,
          summary: 'Send the code for a pending e-mail or phone again',
          body: contactCodePayload,
          response: { 200: contactCodeSentReply },
        },
      },
      async (request) => {
        const { userId } = callerOf(request);
        await contactCodes(userId);
        return ok(await users.resendContactCode(userId, request.body.field), 'We sent you a new code.');
      },
    );

    app.post(
      '/user/confirmContact',
      {
        schema: {
          tags,
          summary: 'Confirm a pending e-mail or phone with the code sent to it; it then counts for log-in and resets',
          body: confirmContactPayload,
          response: { 200: envelope(userInfo) },
        },
      },
      async (request) => {
        const { userId } = callerOf(request);
        await contactChecks(userId);
        return ok(await users.confirmContact(userId, request.body.field, request.body.code), 'Your contact details are confirmed.');
      },
    );

    app.post(
      '/user/cancelContactChange',
      {
        schema: { tags, summary: 'Drop a pending e-mail or phone', body: contactCodePayload, response: { 200: envelope(userInfo) } },
      },
      async (request) => {
        return ok(await users.cancelContactChange(callerOf(request).userId, request.body.field), 'The change was cancelled.');
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
