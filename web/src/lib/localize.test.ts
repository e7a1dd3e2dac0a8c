import { describe, expect, it } from 'vitest';
import { localizedField } from './localize';

const skill = { id: 1, name: 'Negotiation', name_en: 'Negotiation', name_az: 'Danışıqlar', name_ru: 'Переговоры' };

describe('localizedField', () => {
  it('reads name_{lang}', () => {
    expect(localizedField(skill, 'az')).toBe('Danışıqlar');
    expect(localizedField(skill, 'ru')).toBe('Переговоры');
  });

  it('falls back to the plain field when the localised one is missing or blank', () => {
    expect(localizedField({ name: 'Acme' }, 'ru')).toBe('Acme');
    expect(localizedField({ name: 'Acme', name_az: ' ' }, 'az')).toBe('Acme');
    expect(localizedField({}, 'en')).toBe('');
  });

  it('works for other localised fields, such as notification titles', () => {
    expect(localizedField({ title_en: 'Applied', title_ru: 'Отклик' }, 'ru', 'title')).toBe('Отклик');
  });
});
