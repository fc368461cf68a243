import type { z } from 'zod';
import type {
  enrolConfirmReply,
  setupInfoReply,
  SetupPayload,
  StaffLoginPayload,
  StaffLoginResult,
  StaffSession,
  StaffTwoFactorPayload,
  TwoFactorSetup,
} from '@mahasi/contract/staff';
import { staffApi } from '../../lib/api';
import { staffPaths } from '@mahasi/contract/constants/staff';

export type SetupInfo = z.infer<typeof setupInfoReply>['data'];
export type EnrolResult = z.infer<typeof enrolConfirmReply>['data'];

/** Sign-in (password, then a code or enrolment) and account setup from an e-mailed link. */
export const staffAuthApi = {
  login: (payload: StaffLoginPayload) => staffApi.post<StaffLoginResult>(staffPaths.login, payload),
  twoFactor: (payload: StaffTwoFactorPayload) => staffApi.post<StaffSession>(staffPaths.twoFactor, payload),
  enrolStart: (challenge: string) => staffApi.post<TwoFactorSetup>(staffPaths.enrolStart, { challenge }),
  enrolConfirm: (challenge: string, code: string) => staffApi.post<EnrolResult>(staffPaths.enrolConfirm, { challenge, code }),
  setupInfo: (token: string) => staffApi.get<SetupInfo>(staffPaths.setupInfo(token)),
  setup: (payload: SetupPayload) => staffApi.post<null>(staffPaths.setup, payload),
};
