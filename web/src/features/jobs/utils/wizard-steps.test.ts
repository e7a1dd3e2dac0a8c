import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultJobValues, deserializeValues, serializeValues, toFormValues, toJobInput, type JobFormValues } from './job-form';
import {
  firstIncompleteStep,
  firstStepWithErrors,
  nextStep,
  parseStep,
  previousStep,
  reachableStep,
  stepFields,
  stepOf,
  wizardSteps,
} from './wizard-steps';

const complete: JobFormValues = { ...defaultJobValues, title: 'Rust engineer', employment_type: 'full_time', description: 'Build it.' };

describe('wizard steps', () => {
  it('reads the step from the URL, starting at job information', () => {
    expect(parseStep('jobInformation')).toBe('jobInformation');
    expect(parseStep('compensation')).toBe('compensation');
    expect(parseStep(null)).toBe('jobInformation');
    expect(parseStep('nonsense')).toBe('jobInformation');
  });

  it('walks forward and back, with no step before the first nor after the review', () => {
    expect(nextStep('jobInformation')).toBe('jobDescription');
    expect(nextStep('compensation')).toBe('review');
    expect(nextStep('review')).toBeNull();
    expect(previousStep('jobDescription')).toBe('jobInformation');
    expect(previousStep('jobInformation')).toBeNull();
  });

  it('puts every job field on exactly one step', () => {
    const fields = wizardSteps.flatMap((step) => stepFields[step]);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(toJobInput(complete)).filter((key) => key !== 'publish').sort());
    expect(stepOf('salary_max')).toBe('compensation');
    expect(stepOf('nope')).toBeUndefined();
  });

  it('finds the first step whose required fields are empty', () => {
    expect(firstIncompleteStep({})).toBe('jobInformation');
    expect(firstIncompleteStep({ title: 'x', employment_type: 'contract' })).toBe('jobDescription');
    expect(firstIncompleteStep({ title: '  ', employment_type: 'contract', description: 'x' })).toBe('jobInformation');
    expect(firstIncompleteStep(complete)).toBeNull();
  });

  it('does not let a URL skip past an unfinished step, but allows going back', () => {
    expect(reachableStep('review', {})).toBe('jobInformation');
    expect(reachableStep('review', { title: 'x', employment_type: 'contract' })).toBe('jobDescription');
    expect(reachableStep('jobInformation', complete)).toBe('jobInformation');
    expect(reachableStep('review', complete)).toBe('review');
  });

  it('shows the earliest step holding a server field error', () => {
    expect(firstStepWithErrors(['salary_max', 'description'])).toBe('jobDescription');
    expect(firstStepWithErrors(['unknown'])).toBeNull();
  });
});

describe('job form values', () => {
  it('sends blanks as null, the deadline as a day and tags trimmed and unique', () => {
    const input = toJobInput({
      ...complete,
      position: '   ',
      deadline: dayjs('2031-05-04'),
      skills: [' Rust ', 'Rust', 'SQL', ''],
      salary_min: 1000,
    });
    expect(input).toMatchObject({
      title: 'Rust engineer',
      position: null,
      deadline: '2031-05-04',
      skills: ['Rust', 'SQL'],
      benefits: [],
      salary_min: 1000,
      salary_max: null,
      currency: 'AZN',
      openings: 1,
    });
  });

  it('fills the form from a job and survives the draft storage', () => {
    const values = toFormValues({
      ...(toJobInput(complete) as Required<ReturnType<typeof toJobInput>>),
      deadline: '2031-01-02',
      job_level: 4,
    } as never);
    expect(values.deadline?.format('YYYY-MM-DD')).toBe('2031-01-02');
    expect(values.job_level).toBe(4);
    expect(values.position).toBeUndefined();
    const again = deserializeValues(serializeValues(values));
    expect(again?.deadline?.format('YYYY-MM-DD')).toBe('2031-01-02');
    expect(again?.title).toBe('Rust engineer');
    expect(deserializeValues('{broken')).toBeNull();
  });
});
