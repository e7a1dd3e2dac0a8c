import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type ResetConfirmRequest = Schema<'ResetConfirmRequest'>;

export const resetPasswordConfirm = (input: ResetConfirmRequest) =>
  api.POST('/api/auth/users/reset_password_confirm/', { body: input, auth: false });

export function useResetPasswordConfirm() {
  return useMutation({
    mutationFn: resetPasswordConfirm,
    meta: { successMessage: 'auth.resetConfirm.success' },
  });
}
