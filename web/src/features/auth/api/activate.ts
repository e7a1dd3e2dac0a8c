import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type LinkRequest = Schema<'LinkRequest'>;

export const activate = (input: LinkRequest) =>
  api.POST('/api/auth/users/activation/', { body: input, auth: false });

export function useActivate() {
  // The verify screen shows the outcome itself.
  return useMutation({ mutationFn: activate, meta: { silent: true } });
}
