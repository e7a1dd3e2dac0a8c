import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Select } from '@/components/ui/select';
import Space from 'antd/es/space';
import TimePicker from 'antd/es/time-picker';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { can } from '@/config/access';
import { useUser } from '@/lib/auth';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { InterviewResponse, SlotInput } from '@/types/jobs';
import { useInterviewers } from '../api/get-interviewers';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { useScheduleInterview } from '../api/schedule-interview';

type SlotValues = {
  date?: Dayjs;
  start?: Dayjs;
  end?: Dayjs;
  location?: string;
  meet_link?: string;
  interviewers?: string[];
  comment?: string;
};

function toSlot(values: SlotValues): SlotInput {
  return {
    date: values.date!.format('YYYY-MM-DD'),
    start: values.start!.format('HH:mm:00'),
    end: values.end!.format('HH:mm:00'),
    location: values.location?.trim() || null,
    meet_link: values.meet_link?.trim() || null,
    interviewers: values.interviewers ?? [],
    comment: values.comment?.trim() || null,
  };
}

type Props = {
  open: boolean;
  applicationId: string;
  candidate: string;
  /** Given: reschedule this interview instead of scheduling a new one. */
  interview?: Pick<InterviewResponse, 'id' | 'date' | 'start' | 'end' | 'location' | 'meet_link' | 'interviewers' | 'comment'>;
  onClose: () => void;
  onDone?: () => void;
};

/** Schedule (or move) an interview: date, start, end, location, meet link, interviewers, comment. */
export function ScheduleInterviewDialog({ open, applicationId, candidate, interview, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const user = useUser();
  const [form] = Form.useForm<SlotValues>();
  // The applicant page holds two of these dialogs (schedule, and move one of the interviews),
  // always rendered: the form's name keeps their field ids apart.
  const name = `slot${useId()}`;
  const schedule = useScheduleInterview();
  const reschedule = useRescheduleInterview();
  // Only the company may list its employees; an employee can name only themselves.
  const employees = useInterviewers({ enabled: open && can(user, 'list_employees') });
  const me = { value: user.id, label: t('jobs.interview.me', { name: `${user.first_name} ${user.last_name}`.trim() }) };
  const options = [
    me,
    ...(employees.data ?? [])
      .filter((employee) => employee.id !== user.id)
      .map((employee) => ({
        value: employee.id,
        label: `${employee.first_name} ${employee.last_name} · ${t(`common.roles.${employee.role}`)}`,
      })),
  ];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      interview
        ? {
            date: dayjs(interview.date),
            start: dayjs(`${interview.date}T${interview.start}`),
            end: dayjs(`${interview.date}T${interview.end}`),
            location: interview.location ?? undefined,
            meet_link: interview.meet_link ?? undefined,
            interviewers: interview.interviewers,
            comment: interview.comment ?? undefined,
          }
        : { interviewers: [user.id] },
    );
  }, [open, interview, form, user.id]);

  const endAfterStart: FormRule = ({ getFieldValue }) => ({
    validator: (_, end?: Dayjs) => {
      const start = getFieldValue('start') as Dayjs | undefined;
      return !end || !start || end.format('HH:mm') > start.format('HH:mm')
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.end_before_start')));
    },
  });
  const url: FormRule = {
    validator: (_, value?: string) => (!value || /^https?:\/\/\S+$/.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.invalid_url')))),
  };

  const submit = (values: SlotValues) => {
    const slot = toSlot(values);
    const handlers = {
      onSuccess: () => {
        onClose();
        onDone?.();
      },
      onError: (error: unknown) => applyServerFieldErrors(form, error, t),
    };
    if (interview) reschedule.mutate({ id: interview.id, slot }, handlers);
    else schedule.mutate({ applicationId, slot }, handlers);
  };

  return (
    <Dialog
      open={open}
      title={t(interview ? 'jobs.interview.rescheduleTitle' : 'jobs.interview.scheduleTitle', { name: candidate })}
      okText={t(interview ? 'jobs.interview.reschedule' : 'jobs.interview.schedule')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={schedule.isPending || reschedule.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<SlotValues> form={form} name={name} layout="vertical" onFinish={submit}>
        <Form.Item name="date" label={t('jobs.interview.date')} rules={[rules.required]}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="start" label={t('jobs.interview.start')} rules={[rules.required]} style={{ flex: 1, marginInlineEnd: 8 }}>
            <TimePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} needConfirm={false} />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('jobs.interview.end')}
            dependencies={['start']}
            rules={[rules.required, endAfterStart]}
            style={{ flex: 1 }}
          >
            <TimePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} needConfirm={false} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="location" label={t('jobs.interview.location')} rules={[{ max: 300 }]}>
          <LimitedInput limit={300} />
        </Form.Item>
        <Form.Item name="meet_link" label={t('jobs.interview.meetLink')} rules={[url]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="interviewers" label={t('jobs.interview.interviewers')} rules={[rules.required]}>
          <Select mode="multiple" options={options} loading={employees.isFetching} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="comment" label={t('jobs.interview.comment')} rules={[{ max: 2000 }]}>
          <LimitedTextArea rows={3} limit={2000} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
