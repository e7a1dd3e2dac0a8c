import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { Select } from '@/components/ui/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '@/components/form/limited-text';
import { useLists } from '@/lib/lists';
import { formRules } from '@/lib/validation';
import { SECTION_LIMITS, type Section } from '../utils/sections';

const DATE_FORMAT = 'DD.MM.YYYY';

function Period() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const future = (day: dayjs.Dayjs) => day.isAfter(dayjs(), 'day');
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="start_date" label={t('profile.fields.start_date')} rules={[rules.required]}>
          <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} disabledDate={future} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="end_date"
          label={t('profile.fields.end_date')}
          dependencies={['start_date']}
          rules={[rules.endsAfter('start_date')]}
          extra={t('profile.help.endDate')}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} />
        </Form.Item>
      </Col>
    </Row>
  );
}

function Description({ max }: { max: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="description" label={t('profile.fields.description')} rules={[formRules(t).maxChars(max)]}>
      <LimitedTextArea rows={3} limit={max} showCount />
    </Form.Item>
  );
}

/** The fields of one item of a profile section, with the API's limits. */
export function SectionFields({ section }: { section: Section }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const lists = useLists();
  const text = (name: keyof typeof SECTION_LIMITS, required = false) => (
    <Form.Item
      name={name}
      label={t(`profile.fields.${name}`)}
      rules={[...(required ? [rules.required] : []), rules.maxChars(SECTION_LIMITS[name])]}
    >
      <LimitedInput limit={SECTION_LIMITS[name]} />
    </Form.Item>
  );

  switch (section) {
    case 'experiences':
      return (
        <>
          {text('title', true)}
          {text('company', true)}
          {text('location')}
          <Period />
          <Description max={SECTION_LIMITS.description} />
        </>
      );
    case 'educations':
      return (
        <>
          {text('institution', true)}
          {text('field')}
          <Form.Item name="level" label={t('profile.fields.level')} rules={[rules.required]}>
            <Select options={lists.educationLevels} />
          </Form.Item>
          <Period />
          <Description max={SECTION_LIMITS.description} />
        </>
      );
    case 'languages':
      return (
        <>
          {text('language', true)}
          <Form.Item name="proficiency" label={t('profile.fields.proficiency')} rules={[rules.required]}>
            <Select options={lists.proficiencyLevels} />
          </Form.Item>
        </>
      );
    case 'portfolios':
      return (
        <>
          {text('title', true)}
          <Form.Item name="url" label={t('profile.fields.url')} rules={[rules.required, rules.url]}>
            <Input type="url" placeholder="https://" />
          </Form.Item>
          <Description max={SECTION_LIMITS.portfolioDescription} />
        </>
      );
  }
}
