import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';
import type { Schema } from '@/types/schema';

export type LoginRequest = Schema<'LoginRequest'>;

export const login = (input: LoginRequest) => api.POST('/api/auth/jwt/create/', { body: input, auth: false });

export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: login,
    onSuccess: signIn,
    meta: { successMessage: 'auth.loginSuccess', silent: true },
  });
}
