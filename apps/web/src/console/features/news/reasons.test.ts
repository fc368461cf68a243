import { describe, expect, it } from 'vitest';
import { respMessages, RespCode } from '@mahasi/contract/codes';
import { StaffRespCode, staffRespMessages } from '@mahasi/contract/staff';
import { bulkFailureMessages } from './reasons';

describe('the reasons a post of a bulk action fails', () => {
  it('are the server’s own messages, each with its code’s translation', () => {
    expect(bulkFailureMessages[staffRespMessages[StaffRespCode.NOT_ALLOWED_NOW]]).toBe('console:codes.0111');
    expect(bulkFailureMessages[staffRespMessages[StaffRespCode.EDIT_CONFLICT]]).toBe('console:codes.0108');
    expect(bulkFailureMessages[respMessages[RespCode.FORBIDDEN]]).toBe('errors:codes.0403');
    expect(bulkFailureMessages[respMessages[RespCode.NOT_FOUND]]).toBe('errors:codes.0404');
  });
});
