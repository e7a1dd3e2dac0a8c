import { UploadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import type { UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { translateError } from '@/lib/errors';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { LearningDocument } from '@/types/learning';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_MB,
  documentErrorMessages,
  documentProblem,
  formatLabel,
  TITLE_MAX,
  TOPIC_MAX,
} from '../utils/documents';

export type DocumentValues = { title: string; topic: string | null; file: File | null };

type FormValues = { title: string; topic?: string; file?: UploadFile[] };

type Props = {
  /** The document edited; absent, a new one is uploaded (its file is then required). */
  document?: LearningDocument;
  /** Resolves once saved; a refusal is shown here, beside the form. */
  onSave: (values: DocumentValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
};

/** The picked file: antd keeps it as `originFileObj` (or as the item itself, when not uploading). */
const pickedFile = (list: UploadFile[] | undefined): File | null => {
  const item = list?.[0];
  if (!item) return null;
  return (item.originFileObj as File | undefined) ?? (item instanceof File ? item : null);
};

/**
 * A document's title, topic and file (PDF, DOCX or TXT, under 10 MB). The file is checked here
 * first by its name and size; the server reads its content and has the last word: its refusal
 * (unsupported type, too large, no text to read, invalid fields) shows above the form, and
 * field codes on their fields.
 */
export function DocumentForm({ document, onSave, onCancel, saving }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<FormValues>();
  const [refusal, setRefusal] = useState<unknown>(null);
  const editing = document !== undefined;

  const fileRule = {
    validator: (_: unknown, list?: UploadFile[]) => {
      const file = pickedFile(list);
      if (!file) return editing ? Promise.resolve() : Promise.reject(new Error(t('learning.documents.errors.fileRequired')));
      const problem = documentProblem(file);
      if (problem === 'unsupported_file_type') return Promise.reject(new Error(t('learning.documents.errors.unsupported_file_type')));
      if (problem === 'document_too_large') return Promise.reject(new Error(t('learning.documents.errors.tooLarge', { size: DOCUMENT_MAX_MB })));
      return Promise.resolve();
    },
  };

  const submit = async ({ title, topic, file }: FormValues) => {
    setRefusal(null);
    try {
      await onSave({ title: title.trim(), topic: topic?.trim() ? topic.trim() : null, file: pickedFile(file) });
    } catch (error) {
      setRefusal(error);
      applyServerFieldErrors(form, error, t);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      onFinish={(values) => void submit(values)}
      initialValues={{ title: document?.title ?? '', topic: document?.topic ?? '' }}
      disabled={saving}
    >
      {refusal !== null && (
        <Alert
          type="error"
          showIcon
          data-testid="document-error"
          style={{ marginBottom: 16 }}
          title={translateError(t, refusal, { errorMessages: documentErrorMessages })}
        />
      )}
      <Form.Item
        name="title"
        label={t('learning.documents.fields.title')}
        rules={[rules.required, { whitespace: true, message: t('validation.required') }, rules.maxChars(TITLE_MAX)]}
      >
        <LimitedInput autoFocus limit={TITLE_MAX} />
      </Form.Item>
      <Form.Item name="topic" label={t('learning.documents.fields.topic')} rules={[rules.maxChars(TOPIC_MAX)]}>
        <LimitedInput limit={TOPIC_MAX} placeholder={t('learning.documents.topicPlaceholder')} />
      </Form.Item>
      {document && (
        <Typography.Paragraph type="secondary" data-testid="current-file">
          {t('learning.documents.currentFile', {
            name: document.file_name,
            format: formatLabel[document.format] ?? document.format,
            passages: document.passages,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="file"
        label={t(editing ? 'learning.documents.fields.newFile' : 'learning.documents.fields.file')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        extra={t('learning.documents.fileHelp', { size: DOCUMENT_MAX_MB })}
        rules={[fileRule]}
        required={!editing}
      >
        <Upload accept={DOCUMENT_ACCEPT} maxCount={1} beforeUpload={() => false} data-testid="document-file">
          <Button icon={<UploadOutlined aria-hidden />}>{t(editing ? 'learning.documents.replaceFile' : 'learning.documents.chooseFile')}</Button>
        </Upload>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(editing ? 'learning.documents.save' : 'learning.documents.upload')}
        </Button>
        <Button onClick={onCancel} disabled={false}>
          {t('common.actions.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}
