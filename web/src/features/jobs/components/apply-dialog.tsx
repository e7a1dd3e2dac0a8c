import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CvUpload } from '@/components/cv/cv-upload';
import { LimitedTextArea } from '@/components/form/limited-text';
import { PrivacyTermsField } from '@/components/form/privacy-terms-field';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { attributionFor } from '@/lib/attribution';
import { useCv } from '@/lib/cv';
import { applyServerFieldErrors } from '@/lib/validation';
import { useApplyToJob } from '../api/apply-to-job';

type Props = {
  open: boolean;
  jobId: string;
  jobTitle: string;
  onClose: () => void;
  /** The application made, by its id. */
  onApplied: (applicationId: string) => void;
};

type ApplyValues = { cover_letter?: string; privacy_terms_version: string };

/**
 * Apply to a job. A CV is required (spec), so a job seeker without one uploads it first; if the
 * server still answers "CV required to apply", that is shown and the upload step comes back.
 */
export function ApplyDialog({ open, jobId, jobTitle, onClose, onApplied }: Props) {
  const { t } = useTranslation();
  const cv = useCv({ enabled: open });
  const apply = useApplyToJob();
  const [form] = Form.useForm<ApplyValues>();
  // The server answered "CV required" although one seemed on file: upload again.
  const [cvRefused, setCvRefused] = useState(false);
  const step: 'cv' | 'letter' = cvRefused || (cv.isSuccess && !cv.data) ? 'cv' : 'letter';

  const close = () => {
    setCvRefused(false);
    onClose();
  };

  const submit = ({ cover_letter, privacy_terms_version }: ApplyValues) =>
    apply.mutate(
      { jobId, coverLetter: cover_letter?.trim(), privacyTermsVersion: privacy_terms_version, source: attributionFor(jobId) },
      {
        onSuccess: (applied) => {
          form.resetFields();
          onApplied(applied.id);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'cv_required') setCvRefused(true);
          else applyServerFieldErrors(form, error, t);
        },
      },
    );

  return (
    <Dialog
      open={open}
      title={t('jobs.apply.title', { title: jobTitle })}
      okText={t('jobs.apply.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ disabled: step !== 'letter' || cv.isPending }}
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={close}
    >
      <Steps
        size="small"
        current={step === 'cv' ? 0 : 1}
        style={{ marginBottom: 24 }}
        items={[{ title: t('jobs.apply.cvStep') }, { title: t('jobs.apply.letterStep') }]}
      />
      {step === 'cv' ? (
        <>
          <Alert type="info" showIcon title={t('jobs.apply.cvNeeded')} style={{ marginBottom: 16 }} />
          <CvUpload onUploaded={() => setCvRefused(false)} />
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('jobs.apply.cvOnFile', { name: cv.data?.name ?? '' })}</Typography.Paragraph>
          <Form<ApplyValues> form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="cover_letter"
              label={t('jobs.apply.coverLetter')}
              rules={[{ max: 5000, message: t('validation.max_chars', { count: 5000 }) }]}
            >
              <LimitedTextArea rows={6} limit={5000} showCount placeholder={t('jobs.apply.coverLetterHint')} />
            </Form.Item>
            <PrivacyTermsField />
          </Form>
        </>
      )}
    </Dialog>
  );
}
