import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePrivacyTerms } from '@/lib/privacy-terms';

/**
 * "I accept the privacy terms (version …)", required: signing up and applying share it. Ticked,
 * its value is the version shown, so the form sends it as `privacy_terms_version` and the
 * server's refusal of that field lands under the box. Texts: namespace `privacy`.
 */
export function PrivacyTermsField() {
  const { t } = useTranslation();
  const terms = usePrivacyTerms();
  const version = terms.data?.version;
  return (
    <Form.Item
      name="privacy_terms_version"
      valuePropName="checked"
      getValueProps={(value?: string) => ({ checked: Boolean(value) })}
      normalize={(checked: boolean) => (checked ? version : undefined)}
      rules={[{ required: true, message: t('privacy.field.required') }]}
    >
      <Checkbox disabled={!version}>
        <Trans
          i18nKey="privacy.field.accept"
          values={{ version: version ?? '…' }}
          // A new tab: the form and what was typed into it stay.
          components={{ terms: <Link to={paths.privacy.getHref()} target="_blank" /> }}
        />
      </Checkbox>
    </Form.Item>
  );
}
