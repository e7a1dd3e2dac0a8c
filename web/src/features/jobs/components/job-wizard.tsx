import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { applyServerFieldErrors, focusFirstError } from '@/lib/validation';
import type { JobResponse, JobDetails } from '@/types/jobs';
import { useCreateJob } from '../api/create-job';
import { useSetJobRequirements } from '../api/set-job-requirements';
import { useUpdateJob } from '../api/update-job';
import {
  defaultJobValues,
  deserializeValues,
  serializeValues,
  toFormValues,
  toJobInput,
  type JobFormValues,
} from '../utils/job-form';
import { postFromTemplateValues } from '../utils/job-template';
import {
  firstStepWithErrors,
  nextStep,
  parseStep,
  previousStep,
  reachableStep,
  stepFields,
  stepIndex,
  wizardSteps,
  type WizardStep,
} from '../utils/wizard-steps';
import { JobDetailsView } from './job-details-view';
import { CompensationFields, JobDescriptionFields, JobInformationFields, QualificationsFields } from './job-wizard-fields';

/** The unfinished post survives a reload of the tab (not of the browser). */
const DRAFT_KEY = 'hire.postJob.draft';

const stepBodies: Record<Exclude<WizardStep, 'review'>, () => ReactNode> = {
  jobInformation: () => <JobInformationFields />,
  jobDescription: () => <JobDescriptionFields />,
  qualifications: () => <QualificationsFields />,
  compensation: () => <CompensationFields />,
};

/** A job posted from a position: the wizard starts from its job template and the job carries its competencies. */
export type WizardTemplate = { positionId: string; positionTitle?: string; details: JobDetails | null };

/** The URL with another step; the rest of it (?position=) stays. */
const withStep = (next: WizardStep) => (previous: URLSearchParams) => {
  const search = new URLSearchParams(previous);
  search.set('step', next);
  return search;
};

type Props = { mode: 'create'; template?: WizardTemplate } | { mode: 'edit'; job: JobResponse };

/**
 * Post a job (or a staff request, for a Hiring Manager) and edit one: a wizard whose step is in
 * the URL (?step=jobInformation …), with all of the job's fields, ending on a preview.
 */
