import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { LimitedTextArea } from '@/components/form/limited-text';
import { formRules } from '@/lib/validation';
import type { Note } from '@/types/jobs';
import { useAddNote } from '../api/add-note';
import { formatDateTime } from '../utils/format';

type Props = {
  applicationId: string;
  notes: Note[];
  isPrivate: boolean;
  /** An anonymised application takes no more notes. */
  readOnly?: boolean;
};

/** Notes on an applicant: the hiring team's, or HR's private ones. */
export function NotesPanel({ applicationId, notes, isPrivate, readOnly = false }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<{ text: string }>();
  const add = useAddNote();
  return (
    <Flex vertical gap={16}>
      {notes.length ? (
        notes.map((note) => (
          <div key={note.id} data-testid={isPrivate ? 'private-note' : 'note'}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 2 }}>{note.text}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {note.author_name ?? '—'} · {formatDateTime(note.created_at)}
            </Typography.Text>
          </div>
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(isPrivate ? 'jobs.notes.noPrivate' : 'jobs.notes.none')} />
      )}
      {!readOnly && (
        // The applicant page shows both panels: the form's name keeps their field ids apart.
        <Form
          form={form}
          name={isPrivate ? 'private-notes' : 'team-notes'}
          layout="vertical"
          onFinish={({ text }) => add.mutate({ id: applicationId, text: text.trim(), private: isPrivate }, { onSuccess: () => form.resetFields() })}
        >
          <Form.Item name="text" label={t(isPrivate ? 'jobs.notes.addPrivate' : 'jobs.notes.add')} rules={[rules.required, { whitespace: true, message: t('validation.required') }, { max: 5000 }]}>
            <LimitedTextArea rows={3} limit={5000} />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            {t('jobs.notes.save')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
