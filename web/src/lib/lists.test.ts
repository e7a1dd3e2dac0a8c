import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { useLists } from './lists';

describe('useLists', () => {
  it('gives the localised lists of the spec with their ids', async () => {
    const { result } = renderHook(() => useLists());
    expect(result.current.jobLevels.map((option) => option.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.current.jobLevels[0]).toEqual({ value: 1, label: 'Intern' });
    expect(result.current.jobLevels[8].label).toBe('C level board');
    expect(result.current.educationLevels.map((option) => option.label)).toEqual([
      'School', 'Bachelor', 'Master', 'Doctorate', 'MBA', 'PhD', 'Other',
    ]);
    expect(result.current.languageProficiencies.map((option) => option.label)).toEqual([
      'Beginner', 'Elementary', 'Pre-Intermediate', 'Intermediate', 'Upper-Intermediate', 'Advanced', 'Native',
    ]);
    expect(result.current.competencyCategories[8]).toEqual({ value: 9, label: 'Company Values' });
    expect(result.current.months).toHaveLength(12);

    await act(() => setLanguage('ru', { store: false }));
    expect(result.current.jobLevels[0].label).toBe('Стажёр');
    expect(result.current.months[0].label).toBe('Январь');
    await act(() => setLanguage('az', { store: false }));
    expect(result.current.months[11].label).toBe('Dekabr');
  });
});
