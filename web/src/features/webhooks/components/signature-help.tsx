import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

const STANDARD_WEBHOOKS_URL = 'https://www.standardwebhooks.com';

/** How a receiver checks that a delivery comes from Hire: the Standard Webhooks scheme and its three headers. */
export function SignatureHelp() {
  const { t } = useTranslation();
  const headers = [
    ['webhook-id', t('webhooks.help.id')],
    ['webhook-timestamp', t('webhooks.help.timestamp')],
    ['webhook-signature', t('webhooks.help.signature')],
  ];
  return (
    <Card size="small" title={t('webhooks.help.title')} data-testid="signature-help">
      <Typography.Paragraph>{t('webhooks.help.intro')}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('webhooks.help.headers')}
        <ul>
          {headers.map(([name, text]) => (
            <li key={name}>
              <Typography.Text code>{name}</Typography.Text> — {text}
            </li>
          ))}
        </ul>
      </Typography.Paragraph>
      <Typography.Paragraph>{t('webhooks.help.retries')}</Typography.Paragraph>
      <Typography.Paragraph>{t('webhooks.help.payload')}</Typography.Paragraph>
      <Typography.Link href={STANDARD_WEBHOOKS_URL} target="_blank" rel="noreferrer">
        {t('webhooks.help.link')}
      </Typography.Link>
    </Card>
  );
}
