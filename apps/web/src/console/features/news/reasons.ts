import type { TFunction } from 'i18next';

/**
 * Why one post of a bulk action failed: the server reports each failure by its message (the
 * contract's English text, apps/server/src/lib/errors.ts), which is said here in the reader's
 * language when it is one of the outcomes a bulk action can meet; otherwise as written.
 */
export const bulkFailureMessages: Record<string, string> = {
  'This cannot be done in the record’s current state.': 'console:codes.0111',
  'Someone else saved this record after you opened it.': 'console:codes.0108',
  "You don't have permission to access this resource.": 'errors:codes.0403',
  'Resource not found.': 'errors:codes.0404',
};

export function failureReason(respMsg: string, t: TFunction): string {
  const key = bulkFailureMessages[respMsg];
  return key ? t(key) : respMsg;
}
