import { RobotOutlined, UploadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LimitedInput } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { IMAGE_MAX_MB, imageProblem } from '@/lib/images';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { AiTeacher } from '@/types/learning';
import { useCreateAiTeacher } from '../api/create-ai-teacher';
import { useAiModels } from '../api/get-ai-models';
import { useDocuments } from '../api/get-documents';
import { useUpdateAiTeacher } from '../api/update-ai-teacher';
import { useUploadTeacherAvatar } from '../api/upload-teacher-avatar';

export const NAME_MAX = 100;
export const TEACHER_TOPIC_MAX = 200;
export const TEACHER_DOCUMENTS_MAX = 50;

type Values = { name: string; topic?: string; model?: string; document_ids: string[] };

type Props = {
  open: boolean;
  /** The teacher edited; null for a new one. */
  teacher: AiTeacher | null;
  onClose: () => void;
};

/**
 * A teacher's name, topic, model, documents and picture. Mounted afresh for each opening (the
 * caller keys it). The picture is sent once the teacher is saved; a refusal's field codes show
 * on their fields.
 */
export function TeacherDialog({ open, teacher, onClose }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const models = useAiModels({ enabled: open });
  const documents = useDocuments({ enabled: open });
  const create = useCreateAiTeacher();
  const update = useUpdateAiTeacher();
  const avatar = useUploadTeacherAvatar();
  const [picture, setPicture] = useState<{ file: File; href: string | null } | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const saving = create.isPending || update.isPending || avatar.isPending;

  // A new teacher answers with the first model offered.
  const firstModel = models.data?.[0]?.id;
  useEffect(() => {
    if (!teacher && firstModel && !form.getFieldValue('model')) form.setFieldValue('model', firstModel);
  }, [teacher, firstModel, form]);

  // The preview of a picked picture is let go when another is picked, or the dialog goes.
  useEffect(() => () => void (picture?.href && URL.revokeObjectURL(picture.href)), [picture]);

  const choosePicture = async (file: File) => {
    const problem = await imageProblem(file);
    setPictureProblem(problem === null ? null : problem === 'file_too_large' ? t('learning.teachers.avatarTooLarge') : t('validation.unsupported_file_type'));
    if (problem === null) setPicture({ file, href: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null });
  };

  const submit = async ({ name, topic, model, document_ids }: Values) => {
    const body = { name: name.trim(), topic: topic?.trim() ? topic.trim() : null, model: model ?? '', document_ids };
    try {
      const saved = teacher ? await update.mutateAsync({ id: teacher.id, ...body }) : await create.mutateAsync(body);
      // A refused picture is told by the one feedback place; the teacher is saved.
      if (picture) await avatar.mutateAsync({ id: saved.id, file: picture.file }).catch(() => undefined);
      onClose();
    } catch (error) {
      // The one feedback place tells the refusal too; its field codes show on their fields.
      applyServerFieldErrors(form, error, t);
    }
  };

  const documentOptions = (documents.data ?? []).map((document) => ({ value: document.id, label: document.title }));
  // Documents of the teacher the list does not hold (yet) keep their titles.
  for (const document of teacher?.documents ?? []) {
    if (!documentOptions.some((option) => option.value === document.id)) documentOptions.push({ value: document.id, label: document.title });
  }
  const noDocuments = documents.isSuccess && documents.data.length === 0;

  return (
    <Dialog
      open={open}
      title={teacher ? t('learning.teachers.dialog.editTitle', { name: teacher.name }) : t('learning.teachers.dialog.createTitle')}
      okText={t('learning.teachers.dialog.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          name: teacher?.name ?? '',
          topic: teacher?.topic ?? '',
          model: teacher?.model,
          document_ids: teacher?.documents.map((document) => document.id) ?? [],
        }}
      >
        <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
          <Avatar size={56} src={picture?.href ?? teacher?.avatar ?? undefined} icon={<RobotOutlined aria-hidden />} />
          <Flex vertical gap={4}>
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                void choosePicture(file);
                return false;
              }}
              data-testid="teacher-avatar"
            >
              <Button icon={<UploadOutlined aria-hidden />} size="small">
                {t(teacher?.avatar || picture ? 'learning.teachers.dialog.changeAvatar' : 'learning.teachers.dialog.uploadAvatar')}
              </Button>
            </Upload>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {picture ? picture.file.name : t('learning.teachers.dialog.avatarHelp', { size: IMAGE_MAX_MB })}
            </Typography.Text>
            {pictureProblem && (
              <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
                {pictureProblem}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
        <Form.Item
          name="name"
          label={t('learning.teachers.fields.name')}
          rules={[rules.required, { whitespace: true, message: t('validation.required') }, rules.maxChars(NAME_MAX)]}
        >
          <LimitedInput autoFocus limit={NAME_MAX} />
        </Form.Item>
        <Form.Item name="topic" label={t('learning.teachers.fields.topic')} rules={[rules.maxChars(TEACHER_TOPIC_MAX)]}>
          <LimitedInput limit={TEACHER_TOPIC_MAX} />
        </Form.Item>
        <Form.Item name="model" label={t('learning.teachers.fields.model')} rules={[rules.required]}>
          <Select<string>
            loading={models.isPending}
            options={(models.data ?? []).map((model) => ({ value: model.id, label: model.name }))}
            placeholder={t('learning.teachers.dialog.modelPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="document_ids"
          label={t('learning.teachers.fields.documents')}
          extra={t('learning.teachers.dialog.documentsHelp', { count: TEACHER_DOCUMENTS_MAX })}
          rules={[
            { required: true, type: 'array', min: 1, message: t('learning.teachers.dialog.documentsRequired') },
            { type: 'array', max: TEACHER_DOCUMENTS_MAX, message: t('learning.teachers.dialog.documentsHelp', { count: TEACHER_DOCUMENTS_MAX }) },
          ]}
        >
          <Select<string[]>
            mode="multiple"
            allowClear
            loading={documents.isPending}
            options={documentOptions}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('learning.teachers.dialog.documentsPlaceholder')}
          />
        </Form.Item>
        {noDocuments && (
          <Alert
            type="info"
            showIcon
            title={t('learning.teachers.dialog.noDocuments')}
            action={<Link to={paths.createDocument.getHref()}>{t('learning.documents.create')}</Link>}
          />
        )}
      </Form>
    </Dialog>
  );
}
