import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';

export type SocialAuthorization = Schema<'SocialAuthorization'>;

export const startSocialLogin = (provider: string) =>
  api.POST('/api/accounts/auth/{provider}/authorize/', { path: { provider }, auth: false });

/** Sends the browser to the provider's sign-in page, which sends it back to /auth/login/{provider}. */
export function useStartSocialLogin() {
  return useMutation({
    mutationFn: startSocialLogin,
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}
