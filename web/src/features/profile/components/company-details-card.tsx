import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { InputNumber } from '@/components/ui/input-number';
import Row from 'antd/es/row';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '@/components/form/limited-text';
import { ContactList } from '@/components/ui/contact-list';
import { useIndustryName, useIndustryOptions } from '@/lib/industries';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { CompanyPage } from '@/types/profiles';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { BIO_MAX, companyLinkFields, toCompanyInput, toCompanyValues, type CompanyValues } from '../utils/profile-form';
import { EditableCard } from './editable-card';

const FIRST_FOUNDED = 1800;

function CompanyFields() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const industries = useIndustryOptions();
  const text = (name: 'address' | 'location' | 'country', max: number) => (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={t(`profile.fields.${name}`)} rules={[rules.maxChars(max)]}>
        <LimitedInput limit={max} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('profile.fields.company_name')} rules={[rules.required, rules.maxChars(200)]}>
          <LimitedInput limit={200} autoComplete="organization" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="industry" label={t('profile.fields.industry')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={industries.loading} options={industries.options} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="employee_count" label={t('profile.fields.employee_count')}>
          <InputNumber style={{ width: '100%' }} min={1} precision={0} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="founded" label={t('profile.fields.founded')}>
          <InputNumber style={{ width: '100%' }} min={FIRST_FOUNDED} max={new Date().getFullYear()} precision={0} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="description"
          label={t('profile.fields.company_description')}
          rules={[rules.maxChars(BIO_MAX)]}
          extra={t('profile.help.bio', { count: BIO_MAX })}
        >
          <LimitedTextArea rows={5} limit={BIO_MAX} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('profile.fields.email')} rules={[rules.email]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('profile.fields.phone')} rules={[rules.phone, rules.maxChars(40)]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      {text('address', 300)}
      {text('location', 120)}
      {text('country', 120)}
      {companyLinkFields.map((name) => (
        <Col key={name} xs={24} md={12}>
          <Form.Item name={name} label={t(`profile.fields.${name}`)} rules={[rules.url]}>
            <Input type="url" placeholder="https://" />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** The company's own details: what its public page shows, edited in place. */
export function CompanyDetailsCard({ company }: { company: CompanyPage }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyValues>();
  const update = useUpdateCompanyProfile();
  const industryName = useIndustryName();
  const { contact } = company;
  const place = [contact.address, contact.location, contact.country].filter(Boolean).join(', ');
  const items = [
    { key: 'industry', label: t('profile.fields.industry'), children: company.industry && industryName(company.industry) },
    { key: 'employee_count', label: t('profile.fields.employee_count'), children: company.employee_count },
    { key: 'founded', label: t('profile.fields.founded'), children: company.founded },
    { key: 'place', label: t('profile.fields.address'), children: place || null },
  ].filter((item) => item.children !== null && item.children !== undefined && item.children !== '');
  return (
    <EditableCard<CompanyValues>
      title={t('profile.company.details')}
      name="company"
      editable
      form={form}
      initialValues={toCompanyValues(company)}
      saving={update.isPending}
      onSave={(values, done) =>
        update.mutate(toCompanyInput(values), {
          onSuccess: done,
          onError: (error) => applyServerFieldErrors(form, error, t),
        })
      }
      fields={<CompanyFields />}
      view={
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} type={company.description ? undefined : 'secondary'}>
            {company.description || t('profile.company.noDescription')}
          </Typography.Paragraph>
          {items.length > 0 && <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />}
          <Typography.Title level={5}>{t('profile.sections.contact')}</Typography.Title>
          <ContactList email={contact.email} phone={contact.phone} links={companyLinkFields.map((name) => [name, contact[name]])} />
        </>
      }
    />
  );
}
