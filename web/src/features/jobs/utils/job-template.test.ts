import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { JobDetails } from '@/types/jobs';
import { defaultJobValues, toJobInput } from './job-form';
import { postFromTemplateValues, templateFormValues } from './job-template';

const details = (overrides: Partial<JobDetails> = {}): JobDetails => ({
  title: 'Account executive',
  description: 'Sell it.',
  employment_type: 'full_time',
  category: 'Sales',
  location: 'Baku',
  remote: true,
  skills: ['Negotiation'],
  benefits: ['Bonus'],
  job_level: 4,
  openings: 2,
  salary_min: 2000,
  salary_max: 3000,
  currency: 'USD',
  hide_salary: false,
  experience_years: 3,
  deadline: null,
  confidential: false,
  position: 'Account executive',
  requirements: null,
  responsibilities: 'Close deals.',
  who_you_are: null,
  nice_to_have: null,
  measurable_outcomes: null,
  key_objectives: null,
  education: 2,
  certification: null,
  industry_knowledge: null,
  evaluation_info: null,
  ...overrides,
});

describe('the job template form', () => {
  it('starts from a job named after the position before a template is written', () => {
    expect(templateFormValues(null, 'Account executive')).toEqual({
      ...defaultJobValues,
      title: 'Account executive',
      position: 'Account executive',
    });
    expect(templateFormValues(null)).toEqual(defaultJobValues);
  });

  it('starts from the saved template, leaving out empty fields, and sends it back unchanged', () => {
    const values = templateFormValues(details({ deadline: '2099-05-01' }), 'Ignored title');
    expect(values).toMatchObject({ title: 'Account executive', openings: 2, currency: 'USD', remote: true, skills: ['Negotiation'], education: 2 });
    expect(values.deadline?.format('YYYY-MM-DD')).toBe('2099-05-01');
    expect('requirements' in values).toBe(false);
    expect(toJobInput(values)).toEqual(details({ deadline: '2099-05-01' }));
  });

  it('fills the post-job wizard from the template, less a deadline that has passed', () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    expect(postFromTemplateValues(details({ deadline: yesterday })).deadline).toBeNull();
    expect(postFromTemplateValues(details({ deadline: '2099-05-01' })).deadline?.format('YYYY-MM-DD')).toBe('2099-05-01');
    expect(postFromTemplateValues(null, 'Account executive')).toMatchObject({ title: 'Account executive', openings: 1 });
  });
});
