import type { ChangePasswordPayload, ProfileUpdatePayload, UserInfo } from '@mahasi/contract/user';
import { memberApi, unwrap } from '../../lib/api/client';
import { toUnicodeFields } from '../../lib/zawgyi';

/** Member client calls of the profile screens (spec section 7). */
export const profileApi = {
  async updateUser(payload: ProfileUpdatePayload): Promise<UserInfo> {
    const { imageData, ...text } = payload;
    return unwrap(await memberApi.post<UserInfo>('/user/updateUser', { ...(await toUnicodeFields(text)), imageData }));
  },
  async changePassword(payload: ChangePasswordPayload): Promise<void> {
    unwrap(await memberApi.post<null>('/user/changeUserPassword', payload));
  },
};
