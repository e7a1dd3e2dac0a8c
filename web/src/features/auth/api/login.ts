import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';
import type { Tokens } from '@/types/api';
import type { Schema } from '@/types/schema';

export type LoginInput = Schema<'LoginRequest'>;

export const login = (input: LoginInput) => api.post<Tokens>('/api/auth/jwt/create/', input, { auth: false });

export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: login,
    onSuccess: signIn,
    meta: { successMessage: 'auth.loginSuccess', silent: true },
  });
}
