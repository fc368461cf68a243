import { and, eq, ne } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '@mahasi/contract/user';
import type { ChangePasswordPayload, ProfileUpdatePayload, UserInfo } from '@mahasi/contract/user';
import { RespCode } from '@mahasi/contract/codes';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { randomToken } from '../../lib/crypto.js';
import { BusinessError, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { toUnicode } from '../../lib/myanmar.js';
import { ValidationError } from '../../lib/validation.js';
import type { FileStore } from '../files/store.js';

export interface UserDeps {
  db: Db;
  files: FileStore;
  now: () => Date;
}

type User = typeof users.$inferSelect;

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

export function userService({ db, files, now }: UserDeps) {
  const toUserInfo = (user: User): UserInfo => ({
    id: user.id,
    userFullName: user.userFullName,
    email: user.email,
    phoneNo: user.phoneNo,
    imageUrl: user.imageKey ? files.publicUrl(user.imageKey) : null,
    username: user.username,
  });

  async function load(userId: number): Promise<User> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    toUserInfo,
    async getInfo(userId: number): Promise<UserInfo> {
      return toUserInfo(await load(userId));
    },

    async updateProfile(callerId: number, payload: ProfileUpdatePayload): Promise<UserInfo> {
      if (payload.id !== callerId) throw forbidden();
      const user = await load(callerId);
      const email = payload.email === undefined ? user.email : payload.email;
      const phoneNo = payload.phoneNo === undefined ? user.phoneNo : payload.phoneNo;
      const errors = [];
      // The address an account logs in with is its username: it cannot be changed here.
      if (user.email === user.username && email !== user.email)
        errors.push({ field: 'email', message: 'Cannot be changed because it is your username' });
      if (user.phoneNo === user.username && phoneNo !== user.phoneNo)
        errors.push({ field: 'phoneNo', message: 'Cannot be changed because it is your username' });
      if (email && email !== user.email && (await taken(db, 'email', email, user.id)))
        errors.push({ field: 'email', message: 'Is already used by another account' });
      if (phoneNo && phoneNo !== user.phoneNo && (await taken(db, 'phoneNo', phoneNo, user.id)))
        errors.push({ field: 'phoneNo', message: 'Is already used by another account' });
      if (errors.length) throw new ValidationError(errors);

      let newKey: string | undefined;
      if (payload.imageData) {
        const bytes = decodeBase64Image(payload.imageData);
        const image = sniffImage(bytes);
        if (!image || bytes.length > AVATAR_MAX_BYTES) throw new BusinessError(RespCode.IMAGE_INVALID);
        newKey = `avatars/${user.id}-${randomToken(9)}.${image.ext}`;
        await files.put(newKey, bytes, { visibility: 'public', contentType: image.contentType });
      }
      try {
        const [updated] = await db
          .update(users)
          .set({
            userFullName: toUnicode(payload.userFullName),
            email,
            phoneNo,
            ...(newKey ? { imageKey: newKey } : {}),
            updatedAt: now(),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (newKey && user.imageKey) await files.delete(user.imageKey, 'public').catch(() => undefined);
        return toUserInfo(updated!);
      } catch (error) {
        if (newKey) await files.delete(newKey, 'public').catch(() => undefined);
        throw error;
      }
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

async function taken(db: Db, field: 'email' | 'phoneNo', value: string, exceptId: number): Promise<boolean> {
  const column = field === 'email' ? users.email : users.phoneNo;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, exceptId)))
    .limit(1);
  const usernameRows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, value), ne(users.id, exceptId)))
    .limit(1);
  return rows.length > 0 || usernameRows.length > 0;
}

export type UserService = ReturnType<typeof userService>;
