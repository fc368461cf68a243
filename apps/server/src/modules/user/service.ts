import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '@mahasi/contract/user';
import type { ChangePasswordPayload, ContactCodeSent, ContactField, ProfileUpdatePayload, UserInfo } from '@mahasi/contract/user';
import { RespCode } from '@mahasi/contract/codes';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { randomToken } from '../../lib/crypto.js';
import { BusinessError, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { toUnicode } from '../../lib/myanmar.js';
import { ValidationError } from '../../lib/validation.js';
import type { ContactChanges } from '../auth/contacts.js';
import type { FileStore } from '../files/store.js';

export interface UserDeps {
  db: Db;
  files: FileStore;
  now: () => Date;
  contacts: ContactChanges;
}

type User = typeof users.$inferSelect;

/** The avatar's longest side as stored: twice the largest size the site shows it at. */
export const AVATAR_SIZE = 512;
/** A 2 MB file can still unpack to a vast image; this many pixels is a generous phone photo. */
const AVATAR_MAX_PIXELS = 40_000_000;
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Detects the image type from its first bytes; the file name and the client's word are not trusted. */
export function sniffImage(bytes: Buffer): { ext: 'jpg' | 'png' | 'webp'; contentType: string } | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', contentType: 'image/png' };
  if (bytes.length > 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return { ext: 'webp', contentType: 'image/webp' };
  return undefined;
}

export function decodeBase64Image(data: string): Buffer {
  const base64 = data.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new BusinessError(RespCode.IMAGE_INVALID);
  return Buffer.from(base64, 'base64');
}

/**
 * The avatar as it is stored: decoded and drawn again as WebP (as covers are), turned upright, at
 * most AVATAR_SIZE across. Nothing of the uploaded file survives but its pixels: no EXIF, no GPS
 * position, no bytes appended after the image.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES || !sniffImage(bytes)) throw new BusinessError(RespCode.IMAGE_INVALID);
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: AVATAR_MAX_PIXELS });
    const meta = await image.metadata();
    if (!meta.format || !AVATAR_FORMATS.has(meta.format)) throw new Error(`not an avatar format: ${meta.format}`);
    return await image
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BusinessError(RespCode.IMAGE_INVALID);
  }
}

export function userService({ db, files, now, contacts }: UserDeps) {
  const toUserInfo = (user: User, pending: { email?: string; phoneNo?: string } = {}): UserInfo => ({
    id: user.id,
    userFullName: user.userFullName,
    email: user.email,
    phoneNo: user.phoneNo,
    imageUrl: user.imageKey ? files.publicUrl(user.imageKey) : null,
    username: user.username,
    ...(pending.email ? { pendingEmail: pending.email } : {}),
    ...(pending.phoneNo ? { pendingPhoneNo: pending.phoneNo } : {}),
  });

  async function load(userId: number): Promise<User> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized();
    return user;
  }

  const info = async (user: User) => toUserInfo(user, await contacts.pending(user.id));

  return {
    async getInfo(userId: number): Promise<UserInfo> {
      return info(await load(userId));
    },

    /**
     * Name and avatar change at once. An e-mail or phone that differs from the member's own is
     * kept pending and sent a code (confirmContact makes it theirs); the same value as the pending
     * one changes nothing, and a blank removes the address (and any pending one).
     */
    async updateProfile(
      callerId: number,
      payload: ProfileUpdatePayload,
      /** Called once before a code is sent to a new address (the caller's rate limit). */
      { beforeCode }: { beforeCode?: () => Promise<void> } = {},
    ): Promise<UserInfo> {
      if (payload.id !== callerId) throw forbidden();
      const user = await load(callerId);
      const pending = await contacts.pending(user.id);
      const plans = { email: planOf('email'), phoneNo: planOf('phoneNo') };
      function planOf(field: ContactField): 'keep' | 'remove' | { start: string } {
        const value = payload[field];
        if (value === undefined || value === user[field] || value === pending[field]) return 'keep';
        return value === null ? 'remove' : { start: value };
      }
      const errors = [];
      for (const field of ['email', 'phoneNo'] as const) {
        const plan = plans[field];
        // The address an account logs in with is its username: it cannot be changed here.
        if (plan !== 'keep' && user[field] !== null && user[field] === user.username)
          errors.push({ field, message: 'Cannot be changed because it is your username' });
        else if (typeof plan === 'object' && (await contacts.taken(plan.start, user.id)))
          errors.push({ field, message: 'Is already used by another account' });
      }
      if (errors.length) throw new ValidationError(errors);
      if (typeof plans.email === 'object' || typeof plans.phoneNo === 'object') await beforeCode?.();

      let newKey: string | undefined;
      if (payload.imageData) {
        const avatar = await reencodeAvatar(decodeBase64Image(payload.imageData));
        newKey = `avatars/${user.id}-${randomToken(9)}.webp`;
        await files.put(newKey, avatar, { visibility: 'public', contentType: 'image/webp' });
      }
      let saved: { updated: User; codes: { to: string; code: string }[] };
      try {
        saved = await db.transaction(async (tx) => {
          const codes = [];
          for (const field of ['email', 'phoneNo'] as const) {
            const plan = plans[field];
            if (plan === 'remove') await contacts.cancel(user.id, field, tx);
            if (typeof plan === 'object') codes.push(await contacts.start(tx, user.id, field, plan.start));
          }
          const [updated] = await tx
            .update(users)
            .set({
              userFullName: toUnicode(payload.userFullName),
              ...(plans.email === 'remove' ? { email: null } : {}),
              ...(plans.phoneNo === 'remove' ? { phoneNo: null } : {}),
              ...(newKey ? { imageKey: newKey } : {}),
              updatedAt: now(),
            })
            .where(eq(users.id, user.id))
            .returning();
          return { updated: updated!, codes };
        });
      } catch (error) {
        if (newKey) await files.delete(newKey, 'public').catch(() => undefined);
        throw error;
      }
      if (newKey && user.imageKey) await files.delete(user.imageKey, 'public').catch(() => undefined);
      // Sent once saved: a refused address leaves the change pending, to be sent again or cancelled.
      for (const code of saved.codes) await contacts.send(code);
      return info(saved.updated);
    },

    resendContactCode: (callerId: number, field: ContactField): Promise<ContactCodeSent> => contacts.resend(callerId, field),

    async confirmContact(callerId: number, field: ContactField, code: string): Promise<UserInfo> {
      await contacts.confirm(callerId, field, code);
      return info(await load(callerId));
    },

    async cancelContactChange(callerId: number, field: ContactField): Promise<UserInfo> {
      await contacts.cancel(callerId, field);
      return info(await load(callerId));
    },

    /** Success revokes every other session of the caller; the current one stays signed in. */
    async changePassword(callerId: number, sessionId: number, payload: ChangePasswordPayload): Promise<void> {
      if (payload.userId !== callerId) throw forbidden();
      const user = await load(callerId);
      if (!(await verifyPassword(user.passwordHash, payload.oldPassword))) throw new BusinessError(RespCode.WRONG_OLD_PASSWORD);
      const passwordHash = await hashPassword(payload.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
      });
    },
  };
}

export type UserService = ReturnType<typeof userService>;
