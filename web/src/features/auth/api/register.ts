import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { User } from '@/types/api';

export type RegisterInput = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  user_type: 'company' | 'jobseeker';
  company_name?: string;
  /** The version of the privacy terms shown and accepted. */
  privacy_terms_version: string;
};

export const register = (input: RegisterInput) => api.post<User>('/api/auth/users/', input, { auth: false });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
