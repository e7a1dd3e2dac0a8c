import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ActivationInput = { uid: string; token: string };

export const activate = (input: ActivationInput) =>
  api.post<void>('/api/auth/users/activation/', input, { auth: false });

export function useActivate() {
  // The verify screen shows the outcome itself.
  return useMutation({ mutationFn: activate, meta: { silent: true } });
}
