import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type ConfirmEmailInput = Schema<'LinkRequest'>;

export const confirmEmail = (input: ConfirmEmailInput) =>
  api.post<void>('/api/auth/users/set_email_confirm/', input, { auth: false });

export function useConfirmEmail() {
  // The confirm screen shows the outcome itself.
  return useMutation({ mutationFn: confirmEmail, meta: { silent: true } });
}
