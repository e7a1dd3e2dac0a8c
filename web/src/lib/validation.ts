import type { FormInstance, FormRule } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/Form';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

export const PASSWORD_MIN_LENGTH = 8;

// Free-mail providers: a company must register with its own domain (the server checks too).
export const freeMailDomains = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'yandex.ru',
  'yandex.com',
  'ya.ru',
  'rambler.ru',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'zoho.com',
  'mail.com',
  'tutanota.com',
] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** An absolute http(s) address with a host, as the API checks it (domain `validation::url`). */
export function isValidUrl(value: string): boolean {
  const text = value.trim();
  const rest = /^https?:\/\//i.test(text) ? text.replace(/^https?:\/\//i, '') : null;
  if (rest === null || /\s/.test(text) || text.length > 2000) return false;
  const host = rest.split(/[/?#]/)[0];
  return host.includes('.') || host.startsWith('localhost');
}

/** A phone number as people write it: 7 to 15 digits, with spaces, dashes, dots, brackets and a leading plus. */
export function isValidPhone(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s\-.()]+$/.test(text) && digits >= 7 && digits <= 15;
}

/** Whether an end date (YYYY-MM-DD or a dayjs value) comes strictly after the start; true when either is missing. */
export function endsAfterStart(start: { valueOf(): number } | string | null | undefined, end: { valueOf(): number } | string | null | undefined): boolean {
  if (!start || !end) return true;
  const time = (value: { valueOf(): number } | string) => (typeof value === 'string' ? Date.parse(value) : value.valueOf());
  return time(end) > time(start);
}

export function isBusinessEmail(value: string): boolean {
  const domain = value.trim().toLowerCase().split('@')[1] ?? '';
  return !(freeMailDomains as readonly string[]).includes(domain);
}

export type PasswordProblem =
  | 'password_too_short'
  | 'password_needs_lowercase'
  | 'password_needs_uppercase'
  | 'password_needs_digit'
  | 'password_needs_special';

/** The first rule the password breaks, named by the server's field code, or null. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (!/[a-z]/.test(password)) return 'password_needs_lowercase';
  if (!/[A-Z]/.test(password)) return 'password_needs_uppercase';
  if (!/\d/.test(password)) return 'password_needs_digit';
  if (!/[^A-Za-z0-9]/.test(password)) return 'password_needs_special';
  return null;
}

/** antd rules for the form messages of spec section 5, worded by `validation.<code>`. */
export function formRules(t: TFunction) {
  const fail = (code: string) => Promise.reject(new Error(t(`validation.${code}`)));
  return {
    required: { required: true, message: t('validation.required') } satisfies FormRule,
    email: {
      validator: (_, value?: string) => (!value || isValidEmail(value) ? Promise.resolve() : fail('invalid_email')),
    } satisfies FormRule,
    businessEmail: {
      validator: (_, value?: string) =>
        !value || !isValidEmail(value) || isBusinessEmail(value) ? Promise.resolve() : fail('business_email_required'),
    } satisfies FormRule,
    password: {
      validator: (_, value?: string) => {
        const problem = value ? passwordProblem(value) : null;
        return problem ? fail(problem) : Promise.resolve();
      },
    } satisfies FormRule,
    matches: (field: string): FormRule => ({ getFieldValue }) => ({
      validator: (_, value?: string) =>
        !value || value === getFieldValue(field) ? Promise.resolve() : fail('passwords_must_match'),
    }),
    url: {
      validator: (_, value?: string) => (!value?.trim() || isValidUrl(value) ? Promise.resolve() : fail('invalid_url')),
    } satisfies FormRule,
    phone: {
      validator: (_, value?: string) => (!value?.trim() || isValidPhone(value) ? Promise.resolve() : fail('invalid_phone')),
    } satisfies FormRule,
    maxChars: (count: number): FormRule => ({ max: count, message: t('validation.max_chars', { count }) }),
    /** On the end date field: it must come after the value of `startField`. */
    endsAfter: (startField: string): FormRule => ({ getFieldValue }) => ({
      validator: (_, value?: { valueOf(): number } | null) =>
        endsAfterStart(getFieldValue(startField), value) ? Promise.resolve() : fail('end_before_start'),
    }),
  };
}

/** Puts a 422's field codes on the form fields of the same name; true when any was placed. */
export function applyServerFieldErrors(form: FormInstance, error: unknown, t: TFunction): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const entries = Object.entries(error.fields).filter(([name]) => known.has(name));
  form.setFields(
    entries.map(([name, codes]) => ({
      name,
      errors: codes.map((code) => t(`validation.${code}`, { defaultValue: t('validation.invalid') })),
    })),
  );
  focusFirstError(form);
  return entries.length > 0;
}

/**
 * Where a form takes the user after a refused submit: its first field in error, scrolled into
 * view and focused, so a keyboard or screen-reader user lands on what to fix (WCAG 3.3.1).
 * Every form has it as the ConfigProvider's default (`scrollToFirstError`).
 */
export const firstErrorScroll: ScrollFocusOptions = { block: 'center', focus: true };

/** Takes the user to the form's first field in error, for checks that do not go through a submit. */
export function focusFirstError(form: FormInstance): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  if (first) form.scrollToField(first.name, firstErrorScroll);
}
