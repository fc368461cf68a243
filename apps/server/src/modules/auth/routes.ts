import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkCodePayload,
  checkCodeReply,
  codeSentReply,
  confirmationCodePayload,
  loginPayload,
  loginReply,
  registerPayload,
  resetCodePayload,
  resetPasswordPayload,
} from '@mahasi/contract/auth';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import { ok } from '../../lib/envelope.js';
import { clientAddress } from '../../lib/client.js';
import { enforceLimit } from '../../lib/rateLimit.js';
import type { Db } from '../../db/client.js';
import type { AuthService } from './service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Public client routes (/rest-web-api): log-in, registration and confirmation codes. */
export const authRoutes =
  (deps: { auth: AuthService; db: Db; rateLimitMultiplier: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, db, rateLimitMultiplier: k } = deps;
    const tags = ['auth'];
    // Keyed by the account the name finds (or the name as the lookup reads it): every spelling of one
    // phone number, and a member's e-mail and phone, draw on one count.
    const perAccount = async (name: string, userName: string, max: number, windowMs: number) =>
      enforceLimit(db, { key: `${name}:${await auth.identityKey(userName)}`, max: max * k, windowMs });
    const perAddress = (name: string, ip: string, max: number, windowMs: number) =>
      enforceLimit(db, { key: `${name}:ip:${clientAddress(ip)}`, max: max * k, windowMs });

    app.post(
      '/auth/token',
      { schema: { tags, summary: 'Log in; data holds the bearer token', body: loginPayload, response: { 200: loginReply } } },
      async (request) => {
        // Generous per address: many readers share one carrier-grade NAT address.
        await perAddress('login', request.ip, 300, FIFTEEN_MINUTES);
        await perAccount('login', request.body.userName, 10, FIFTEEN_MINUTES);
        return ok(await auth.login(request.body), 'Login successful.');
      },
    );

    app.post(
      '/public/userRegister',
      { schema: { tags, summary: 'Register; a confirmation code is sent', body: registerPayload, response: { 200: codeSentReply } } },
      async (request) => {
        await perAddress('register', request.ip, 20, HOUR);
        await perAccount('code', request.body.email ?? request.body.phoneNo!, 10, HOUR);
        return ok(await auth.register(request.body), 'We sent you a confirmation code.');
      },
    );

    app.post(
      '/public/getConfirmationCode',
      {
        schema: {
          tags,
          summary: 'Send a new registration code (for an attempt, or a new attempt with the password); the same reply for every name',
          body: confirmationCodePayload,
          response: { 200: codeSentReply },
        },
      },
      async (request) => {
        await perAddress('code', request.ip, 30, HOUR);
        await perAccount('code', request.body.userName, 10, HOUR);
        return ok(await auth.sendConfirmationCode(request.body), 'We sent you a new confirmation code.');
      },
    );

    app.post(
      '/public/getResetPasswordConfirmationCode',
      {
        schema: {
          tags,
          summary: 'Send a password reset code to the address typed; the same reply for every name',
          body: resetCodePayload,
          response: { 200: codeSentReply },
        },
      },
      async (request) => {
        await perAddress('code', request.ip, 30, HOUR);
        await perAccount('code', request.body.userName, 10, HOUR);
        return ok(await auth.sendResetCode(request.body.userName), 'We sent you a password reset code.');
      },
    );

    app.post(
      '/public/checkConfirmationCode',
      {
        schema: {
          tags,
          summary: "Check a code: 'register' confirms the account, 'reset' returns a reset token",
          body: checkCodePayload,
          response: { 200: checkCodeReply },
        },
      },
      async (request) => {
        await perAddress('check', request.ip, 60, FIFTEEN_MINUTES);
        await perAccount('check', request.body.userName, 30, FIFTEEN_MINUTES);
        const data = await auth.checkCode(request.body);
        return ok(data, request.body.purpose === 'register' ? 'Your account is confirmed.' : 'Code accepted.');
      },
    );

    app.post(
      '/public/userResetPassword',
      {
        schema: { tags, summary: 'Set a new password with the reset token', body: resetPasswordPayload, response: { 200: emptyEnvelope } },
      },
      async (request) => {
        await perAddress('reset', request.ip, 30, HOUR);
        await perAccount('reset', request.body.userName, 10, HOUR);
        await auth.resetPassword(request.body);
        return ok(null, 'Your password has been reset. Please log in.');
      },
    );
  };