export function JobWizard(props: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<JobFormValues>();
  const editing = props.mode === 'edit';
  const requestsStaff = !editing && user.user_type === 'employee' && user.profile?.role === 'hiring_manager';
  const template = props.mode === 'create' ? props.template : undefined;
  // A post from a position keeps a draft of its own: the template fills a fresh one.
  const draftKey = template ? `${DRAFT_KEY}.position.${template.positionId}` : DRAFT_KEY;

  // The form owns the values after the first render.
  const [initialValues] = useState<JobFormValues>(() => {
    if (props.mode === 'edit') return toFormValues(props.job.details);
    const draft = deserializeValues(window.sessionStorage.getItem(draftKey));
    if (template) return draft ?? postFromTemplateValues(template.details, template.positionTitle);
    return { ...defaultJobValues, ...draft };
  });
  const [values, setValues] = useState<JobFormValues>(initialValues);
  const step = reachableStep(parseStep(params.get('step')), values);
  // The last server field errors and their step; they are placed once its fields are on screen.
  const [serverErrors, setServerErrors] = useState<{ error: ApiError; step: WizardStep } | null>(null);
  const placedErrors = useRef<typeof serverErrors>(null);

  const createDraft = useCreateJob({ successMessage: requestsStaff ? 'jobs.wizard.requested' : 'jobs.wizard.savedDraft' });
  const createLive = useCreateJob({ successMessage: 'jobs.wizard.published' });
  const update = useUpdateJob();
  const setRequirements = useSetJobRequirements();
  const saving = createDraft.isPending || createLive.isPending || update.isPending || setRequirements.isPending;

  const go = (next: WizardStep, replace = false) => setParams(withStep(next), { replace });

  // The URL always names the step shown, including a first visit to /post-job.
  useEffect(() => {
    if (params.get('step') !== step) setParams(withStep(step), { replace: true });
  }, [step, params, setParams]);

  useEffect(() => {
    if (!serverErrors || serverErrors.step !== step || placedErrors.current === serverErrors) return;
    placedErrors.current = serverErrors;
    applyServerFieldErrors(form, serverErrors.error, t);
  }, [serverErrors, step, form, t]);

  const onServerError = (error: unknown) => {
    if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return;
    const target = firstStepWithErrors(Object.keys(error.fields));
    if (!target) return;
    setServerErrors({ error, step: target });
    go(target);
  };

  const toNext = async () => {
    try {
      await form.validateFields(stepFields[step] as string[]);
    } catch {
      focusFirstError(form);
      return;
    }
    const next = nextStep(step);
    if (next) go(next);
  };

  const done = (job: JobResponse) => {
    window.sessionStorage.removeItem(draftKey);
    if (editing) navigate(paths.job.getHref(job.id));
    else if (requestsStaff) navigate(paths.requestedStaff.getHref());
    else navigate(user.user_type === 'company' ? paths.myJobs.getHref() : paths.allJobs.getHref());
  };

  const save = (publish: boolean) => {
    const input = toJobInput(form.getFieldsValue(true) as JobFormValues);
    if (props.mode === 'edit') {
      update.mutate({ id: props.job.id, input }, { onSuccess: done, onError: onServerError });
      return;
    }
    const mutation = publish ? createLive : createDraft;
    // From a position, the posted job then takes the position's competencies; the job exists
    // either way, so a refusal there (told by the one feedback place) does not keep the wizard open.
    const posted = (job: JobResponse) =>
      template
        ? setRequirements.mutate({ jobId: job.id, positionId: template.positionId }, { onSettled: () => done(job) })
        : done(job);
    mutation.mutate({ ...input, publish }, { onSuccess: posted, onError: onServerError });
  };

  const preview: JobResponse = {
    id: 'preview',
    status: 'draft',
    company: { id: '', name: user.profile?.name ?? user.profile?.company?.name ?? '', logo: null },
    details: toJobInput(values),
    deadline: values.deadline ? values.deadline.toISOString() : null,
    requested: requestsStaff,
    created_at: '',
    published_at: null,
  };

  const previous = previousStep(step);
  const finishButtons = editing ? (
    <Button type="primary" loading={saving} onClick={() => save(false)}>
      {t('jobs.wizard.saveChanges')}
    </Button>
  ) : requestsStaff ? (
    <Button type="primary" loading={saving} onClick={() => save(false)}>
      {t('jobs.wizard.sendRequest')}
    </Button>
  ) : (
    <>
      <Button loading={createDraft.isPending} disabled={saving} onClick={() => save(false)}>
        {t('jobs.wizard.saveDraft')}
      </Button>
      <Button type="primary" loading={createLive.isPending} disabled={saving} onClick={() => save(true)}>
        {t('jobs.wizard.publish')}
      </Button>
    </>
  );

  return (
    <Card
      title={t(editing ? 'jobs.wizard.editTitle' : requestsStaff ? 'jobs.wizard.requestTitle' : 'jobs.wizard.createTitle')}
      style={{ maxWidth: 1000 }}
    >
      <Steps
        current={stepIndex(step)}
        size="small"
        style={{ marginBottom: 32 }}
        onChange={(index) => go(reachableStep(wizardSteps[index], values))}
        items={wizardSteps.map((id) => ({ title: t(`jobs.wizard.steps.${id}`) }))}
      />
      {template && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          title={
            template.positionTitle
              ? t('jobs.jobTemplate.fromPosition', { position: template.positionTitle })
              : t('jobs.jobTemplate.fromUnnamedPosition')
          }
        />
      )}
      <Form<JobFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => {
          // Every value, those of the steps not on screen included.
          const all = form.getFieldsValue(true) as JobFormValues;
          setValues(all);
          if (!editing) window.sessionStorage.setItem(draftKey, serializeValues(all));
        }}
      >
        {step === 'review' ? <JobDetailsView job={preview} /> : stepBodies[step]()}
      </Form>
      <Flex justify="space-between" style={{ marginTop: 24 }} wrap gap={8}>
        <div>{previous && <Button onClick={() => go(previous)}>{t('jobs.wizard.back')}</Button>}</div>
        <Space wrap>{step === 'review' ? finishButtons : <Button type="primary" onClick={() => void toNext()}>{t('jobs.wizard.next')}</Button>}</Space>
      </Flex>
    </Card>
  );
}
