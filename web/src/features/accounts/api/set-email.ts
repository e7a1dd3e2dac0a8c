import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type SetEmailRequest = Schema<'SetEmailRequest'>;

/** Sends a link to the new address; the account keeps the current one until it is opened. */
export const setEmail = (input: SetEmailRequest) => api.POST('/api/auth/users/set_email/', { body: input });

export function useSetEmail() {
  return useMutation({ mutationFn: setEmail, meta: { successMessage: 'accounts.settings.email.sent' } });
}
