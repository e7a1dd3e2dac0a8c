import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_CURRENCY, type EmploymentType } from '@/lib/lists';
import type { JobDetails, PostJobRequest } from '@/types/jobs';

/** The job form's values, as antd holds them (the deadline as a dayjs date). */
export type JobFormValues = {
  title?: string;
  position?: string;
  category?: string;
  employment_type?: EmploymentType;
  job_level?: number;
  openings?: number;
  location?: string;
  remote?: boolean;
  deadline?: Dayjs | null;
  confidential?: boolean;
  description?: string;
  responsibilities?: string;
  requirements?: string;
  who_you_are?: string;
  nice_to_have?: string;
  skills?: string[];
  benefits?: string[];
  education?: number;
  experience_years?: number;
  certification?: string;
  industry_knowledge?: string;
  key_objectives?: string;
  measurable_outcomes?: string;
  evaluation_info?: string;
  salary_min?: number;
  salary_max?: number;
  currency?: string;
  hide_salary?: boolean;
};

export type JobField = keyof JobFormValues;

export const DESCRIPTION_MAX = 500;
export { currencies, DEFAULT_CURRENCY } from '@/lib/lists';
const DATE = 'YYYY-MM-DD';

export const defaultJobValues: JobFormValues = { openings: 1, remote: false, confidential: false, hide_salary: false, currency: DEFAULT_CURRENCY };

const textFields = [
  'title', 'position', 'category', 'location', 'description', 'responsibilities', 'requirements', 'who_you_are',
  'nice_to_have', 'certification', 'industry_knowledge', 'key_objectives', 'measurable_outcomes', 'evaluation_info',
] as const satisfies readonly JobField[];
const numberFields = ['job_level', 'openings', 'education', 'experience_years', 'salary_min', 'salary_max'] as const satisfies readonly JobField[];

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const number = (value: number | undefined | null) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A job's input with the fields the form always fills, so that it also reads as the job's details (the preview). */
export type FilledJobInput = PostJobRequest & Pick<JobDetails, 'benefits' | 'confidential' | 'currency' | 'hide_salary' | 'openings' | 'remote' | 'skills'>;

/** What the API takes: blank texts as null, the deadline as a day, tags trimmed and unique. */
export function toJobInput(values: JobFormValues): FilledJobInput {
  const input: Record<string, unknown> = {};
  for (const field of textFields) input[field] = text(values[field]);
  for (const field of numberFields) input[field] = number(values[field]);
  const tags = (list: string[] | undefined) => [...new Set((list ?? []).map((tag) => tag.trim()).filter(Boolean))];
  return {
    ...(input as Partial<JobDetails>),
    title: text(values.title) ?? '',
    description: text(values.description) ?? '',
    // The wizard goes on to posting only with one chosen; the server names a missing one.
    employment_type: values.employment_type ?? '',
    openings: number(values.openings) ?? 1,
    remote: values.remote ?? false,
    confidential: values.confidential ?? false,
    hide_salary: values.hide_salary ?? false,
    currency: text(values.currency) ?? DEFAULT_CURRENCY,
    deadline: values.deadline ? values.deadline.format(DATE) : null,
    skills: tags(values.skills),
    benefits: tags(values.benefits),
  };
}

/** The form's values for an existing job (job edit). */
export function toFormValues(details: JobDetails): JobFormValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) if (value !== null) values[key] = value;
  return { ...(values as JobFormValues), deadline: details.deadline ? dayjs(details.deadline, DATE) : null };
}

/** The form as JSON (for the draft kept while the wizard is open), and back. */
export function serializeValues(values: JobFormValues): string {
  return JSON.stringify({ ...values, deadline: values.deadline ? values.deadline.format(DATE) : null });
}

export function deserializeValues(json: string | null): JobFormValues | null {
  if (!json) return null;
  try {
    const raw = JSON.parse(json) as Omit<JobFormValues, 'deadline'> & { deadline?: string | null };
    return { ...raw, deadline: raw.deadline ? dayjs(raw.deadline, DATE) : null };
  } catch {
    return null;
  }
}
