import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type SocialLinkConfirmation = Schema<'SocialLinkConfirmation'>;

export const confirmSocialLink = (input: SocialLinkConfirmation) =>
  api.POST('/api/accounts/auth/social-link/confirm/', { body: input, auth: false });

export function useConfirmSocialLink() {
  // The confirm screen shows the outcome itself.
  return useMutation({ mutationFn: confirmSocialLink, meta: { silent: true } });
}
