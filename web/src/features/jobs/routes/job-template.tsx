import { SendOutlined, TrophyOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { applyServerFieldErrors, focusFirstError } from '@/lib/validation';
import type { JobTemplate } from '@/types/jobs';
import { useJobTemplate } from '../api/get-job-template';
import { useOrgPosition } from '@/lib/org-positions';
import { useUpdateJobTemplate } from '../api/update-job-template';
import { CompensationFields, JobDescriptionFields, JobInformationFields, QualificationsFields } from '../components/job-wizard-fields';
import { formatDateTime } from '../utils/format';
import { toJobInput, type JobFormValues } from '../utils/job-form';
import { templateFormValues } from '../utils/job-template';

// The post-job wizard's steps, on one page.
const sections: Array<{ step: string; fields: () => ReactNode }> = [
  { step: 'jobInformation', fields: () => <JobInformationFields /> },
  { step: 'jobDescription', fields: () => <JobDescriptionFields /> },
  { step: 'qualifications', fields: () => <QualificationsFields /> },
  { step: 'compensation', fields: () => <CompensationFields /> },
];

type FormProps = { positionId: string; positionTitle?: string; template: JobTemplate };

/** Mounted once the template is read: the form starts from it. */
function TemplateForm({ positionId, positionTitle, template }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<JobFormValues>();
  const update = useUpdateJobTemplate();
  const [initialValues] = useState(() => templateFormValues(template.details, positionTitle));
  // Unsaved changes, or no template saved yet: posting saves first.
  const [dirty, setDirty] = useState(false);
  const postHref = paths.postJob.getFromPositionHref(positionId);

  const save = async (then?: () => void) => {
    try {
      await form.validateFields();
    } catch {
      focusFirstError(form);
      return;
    }
    // Every field of the job but `publish`: the same body as posting one.
    const input = toJobInput(form.getFieldsValue(true) as JobFormValues);
    update.mutate(
      { positionId, input },
      {
        onSuccess: () => {
          setDirty(false);
          then?.();
        },
        onError: (error) => applyServerFieldErrors(form, error, t),
      },
    );
  };

  const post = () => (dirty || !template.details ? void save(() => navigate(postHref)) : navigate(postHref));

  return (
    <Card
      title={positionTitle ? t('jobs.jobTemplate.title', { position: positionTitle }) : t('jobs.jobTemplate.untitled')}
      extra={
        <Link to={paths.competencyModel.getHref(positionId)}>
          <Button icon={<TrophyOutlined aria-hidden />}>{t('jobs.jobTemplate.competencyModel')}</Button>
        </Link>
      }
      style={{ maxWidth: 1000 }}
    >
      <Typography.Paragraph type="secondary">
        {t('jobs.jobTemplate.intro')}{' '}
        {template.updated_at
          ? t('jobs.jobTemplate.updatedAt', { date: formatDateTime(template.updated_at) })
          : t('jobs.jobTemplate.notSaved')}
      </Typography.Paragraph>
      <Form<JobFormValues> form={form} layout="vertical" initialValues={initialValues} onValuesChange={() => setDirty(true)}>
        {sections.map(({ step, fields }, index) => (
          <Fragment key={step}>
            {index > 0 && <Divider />}
            <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 16 }}>
              {t(`jobs.wizard.steps.${step}`)}
            </Typography.Title>
            {fields()}
          </Fragment>
        ))}
      </Form>
      <Flex justify="flex-end" wrap gap={8} style={{ marginTop: 24 }}>
        <Button loading={update.isPending} onClick={() => void save()}>
          {t('jobs.jobTemplate.save')}
        </Button>
        <Button type="primary" icon={<SendOutlined aria-hidden />} disabled={update.isPending} onClick={post}>
          {t('jobs.jobTemplate.postFromPosition')}
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * /job-template/:id (company only; id: a position): the job a position posts, with the
 * post-job wizard's fields and rules, and a way to post one from it.
 */
export default function JobTemplateRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const template = useJobTemplate(id);
  const { position, isPending } = useOrgPosition(id);
  if (template.isPending || isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!template.data) return <Empty description={t('jobs.jobTemplate.notFound')} />;
  return <TemplateForm key={id} positionId={id} positionTitle={position?.title} template={template.data} />;
}
