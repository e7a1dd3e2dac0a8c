import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { getPrivacyTerms } from '@/lib/privacy-terms';

/** What the provider sent back to /auth/login/{provider}. */
export type SocialLoginReturn = { provider: string; state: string; code: string };

/** The page the provider sent the browser back to: the server checks the code was issued for it. */
export const socialLoginRedirectUri = (provider: string) => `${window.location.origin}${paths.auth.socialLogin.getHref(provider)}`;

/**
 * The login screen says that continuing with a provider accepts the current privacy terms; a
 * sign-in that makes a new account records that acceptance, so the version goes along.
 */
export const finishSocialLogin = async ({ provider, state, code }: SocialLoginReturn) => {
  const { version } = await getPrivacyTerms();
  return api.POST('/api/accounts/auth/{provider}/callback/', {
    path: { provider },
    body: { state, code, redirect_uri: socialLoginRedirectUri(provider), privacy_terms_version: version },
    auth: false,
  });
};

/** Signs in like a password login: the same tokens, the same toast. */
export function useFinishSocialLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: finishSocialLogin,
    onSuccess: signIn,
    meta: { successMessage: 'auth.loginSuccess' },
  });
}
