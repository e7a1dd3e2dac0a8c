import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { InputNumber } from '@/components/ui/input-number';
import Row from 'antd/es/row';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '@/components/form/limited-text';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { formRules } from '@/lib/validation';
import { genders } from '@/lib/lists';
import type { JobseekerProfile } from '@/types/profiles';
import { BIO_MAX, currencies, HEADLINE_MAX, NAME_MAX, REGION_MAX } from '../utils/profile-form';
import { ProfileFieldsCard } from './profile-fields-card';

function BasicsFields() {
  const { t } = useTranslation();
  const rules = formRules(t);
  // At least 14 and at most 100 years old, as the API checks.
  const outsideAge = (day: dayjs.Dayjs) => day.isAfter(dayjs().subtract(14, 'year')) || day.isBefore(dayjs().subtract(100, 'year'));
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label={t('profile.fields.first_name')} rules={[rules.required, rules.maxChars(NAME_MAX)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label={t('profile.fields.last_name')} rules={[rules.required, rules.maxChars(NAME_MAX)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="headline" label={t('profile.fields.headline')} rules={[rules.maxChars(HEADLINE_MAX)]}>
          <LimitedInput limit={HEADLINE_MAX} placeholder={t('profile.help.headline')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="bio" label={t('profile.fields.bio')} rules={[rules.maxChars(BIO_MAX)]} extra={t('profile.help.bio', { count: BIO_MAX })}>
          <LimitedTextArea rows={4} limit={BIO_MAX} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="gender" label={t('profile.fields.gender')}>
          <Select allowClear options={genders.map((gender) => ({ value: gender, label: t(`profile.genders.${gender}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="date_of_birth" label={t('profile.fields.date_of_birth')}>
          <DatePicker style={{ width: '100%' }} format="DD.MM.YYYY" disabledDate={outsideAge} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="region" label={t('profile.fields.region')} rules={[rules.maxChars(REGION_MAX)]}>
          <LimitedInput limit={REGION_MAX} />
        </Form.Item>
      </Col>
      <Col xs={16} md={8}>
        <Form.Item name="salary_expectation" label={t('profile.fields.salary_expectation')}>
          <InputNumber style={{ width: '100%' }} min={0} max={100_000_000} precision={0} />
        </Form.Item>
      </Col>
      <Col xs={8} md={4}>
        <Form.Item name="currency" label={t('profile.fields.currency')}>
          <Select options={currencies.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Bio and personal details; the private ones only on the owner's own profile. */
export function BasicsCard({ profile, editable }: { profile: JobseekerProfile; editable: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const details = profile.private;
  const items = [
    { key: 'region', label: t('profile.fields.region'), children: profile.region },
    { key: 'gender', label: t('profile.fields.gender'), children: details?.gender ? t(`profile.genders.${details.gender}`) : null },
    {
      key: 'date_of_birth',
      label: t('profile.fields.date_of_birth'),
      children: details?.date_of_birth ? dayjs(details.date_of_birth).format('DD.MM.YYYY') : null,
    },
    {
      key: 'salary_expectation',
      label: t('profile.fields.salary_expectation'),
      children: details?.salary_expectation != null ? formatMoney(language, details.salary_expectation, details.currency) : null,
    },
  ].filter((item) => item.children);

  return (
    <ProfileFieldsCard
      profile={profile}
      editable={editable}
      title={t('profile.sections.basics')}
      name="basics"
      fields={<BasicsFields />}
      view={
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} type={profile.bio ? undefined : 'secondary'}>
            {profile.bio || t('profile.noBio')}
          </Typography.Paragraph>
          {items.length > 0 && <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />}
        </>
      }
    />
  );
}
