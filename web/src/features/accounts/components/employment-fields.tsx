import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import { Select } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';
import type { PositionChoice } from '../utils/position-choices';
import { DAY_FORMAT } from '../utils/dates';

type Props = { choices: PositionChoice[]; loading: boolean };

/** The optional place in the structure and hired date, as adding and editing an employee ask for them. */
export function EmploymentFields({ choices, loading }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="position_id" label={t('accounts.fields.position')} extra={t('accounts.fields.positionHint')}>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          options={choices}
          placeholder={t('accounts.fields.noPosition')}
          notFoundContent={loading ? undefined : t('accounts.fields.noPositions')}
        />
      </Form.Item>
      <Form.Item name="hired_on" label={t('accounts.fields.hiredOn')}>
        <DatePicker format={DAY_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
