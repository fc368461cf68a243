/** Without zod, for the web app: the accounts' limits, patterns and headers (auth.ts re-exports them). */

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

export const CODE_LENGTH = 6;

/** E-mail: a pragmatic pattern, the same one the dialogs use ('Invalid email address'). */
/**
 * An address mail servers take: a dot-atom local part (letters, digits and !#$%&'*+/=?^_`{|}~-)
 * at a host name of letters (any script), digits and hyphens, with a top-level domain of letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}]+$/u;

/** Phone: digits with an optional leading +, 6 to 15 digits (E.164 length). */
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;

/** The fixed value of Login payload's userType: a customer (spec section 6). */
export const CUSTOMER_USER_TYPE = '2';

/** The header the public client sends its fixed API key in. */
export const API_KEY_HEADER = 'x-api-key';
