import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n';

const root = join(process.cwd(), 'src', 'locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else flatten(value, path).forEach((text, nested) => keys.set(nested, text));
  }
  return keys;
}

function read(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(root, language)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree;
    flatten(tree).forEach((text, key) => all.set(`${namespace}.${key}`, text));
  }
  return all;
}

const texts = Object.fromEntries(languages.map((language) => [language, read(language)]));
/** Plural variants count as one key: languages differ in how many forms they need. */
const base = (key: string) => key.replace(pluralSuffix, '');

describe('translations', () => {
  it('have a folder per language with the same namespaces', () => {
    const files = languages.map((language) => readdirSync(join(root, language)).filter((name) => name.endsWith('.json')).sort());
    for (const list of files) expect(list).toEqual(files[0]);
  });

  for (const language of languages) {
    for (const other of languages.filter((candidate) => candidate !== language)) {
      it(`${language} has every key that ${other} has`, () => {
        const have = new Set([...texts[language].keys()].map(base));
        const missing = [...new Set([...texts[other].keys()].map(base))].filter((key) => !have.has(key));
        expect(missing, `missing in ${language}`).toEqual([]);
      });
    }

    it(`${language} has every plural form its grammar needs`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set([...texts[language].keys()].filter((key) => pluralSuffix.test(key)).map(base));
      const missing = [...plurals].flatMap((key) =>
        categories.filter((category) => !texts[language].has(`${key}_${category}`)).map((category) => `${key}_${category}`),
      );
      expect(missing).toEqual([]);
    });

    it(`${language} has no empty text`, () => {
      const empty = [...texts[language]].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }

  // The hiring API's refusals (api/src/jobs, api/src/accounts/cv.rs).
  const hiringErrorCodes = [
    'transition_not_allowed', 'cv_required', 'already_applied', 'job_not_accepting', 'blacklisted', 'no_next_step',
    'already_evaluated', 'offer_expired', 'offer_open', 'concurrent_update', 'file_too_large', 'unsupported_file_type',
    'malformed_upload', 'deadline_passed', 'already_exists', 'unavailable', 'application_anonymised',
  ];

  // The org structure's refusals (docs/api-org-contract.md).
  const orgErrorCodes = ['name_taken', 'archived', 'unit_in_use', 'position_in_use', 'scale_below_required_levels'];

  // Delegated access's refusals (docs/api-delegates-contract.md).
  const delegatesErrorCodes = ['already_granted', 'not_a_delegate'];

  // The workforce plan's refusals (docs/api-workforce-planning-contract.md).
  const workforcePlanningErrorCodes = ['no_vacancy', 'no_job_template'];

  // The exports' refusals (api/src/exports.rs, api/src/benchmark.rs).
  const exportErrorCodes = ['insufficient_data'];

  // Learning, the AI token market and the AI proposal's refusals (docs/api-learning-contract.md).
  const learningErrorCodes = [
    'document_too_large', 'document_without_text', 'document_in_use', 'not_enough_ai_tokens', 'ai_rate_limited', 'ai_unavailable',
    'ai_proposal_failed', 'no_applicants', 'no_candidates_data', 'failed_to_build_prompt', 'order_not_pending',
  ];

  // The webhooks' refusals (docs/api-webhooks-contract.md).
  const webhooksErrorCodes = ['too_many_webhook_endpoints', 'webhook_endpoint_disabled'];

  // Social login's refusals (docs/api-auth-contract.md, "Social login").
  const socialLoginErrorCodes = ['social_login_failed', 'social_email_unverified', 'login_other_social', 'social_provider_unavailable'];

  it('use the spec\'s wording where it has one', () => {
    expect(texts.en.get('errors.cv_required')).toBe('CV required to apply.');
    expect(texts.en.get('errors.already_exists')).toBe('Already exists.');
    expect(texts.en.get('benchmark.insufficient')).toBe('Benchmark: insufficient data for the filters.');
    expect(texts.en.get('errors.insufficient_data')).toBe('Benchmark: insufficient data for the filters.');
    expect(texts.en.get('errors.not_enough_ai_tokens')).toBe('Not enough AI tokens, purchase more.');
    expect(texts.en.get('errors.ai_rate_limited')).toBe('AI service rate limited, try later.');
    expect(texts.en.get('errors.no_applicants')).toBe('No applicants found for the job.');
    expect(texts.en.get('validation.https_required')).toBe('Use an https:// address.');
    expect(texts.en.get('validation.private_address')).toBe('This address is not reachable from the internet.');
  });

  it('translate every error and field code of the accounts, hiring, org, delegates, workforce planning, learning and webhooks contracts', () => {
    const errorCodes = [
      'malformed_json', 'bad_request', 'validation_failed', 'unsupported_media_type', 'payload_too_large', 'not_found',
      'method_not_allowed', 'not_authenticated', 'token_not_valid', 'no_active_user', 'permission_denied',
      'module_not_active', 'invalid_password', 'wrong_password', 'link_not_valid', 'internal_error',
    ];
    const fieldCodes = [
      'required', 'invalid_type', 'invalid_email', 'business_email_required', 'email_taken', 'password_too_short',
      'password_needs_lowercase', 'password_needs_uppercase', 'password_needs_digit', 'password_needs_special',
      'invalid_choice', 'too_long', 'too_short', 'out_of_range', 'date_in_past', 'end_before_start', 'invalid_url',
      'invalid_phone', 'invalid_characters', 'https_required', 'private_address',
    ];
    for (const language of languages) {
      for (const code of [...errorCodes, ...hiringErrorCodes, ...orgErrorCodes, ...delegatesErrorCodes, ...workforcePlanningErrorCodes, ...exportErrorCodes, ...learningErrorCodes, ...webhooksErrorCodes, ...socialLoginErrorCodes]) expect(texts[language].has(`errors.${code}`), `${language} errors.${code}`).toBe(true);
      for (const code of fieldCodes) expect(texts[language].has(`validation.${code}`), `${language} validation.${code}`).toBe(true);
    }
  });
});
