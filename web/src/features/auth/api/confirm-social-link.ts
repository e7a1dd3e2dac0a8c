import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ConfirmSocialLinkInput = { uid: string; token: string };

export const confirmSocialLink = (input: ConfirmSocialLinkInput) =>
  api.post<void>('/api/accounts/auth/social-link/confirm/', input, { auth: false });

export function useConfirmSocialLink() {
  // The confirm screen shows the outcome itself.
  return useMutation({ mutationFn: confirmSocialLink, meta: { silent: true } });
}
