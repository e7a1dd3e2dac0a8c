import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type EmailRequest = Schema<'EmailRequest'>;

export const resetPassword = (input: EmailRequest) =>
  api.POST('/api/auth/users/reset_password/', { body: input, auth: false });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
