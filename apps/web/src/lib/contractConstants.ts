import type * as auth from '@mahasi/contract/auth';
import type * as store from '@mahasi/contract/store';
import type * as user from '@mahasi/contract/user';

/**
 * Constants of the contract, restated here because its modules import zod's full build at run
 * time, which the first page must not carry. Each literal type is checked against the contract
 * at compile time, so a changed value there fails the web build.
 */
export const API_KEY_HEADER: typeof auth.API_KEY_HEADER = 'x-api-key';
export const CUSTOMER_USER_TYPE: typeof auth.CUSTOMER_USER_TYPE = '2';
export const PASSWORD_MIN: typeof auth.PASSWORD_MIN = 8;
export const PASSWORD_MAX: typeof auth.PASSWORD_MAX = 128;
export const CODE_LENGTH: typeof auth.CODE_LENGTH = 6;
/** Same patterns as the contract's EMAIL_PATTERN and PHONE_PATTERN (regular expressions have no literal type). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}]+$/u;
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;
export const AVATAR_MAX_BYTES: typeof user.AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: typeof user.AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IDEMPOTENCY_KEY_HEADER: typeof store.IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
