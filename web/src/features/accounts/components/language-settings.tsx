import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { languages, useLanguage } from '@/lib/i18n';

export function LanguageSettings() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Card title={t('accounts.settings.language.title')}>
      <Typography.Paragraph type="secondary">{t('accounts.settings.language.text')}</Typography.Paragraph>
      <Radio.Group value={language} onChange={(event) => setLanguage(event.target.value)}>
        {languages.map((code) => (
          <Radio.Button key={code} value={code}>
            {t(`common.languages.${code}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
    </Card>
  );
}
