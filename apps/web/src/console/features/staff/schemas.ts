import * as z from 'zod/mini';
import { required } from '../../../lib/validation';
import { staffRoles } from '@mahasi/contract/constants/staff';
import { email } from '../../lib/validation';

export const inviteSchema = z.object({
  email: email(),
  fullName: required(120),
  role: z.enum(staffRoles, 'required'),
});
export type InviteValues = z.infer<typeof inviteSchema>;

export const roleSchema = z.object({ role: z.enum(staffRoles, 'required') });
export type RoleValues = z.infer<typeof roleSchema>;
