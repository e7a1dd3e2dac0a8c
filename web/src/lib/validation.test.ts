import { describe, expect, it } from 'vitest';
import { endsAfterStart, isBusinessEmail, isValidEmail, isValidPhone, isValidUrl, passwordProblem } from './validation';

describe('e-mail rules', () => {
  it('accepts a plain address and refuses malformed ones', () => {
    expect(isValidEmail('ada@acme.io')).toBe(true);
    expect(isValidEmail(' ada@acme.io ')).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@acme.io', 'ada@acme', 'a da@acme.io']) expect(isValidEmail(bad)).toBe(false);
  });

  it('refuses free-mail domains for a business address, whatever the case', () => {
    for (const domain of ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'icloud.com', 'mail.ru', 'yandex.ru', 'yandex.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'zoho.com']) {
      expect(isBusinessEmail(`ceo@${domain}`), domain).toBe(false);
    }
    expect(isBusinessEmail('CEO@GMAIL.COM')).toBe(false);
    expect(isBusinessEmail('ceo@acme.io')).toBe(true);
    expect(isBusinessEmail('ceo@gmail.company.com')).toBe(true);
  });
});

describe('password rules', () => {
  it('names the first rule a password breaks, with the server field codes', () => {
    expect(passwordProblem('Ab1!')).toBe('password_too_short');
    expect(passwordProblem('ABCDEFG1!')).toBe('password_needs_lowercase');
    expect(passwordProblem('abcdefg1!')).toBe('password_needs_uppercase');
    expect(passwordProblem('Abcdefgh!')).toBe('password_needs_digit');
    expect(passwordProblem('Abcdefg12')).toBe('password_needs_special');
  });

  it('accepts 8 characters with all four kinds', () => {
    expect(passwordProblem('Abcdef1!')).toBeNull();
    expect(passwordProblem('Correct-Horse-9')).toBeNull();
  });
});

describe('profile rules', () => {
  it('accepts absolute http(s) addresses with a host, as the API does', () => {
    for (const good of ['https://acme.io', 'http://acme.io/jobs?id=1', 'https://www.linkedin.com/in/ada', 'http://localhost:3000']) {
      expect(isValidUrl(good), good).toBe(true);
    }
    for (const bad of ['acme.io', 'ftp://acme.io', 'https://acme', 'https://acme .io', 'linkedin']) expect(isValidUrl(bad), bad).toBe(false);
  });

  it('accepts phone numbers of 7 to 15 digits written with a plus, spaces, dashes and brackets', () => {
    expect(isValidPhone('+994 (50) 123-45-67')).toBe(true);
    expect(isValidPhone('0501234567')).toBe(true);
    expect(isValidPhone('12-34')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
  });

  it('wants an end date strictly after the start, and lets an open end pass', () => {
    expect(endsAfterStart('2024-01-01', '2024-02-01')).toBe(true);
    expect(endsAfterStart('2024-02-01', '2024-01-01')).toBe(false);
    expect(endsAfterStart('2024-02-01', '2024-02-01')).toBe(false);
    expect(endsAfterStart('2024-02-01', null)).toBe(true);
  });
});
