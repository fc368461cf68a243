import { retreatRespMessages, type RetreatRespCode } from '@mahasi/contract/constants/retreat';
import { BusinessError } from '../../lib/api/errors';
import { failureMessage } from '../../lib/notify';
import type { RetreatLang } from './labels';

/**
 * A refused retreat call as the yogi reads it: the contract's words for the retreat codes
 * (0040-0044) in their language, else the app's catalogue (an edit conflict, ...), else `fallback`.
 */
export function retreatFailure(error: unknown, lang: RetreatLang, fallback: string): string {
  if (error instanceof BusinessError && Object.hasOwn(retreatRespMessages, error.respCode))
    return retreatRespMessages[error.respCode as RetreatRespCode][lang];
  return failureMessage(error, fallback);
}
