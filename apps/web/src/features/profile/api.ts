import type { ChangePasswordPayload, ContactCodeSent, ContactField, ProfileUpdatePayload, UserInfo } from '@mahasi/contract/user';
import { memberApi, unwrap } from '../../lib/api/client';
import { toUnicodeFields } from '../../lib/zawgyi';

/** Member client calls of the profile screens (spec section 7). */
export const profileApi = {
  async updateUser(payload: ProfileUpdatePayload): Promise<UserInfo> {
    const { imageData, ...text } = payload;
    return unwrap(await memberApi.post<UserInfo>('/user/updateUser', { ...(await toUnicodeFields(text)), imageData }));
  },
  /** A new e-mail or phone counts once the code sent to it is entered here. */
  async confirmContact(field: ContactField, code: string): Promise<UserInfo> {
    return unwrap(await memberApi.post<UserInfo>('/user/confirmContact', { field, code }));
  },
  async resendContactCode(field: ContactField): Promise<ContactCodeSent> {
    return unwrap(await memberApi.post<ContactCodeSent>('/user/resendContactCode', { field }));
  },
  async cancelContactChange(field: ContactField): Promise<UserInfo> {
    return unwrap(await memberApi.post<UserInfo>('/user/cancelContactChange', { field }));
  },
  async changePassword(payload: ChangePasswordPayload): Promise<void> {
    unwrap(await memberApi.post<null>('/user/changeUserPassword', payload));
  },
};
