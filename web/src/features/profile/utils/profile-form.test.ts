import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { JobseekerProfile } from '@/types/profiles';
import { toCompanyInput, toProfileInput } from './profile-form';
import { toSectionInput, toSectionValues } from './sections';

const profile: JobseekerProfile = {
  id: 'u-1',
  first_name: 'Grace',
  last_name: 'Hopper',
  headline: 'Compiler engineer',
  bio: null,
  region: 'Baku',
  profile_picture: null,
  cover_picture: null,
  private: { gender: 'female', date_of_birth: '1990-12-09', salary_expectation: 3000, currency: 'USD', email: 'grace@example.com' },
  contact: { phone: '+994 50 123 45 67', website: null, linkedin: 'https://linkedin.com/in/grace', facebook: null, twitter: null, instagram: null },
  cv_visible: true,
  cv: null,
  skills: [],
  experiences: [],
  educations: [],
  languages: [],
  portfolios: [],
};

describe('profile form values', () => {
  it('given the saved profile, when one form changes a part, then the whole profile goes to the API with that part changed', () => {
    const input = toProfileInput(profile, { headline: '  Rust engineer ', phone: '', website: 'https://grace.dev' });
    expect(input).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      headline: 'Rust engineer',
      bio: null,
      gender: 'female',
      date_of_birth: '1990-12-09',
      region: 'Baku',
      salary_expectation: 3000,
      currency: 'USD',
      cv_visible: true,
      phone: null,
      website: 'https://grace.dev',
      linkedin: 'https://linkedin.com/in/grace',
      facebook: null,
      twitter: null,
      instagram: null,
    });
  });

  it('sends a salary with the default currency when none was chosen, and no currency without a salary', () => {
    const bare = { ...profile, private: { ...profile.private!, salary_expectation: null, currency: null } };
    expect(toProfileInput(bare, { currency: undefined }).currency).toBeNull();
    expect(toProfileInput(bare, { salary_expectation: 2000, currency: undefined }).currency).toBe('AZN');
  });

  it('turns section form values into API input: days for dates, null for blanks', () => {
    const values = toSectionValues({ id: 'e-1', title: 'Engineer', company: 'Acme', location: null, start_date: '2021-03-01', end_date: null, description: 'x' });
    expect(dayjs.isDayjs(values.start_date)).toBe(true);
    expect(toSectionInput({ ...values, location: '  ', description: ' Built things ' })).toEqual({
      title: 'Engineer',
      company: 'Acme',
      location: null,
      start_date: '2021-03-01',
      end_date: null,
      description: 'Built things',
    });
  });

  it('nests the company contact block as the API wants it', () => {
    expect(toCompanyInput({ name: ' Acme ', industry: 'Software', founded: 2010, website: 'https://acme.io', email: '' })).toEqual({
      name: 'Acme',
      industry: 'Software',
      employee_count: null,
      founded: 2010,
      description: null,
      contact: { email: null, phone: null, address: null, location: null, country: null, website: 'https://acme.io', linkedin: null, facebook: null, twitter: null, instagram: null },
    });
  });
});
