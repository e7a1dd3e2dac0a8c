import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SocialProvider } from '../api/get-social-providers';
import { useStartSocialLogin } from '../api/start-social-login';

/** One button per provider, and the terms that continuing with one accepts. */
export default function ProviderButtons({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  const start = useStartSocialLogin();

  // After a success the browser is on its way to the provider: the buttons stay busy until it leaves.
  const leaving = start.isPending || start.isSuccess;
  return (
    <>
      <Divider plain>{t('auth.social.or')}</Divider>
      <Flex vertical gap="small">
        {providers.map(({ name, label }) => (
          <Button
            key={name}
            block
            onClick={() => start.mutate(name)}
            loading={leaving && start.variables === name}
            disabled={leaving && start.variables !== name}
          >
            {t('auth.social.continueWith', { provider: label })}
          </Button>
        ))}
        <Typography.Text type="secondary">
          <Trans i18nKey="auth.social.acceptsTerms" components={{ terms: <Link to={paths.privacy.getHref()} target="_blank" /> }} />
        </Typography.Text>
      </Flex>
    </>
  );
}
