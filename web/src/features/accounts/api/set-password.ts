import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';
import type { Schema } from '@/types/schema';

export type SetPasswordRequest = Schema<'SetPasswordRequest'>;

export const setPassword = (input: SetPasswordRequest) => api.POST('/api/auth/users/set_password/', { body: input });

export function useSetPassword() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: setPassword,
    // The server ended every session, this one's tokens too: keep the pair it answered with.
    onSuccess: signIn,
    meta: { successMessage: 'accounts.settings.password.saved' },
  });
}
