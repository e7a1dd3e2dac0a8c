import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type LinkRequest = Schema<'LinkRequest'>;

export const confirmEmail = (input: LinkRequest) =>
  api.POST('/api/auth/users/set_email_confirm/', { body: input, auth: false });

export function useConfirmEmail() {
  // The confirm screen shows the outcome itself.
  return useMutation({ mutationFn: confirmEmail, meta: { silent: true } });
}
