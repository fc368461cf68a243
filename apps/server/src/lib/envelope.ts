import { RespCode } from '@mahasi/contract/codes';
import type { Envelope } from '@mahasi/contract/envelope';

export function ok<T>(data: T, respMsg = 'Success'): Envelope<T> {
  return { respCode: RespCode.SUCCESS, respMsg, data };
}
