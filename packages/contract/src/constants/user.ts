/** Without zod, for the web app: the avatar's limits (user.ts re-exports them). */

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
