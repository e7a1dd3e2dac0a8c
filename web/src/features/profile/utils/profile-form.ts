import dayjs, { type Dayjs } from 'dayjs';
import type { CompanyContact, CompanyPage, CompanyInput, JobseekerProfile, ProfileInput } from '@/types/profiles';

export const BIO_MAX = 500;
export const HEADLINE_MAX = 200;
export const REGION_MAX = 120;
export const NAME_MAX = 150;
export const DEFAULT_CURRENCY = 'AZN';
export const currencies = ['AZN', 'USD', 'EUR', 'GBP', 'TRY', 'RUB'] as const;
export const contactLinks = ['website', 'linkedin', 'facebook', 'twitter', 'instagram'] as const;

/** The basics and contact forms' values, as antd holds them. */
export type ProfileValues = Partial<Omit<ProfileInput, 'date_of_birth'>> & { date_of_birth?: Dayjs | null };

export function toProfileValues(profile: JobseekerProfile): ProfileValues {
  const details = profile.private;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    headline: profile.headline,
    bio: profile.bio,
    region: profile.region,
    gender: details?.gender ?? null,
    date_of_birth: details?.date_of_birth ? dayjs(details.date_of_birth) : null,
    salary_expectation: details?.salary_expectation ?? null,
    currency: details?.currency ?? DEFAULT_CURRENCY,
    cv_visible: profile.cv_visible,
    ...profile.contact,
  };
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The whole profile as the API takes it, with `changes` from one form over what is saved:
 * each form edits a part, the API replaces the whole.
 */
export function toProfileInput(profile: JobseekerProfile, changes: ProfileValues): ProfileInput {
  const values = { ...toProfileValues(profile), ...changes };
  return {
    first_name: values.first_name?.trim() ?? '',
    last_name: values.last_name?.trim() ?? '',
    headline: text(values.headline),
    bio: text(values.bio),
    gender: values.gender ?? null,
    date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
    region: text(values.region),
    salary_expectation: typeof values.salary_expectation === 'number' ? values.salary_expectation : null,
    currency: text(values.currency) ?? (typeof values.salary_expectation === 'number' ? DEFAULT_CURRENCY : null),
    cv_visible: values.cv_visible ?? false,
    phone: text(values.phone),
    website: text(values.website),
    linkedin: text(values.linkedin),
    facebook: text(values.facebook),
    twitter: text(values.twitter),
    instagram: text(values.instagram),
  };
}

export const companyContactFields = ['email', 'phone', 'address', 'location', 'country', 'website', 'linkedin', 'facebook', 'twitter', 'instagram'] as const;
export const companyLinkFields = ['website', 'linkedin', 'facebook', 'twitter', 'instagram'] as const satisfies readonly (keyof CompanyContact)[];

/** The company form flattens the contact block; the API nests it. */
export type CompanyValues = Partial<Omit<CompanyInput, 'contact'>> & Partial<CompanyContact>;

export function toCompanyValues({ name, industry, employee_count, founded, description, contact }: CompanyPage): CompanyValues {
  return { name, industry, employee_count, founded, description, ...contact };
}

export function toCompanyInput(values: CompanyValues): CompanyInput {
  const number = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    name: values.name?.trim() ?? '',
    industry: values.industry ?? null,
    employee_count: number(values.employee_count),
    founded: number(values.founded),
    description: text(values.description),
    contact: Object.fromEntries(companyContactFields.map((field) => [field, text(values[field])])) as CompanyContact,
  };
}
