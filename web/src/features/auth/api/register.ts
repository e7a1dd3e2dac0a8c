import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

/** `privacy_terms_version`: the version of the privacy terms shown and accepted. */
export type RegisterRequest = Schema<'RegisterRequest'>;

export const register = (input: RegisterRequest) => api.POST('/api/auth/users/', { body: input, auth: false });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
