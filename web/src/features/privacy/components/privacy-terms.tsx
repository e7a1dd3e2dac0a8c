import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { usePrivacyTerms } from '@/lib/privacy-terms';

/** The current privacy terms: their version and text. */
export function PrivacyTerms() {
  const { t } = useTranslation();
  const terms = usePrivacyTerms();
  if (terms.isPending) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  // A failure is the app's error toast.
  if (!terms.data) return null;
  return (
    <>
      {/* In az and ru this line also says the text is in English: the API has it in no other language. */}
      <Typography.Paragraph type="secondary">{t('privacy.terms.version', { version: terms.data.version })}</Typography.Paragraph>
      <Typography.Paragraph lang="en" style={{ whiteSpace: 'pre-line' }}>
        {terms.data.text}
      </Typography.Paragraph>
    </>
  );
}
