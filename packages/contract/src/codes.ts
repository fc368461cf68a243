/**
 * Every respCode the API answers with. Business outcomes travel as HTTP 200 with one of these
 * codes; HTTP statuses (401, 403, 404, 422, 5xx) keep their own meaning for the client.
 */
export const RespCode = {
  SUCCESS: '0000',
  INVALID_CREDENTIALS: '0001',
  ACCOUNT_NOT_CONFIRMED: '0002',
  ACCOUNT_EXISTS: '0003',
  CODE_INVALID: '0004',
  CODE_EXPIRED: '0005',
  CODE_ATTEMPTS_EXCEEDED: '0006',
  CODE_RESEND_TOO_SOON: '0007',
  WRONG_OLD_PASSWORD: '0008',
  ACCOUNT_NOT_FOUND: '0009',
  RESET_TOKEN_INVALID: '0010',
  ALREADY_CONFIRMED: '0011',
  IMAGE_INVALID: '0012',
  FIELD_READ_ONLY: '0013',
  /** An admin disabled this member: no sign-in until enabled again. */
  ACCOUNT_DISABLED: '0014',
  TOO_MANY_REQUESTS: '0429',
  ALREADY_IN_CART: '0030',
  /** The e-book is listed (Coming Soon) but cannot be bought yet. */
  EBOOK_NOT_AVAILABLE: '0031',
  /** The total changed since the checkout page showed it (a price or a fee changed): `data.netAmount` is the new one. */
  PRICE_CHANGED: '0032',
  CART_EMPTY: '9999',
  // Carried in the body of HTTP error replies so that every reply has the same envelope.
  UNAUTHORIZED: '0401',
  FORBIDDEN: '0403',
  NOT_FOUND: '0404',
  VALIDATION: '0422',
  BAD_REQUEST: '0400',
  PAYLOAD_TOO_LARGE: '0413',
  SERVER_ERROR: '0500',
  /** The database cannot be reached for a moment (a restart, a failover): try again shortly. */
  SERVICE_UNAVAILABLE: '0503',
} as const;

export type RespCode = (typeof RespCode)[keyof typeof RespCode];

/** The English text of each code; the web app translates by code. */
export const respMessages: Record<RespCode, string> = {
  '0000': 'Success',
  '0001': 'Incorrect username or password.',
  '0002': 'Your account is not confirmed yet. Enter the code we sent you.',
  '0003': 'An account with this email or phone already exists.',
  '0004': 'The confirmation code is not correct.',
  '0005': 'The confirmation code has expired. Ask for a new one.',
  '0006': 'Too many wrong codes. Ask for a new one.',
  '0007': 'Please wait before asking for another code.',
  '0008': 'The current password is not correct.',
  '0009': 'No account was found for this username.',
  '0010': 'This password reset link is no longer valid. Start again.',
  '0011': 'This account is already confirmed. Please log in.',
  '0012': 'The image must be a JPEG, PNG or WebP file of at most 2 MB.',
  '0013': 'This field is your username and cannot be changed.',
  '0014': 'This account has been disabled. Please contact the centre through the Contact Us page.',
  '0429': 'Too many attempts. Please try again later.',
  '0030': 'Item is already in your cart.',
  '0031': 'This e-book is not available yet.',
  '0032': 'The total has changed since you opened this page. Check the new total and place the order again.',
  '9999': 'No items in the cart.',
  '0401': 'Unauthorized. Please login again.',
  '0403': "You don't have permission to access this resource.",
  '0404': 'Resource not found.',
  '0422': 'Validation failed.',
  '0400': 'The request could not be read.',
  '0413': 'The request is too large.',
  '0500': 'Server error. Please try later.',
  '0503': 'The service is restarting. Please try again in a moment.',
};
