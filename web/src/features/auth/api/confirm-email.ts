import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ConfirmEmailInput = { uid: string; token: string };

export const confirmEmail = (input: ConfirmEmailInput) =>
  api.post<void>('/api/auth/users/set_email_confirm/', input, { auth: false });

export function useConfirmEmail() {
  // The confirm screen shows the outcome itself.
  return useMutation({ mutationFn: confirmEmail, meta: { silent: true } });
}
