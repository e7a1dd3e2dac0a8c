import type { JobField, JobFormValues } from './job-form';

/** The steps of Post a job, in order; the URL names the current one (?step=jobInformation). */
export const wizardSteps = ['jobInformation', 'jobDescription', 'qualifications', 'compensation', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const stepFields: Record<WizardStep, readonly JobField[]> = {
  jobInformation: ['title', 'position', 'category', 'employment_type', 'job_level', 'openings', 'location', 'remote', 'deadline', 'confidential'],
  jobDescription: ['description', 'responsibilities', 'requirements', 'who_you_are', 'nice_to_have', 'skills', 'benefits'],
  qualifications: ['education', 'experience_years', 'certification', 'industry_knowledge', 'key_objectives', 'measurable_outcomes', 'evaluation_info'],
  compensation: ['salary_min', 'salary_max', 'currency', 'hide_salary'],
  review: [],
};

export const requiredFields: readonly JobField[] = ['title', 'employment_type', 'description'];

export function isWizardStep(value: unknown): value is WizardStep {
  return wizardSteps.includes(value as WizardStep);
}

/** The step a URL asks for; the first one when it names none or an unknown one. */
export function parseStep(value: string | null): WizardStep {
  return isWizardStep(value) ? value : wizardSteps[0];
}

export const stepIndex = (step: WizardStep) => wizardSteps.indexOf(step);

export function nextStep(step: WizardStep): WizardStep | null {
  return wizardSteps[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = stepIndex(step);
  return index > 0 ? wizardSteps[index - 1] : null;
}

export function stepOf(field: string): WizardStep | undefined {
  return wizardSteps.find((step) => (stepFields[step] as readonly string[]).includes(field));
}

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);

/** The first step with a required field left empty, or null when all are filled. */
export function firstIncompleteStep(values: JobFormValues): WizardStep | null {
  const missing = requiredFields.filter((field) => !filled(values[field]));
  const steps = missing.map((field) => stepOf(field)!).sort((a, b) => stepIndex(a) - stepIndex(b));
  return steps[0] ?? null;
}

/**
 * Where the wizard goes when the URL asks for `requested`: steps may be revisited freely, but
 * not skipped past one whose required fields are still empty (a bookmarked ?step=review).
 */
export function reachableStep(requested: WizardStep, values: JobFormValues): WizardStep {
  const incomplete = firstIncompleteStep(values);
  return incomplete && stepIndex(incomplete) < stepIndex(requested) ? incomplete : requested;
}

/** The step to show for the server's field errors: the earliest step holding one of them. */
export function firstStepWithErrors(fields: readonly string[]): WizardStep | null {
  const steps = fields.map(stepOf).filter((step): step is WizardStep => step !== undefined);
  return steps.sort((a, b) => stepIndex(a) - stepIndex(b))[0] ?? null;
}
