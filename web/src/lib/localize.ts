import type { Language } from './i18n';

/** Reads `name_{lang}` (or another field's localised twin) and falls back to the plain field. */
export function localizedField(item: object, language: Language, field = 'name'): string {
  const record = item as Record<string, unknown>;
  const localized = record[`${field}_${language}`];
  if (typeof localized === 'string' && localized.trim() !== '') return localized;
  const plain = record[field];
  return typeof plain === 'string' ? plain : '';
}
