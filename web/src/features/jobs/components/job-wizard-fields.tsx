import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import { InputNumber } from '@/components/ui/input-number';
import Row from 'antd/es/row';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '@/components/form/limited-text';
import { SkillSelect } from '@/components/form/skill-select';
import { paths } from '@/config/paths';
import { employmentTypes, useLists } from '@/lib/lists';
import { formRules } from '@/lib/validation';
import { currencies, DESCRIPTION_MAX } from '../utils/job-form';

const LONG_TEXT = 5000;

function useMax() {
  const { t } = useTranslation();
  return (count: number): FormRule => ({ max: count, message: t('validation.max_chars', { count }) });
}

function LongText({ name, rows = 4 }: { name: string; rows?: number }) {
  const { t } = useTranslation();
  const max = useMax();
  return (
    <Form.Item name={name} label={t(`jobs.fields.${name}`)} rules={[max(LONG_TEXT)]} extra={t(`jobs.wizard.help.${name}`, { defaultValue: '' }) || undefined}>
      <LimitedTextArea rows={rows} limit={LONG_TEXT} />
    </Form.Item>
  );
}

export function JobInformationFields() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const lists = useLists();
  const max = useMax();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="title" label={t('jobs.fields.title')} rules={[rules.required, max(200)]}>
          <LimitedInput limit={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="position" label={t('jobs.fields.position')} rules={[max(200)]}>
          <LimitedInput limit={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="employment_type" label={t('jobs.fields.employment_type')} rules={[rules.required]}>
          <Select options={employmentTypes.map((type) => ({ value: type, label: t(`jobs.employmentTypes.${type}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="category" label={t('jobs.fields.category')} rules={[max(100)]}>
          <LimitedInput limit={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="job_level" label={t('jobs.fields.job_level')}>
          <Select allowClear options={lists.jobLevels} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="openings" label={t('jobs.fields.openings')}>
          <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="location" label={t('jobs.fields.location')} rules={[max(200)]}>
          <LimitedInput limit={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="deadline" label={t('jobs.fields.deadline')} extra={t('jobs.wizard.help.deadline')}>
          <DatePicker style={{ width: '100%' }} format="DD.MM.YYYY" disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="remote" valuePropName="checked">
          <Checkbox>{t('jobs.fields.remote')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="confidential" valuePropName="checked" extra={t('jobs.wizard.help.confidential')}>
          <Checkbox>{t('jobs.fields.confidential')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}

export function JobDescriptionFields() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const max = useMax();
  return (
    <>
      <Form.Item
        name="description"
        label={t('jobs.fields.description')}
        rules={[rules.required, max(DESCRIPTION_MAX)]}
        extra={t('jobs.wizard.help.description', { count: DESCRIPTION_MAX })}
      >
        <LimitedTextArea rows={5} limit={DESCRIPTION_MAX} showCount />
      </Form.Item>
      <LongText name="responsibilities" />
      <LongText name="requirements" />
      <LongText name="who_you_are" />
      <LongText name="nice_to_have" />
      <Form.Item name="skills" label={t('jobs.fields.skills')} extra={t('jobs.wizard.help.skills')}>
        <SkillSelect by="name_en" />
      </Form.Item>
      <Form.Item name="benefits" label={t('jobs.fields.benefits')} extra={t('jobs.wizard.help.tags')}>
        <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
      </Form.Item>
    </>
  );
}

export function QualificationsFields() {
  const { t } = useTranslation();
  const lists = useLists();
  const max = useMax();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="education" label={t('jobs.fields.education')}>
            <Select allowClear options={lists.educationLevels} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="experience_years" label={t('jobs.fields.experience_years')}>
            <InputNumber min={0} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="certification" label={t('jobs.fields.certification')} rules={[max(500)]}>
        <LimitedInput limit={500} />
      </Form.Item>
      <LongText name="industry_knowledge" rows={3} />
      <LongText name="key_objectives" rows={3} />
      <LongText name="measurable_outcomes" rows={3} />
      <LongText name="evaluation_info" rows={3} />
    </>
  );
}

export function CompensationFields() {
  const { t } = useTranslation();
  // The title is on the first step: the form keeps it while this one shows.
  const title = Form.useWatch<string | undefined>('title', { preserve: true });
  const atLeastMin: FormRule = ({ getFieldValue }) => ({
    validator: (_, value?: number | null) => {
      const min = getFieldValue('salary_min') as number | null | undefined;
      return value === undefined || value === null || min === undefined || min === null || value >= min
        ? Promise.resolve()
        : Promise.reject(new Error(t('jobs.wizard.salaryOrder')));
    },
  });
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="salary_min" label={t('jobs.fields.salary_min')}>
          <InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="salary_max" label={t('jobs.fields.salary_max')} dependencies={['salary_min']} rules={[atLeastMin]}>
          <InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="currency" label={t('jobs.fields.currency')}>
          <Select options={currencies.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
      </Col>
      <Col xs={24} style={{ marginTop: -12, marginBottom: 16 }}>
        <Typography.Link href={paths.cbBenchmark.getHref(title)} target="_blank" rel="noopener noreferrer">
          {t('jobs.wizard.salaryBenchmark')}
        </Typography.Link>
      </Col>
      <Col xs={24}>
        <Form.Item name="hide_salary" valuePropName="checked" extra={t('jobs.wizard.help.hide_salary')}>
          <Checkbox>{t('jobs.fields.hide_salary')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
