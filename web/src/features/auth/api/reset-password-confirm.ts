import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ResetPasswordConfirmInput = { uid: string; token: string; new_password: string };

export const resetPasswordConfirm = (input: ResetPasswordConfirmInput) =>
  api.post<void>('/api/auth/users/reset_password_confirm/', input, { auth: false });

export function useResetPasswordConfirm() {
  return useMutation({
    mutationFn: resetPasswordConfirm,
    meta: { successMessage: 'auth.resetConfirm.success' },
  });
}
