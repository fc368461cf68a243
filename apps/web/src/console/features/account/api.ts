import type { StaffMember, TwoFactorSetup } from '@mahasi/contract/staff';
import { staffApi } from '../../lib/api';
import { staffPaths } from '@mahasi/contract/constants/staff';

type Codes = { recoveryCodes: string[] };

/** The signed-in staff member's own account: password and two-factor sign-in. */
export const accountApi = {
  me: () => staffApi.get<StaffMember>(staffPaths.me),
  changePassword: (oldPassword: string, newPassword: string) =>
    staffApi.post<null>(staffPaths.changePassword, { oldPassword, newPassword }),
  twoFactorStart: () => staffApi.post<TwoFactorSetup>(staffPaths.twoFactorStart),
  twoFactorConfirm: (code: string) => staffApi.post<Codes>(staffPaths.twoFactorConfirm, { code }),
  twoFactorDisable: (code: string) => staffApi.post<null>(staffPaths.twoFactorDisable, { code }),
  /** New recovery codes (the old ones stop working); a current code proves the app is still at hand. */
  recoveryCodes: (code: string) => staffApi.post<Codes>(staffPaths.recoveryCodes, { code }),
};
