import { lazy, Suspense } from 'react';
import { useSocialProviders } from '../api/get-social-providers';

// Most servers have no provider: their login page does without the buttons' code (the divider
// and react-i18next's Trans, about 6 KB gzip).
const ProviderButtons = lazy(() => import('./provider-buttons'));

/** One button per provider the server has; nothing when it has none. */
export function SocialLoginButtons() {
  const { data: providers = [] } = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtons providers={providers} />
    </Suspense>
  );
}
