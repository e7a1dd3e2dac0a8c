import type { Cv, JobResponse } from '@/types/jobs';
import type { MyApplication } from '../api/get-my-applications';

/** A live job of Acme's, as a job seeker reads it (no applicant counts: not their company's). */
export const liveJob: JobResponse = {
  id: 'job-1',
  status: 'live',
  company: { id: 'c-1', name: 'Acme', logo: null },
  details: {
    title: 'Backend Engineer', description: 'Rust', employment_type: 'full_time', category: 'Engineering', location: 'Baku', remote: false,
    skills: ['Rust'], benefits: [], job_level: 4, openings: 1, salary_min: 2000, salary_max: 3000, currency: 'AZN', hide_salary: false,
    experience_years: 3, deadline: null, confidential: false, position: null, requirements: null, responsibilities: null, who_you_are: null,
    nice_to_have: null, measurable_outcomes: null, key_objectives: null, education: null, certification: null, industry_knowledge: null, evaluation_info: null,
  },
  deadline: null,
  requested: false,
  created_at: '2026-03-01T10:00:00Z',
  published_at: '2026-03-01T10:00:00Z',
  applicants: null,
  actions: [],
};

export const cvOnFile: Cv = { name: 'cv.pdf', url: '/api/accounts/files/cv/x.pdf', format: 'pdf', size_bytes: 15, uploaded_at: '2026-03-01T10:00:00Z' };

/** The job seeker's application `id` to `liveJob`, just sent. */
export const applicationTo = (job: JobResponse, id: string): MyApplication => ({
  id,
  status: { id: 0, value: 'applied' },
  actions: ['withdraw'],
  applied_at: '2026-03-03T10:00:00Z',
  status_changed_at: '2026-03-03T10:00:00Z',
  job_id: job.id,
  job_title: job.details.title,
  company_id: job.company?.id ?? null,
  company_name: job.company?.name ?? null,
  company_logo: null,
  offer: null,
  interview: null,
});
