import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type SetEmailInput = Schema<'SetEmailRequest'>;

/** Sends a link to the new address; the account keeps the current one until it is opened. */
export const setEmail = (input: SetEmailInput) => api.POST('/api/auth/users/set_email/', { body: input });

export function useSetEmail() {
  return useMutation({ mutationFn: setEmail, meta: { successMessage: 'accounts.settings.email.sent' } });
}
