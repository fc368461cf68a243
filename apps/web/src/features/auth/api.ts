import type {
  CheckCodePayload,
  CodeSentData,
  ConfirmationCodePayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  TokenData,
} from '@mahasi/contract/auth';
import { CUSTOMER_USER_TYPE } from '@mahasi/contract/constants/auth';
import { publicApi, unwrap } from '../../lib/api/client';
import { toUnicodeFields } from '../../lib/zawgyi';

/** The public client's calls of spec section 7: log-in, registration and confirmation codes. */
export const authApi = {
  async login(values: Omit<LoginPayload, 'userType'>): Promise<TokenData> {
    const payload: LoginPayload = { ...(await toUnicodeFields(values)), userType: CUSTOMER_USER_TYPE };
    return unwrap(await publicApi.post<TokenData>('/auth/token', payload));
  },
  async register(values: RegisterPayload): Promise<CodeSentData> {
    return unwrap(await publicApi.post<CodeSentData>('/public/userRegister', await toUnicodeFields(values)));
  },
  /** A registration code again: for the attempt the OTP page holds, or (signing in answered 0002) a new attempt proved by the password. */
  async resendRegisterCode(payload: ConfirmationCodePayload): Promise<CodeSentData> {
    return unwrap(await publicApi.post<CodeSentData>('/public/getConfirmationCode', await toUnicodeFields(payload)));
  },
  async sendResetCode(userName: string): Promise<CodeSentData> {
    return unwrap(await publicApi.post<CodeSentData>('/public/getResetPasswordConfirmationCode', await toUnicodeFields({ userName })));
  },
  async checkCode(payload: CheckCodePayload): Promise<{ confirmed: boolean; resetToken: string | null }> {
    return unwrap(await publicApi.post<{ confirmed: boolean; resetToken: string | null }>('/public/checkConfirmationCode', payload));
  },
  async resetPassword(payload: ResetPasswordPayload): Promise<void> {
    unwrap(await publicApi.post<null>('/public/userResetPassword', payload));
  },
};
