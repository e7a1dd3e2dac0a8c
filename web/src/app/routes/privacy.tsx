import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { PrivacyTerms } from '@/features/privacy/components/privacy-terms';

/**
 * /privacy, open to everyone: the privacy feature's terms in the frame of the public screens
 * (feature `auth`). Features do not import each other; the app puts them together here.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('privacy.terms.title')}>
      <PrivacyTerms />
    </AuthLayout>
  );
}
