import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { company, mockApi } from '@/testing/test-utils';
import { setLanguage } from './i18n';
import { useLists } from './lists';
import { levelLabel, levelNames, useLevelNames } from './rating-scale';

const defaults = ['Basic', 'Developing', 'Proficient', 'Advanced', 'Expert'];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('rating scale level names', () => {
  it('are the app\'s own translated names for levels 1..5 until the company names them', async () => {
    const { result } = renderHook(() => useLists());
    expect(result.current.ratingLevels).toEqual(defaults.map((label, index) => ({ value: index + 1, label })));

    await act(() => setLanguage('ru', { store: false }));
    expect(result.current.ratingLevels.map((option) => option.label)).toEqual(['Базовый', 'Развивающийся', 'Уверенный', 'Продвинутый', 'Эксперт']);
    await act(() => setLanguage('az', { store: false }));
    expect(result.current.ratingLevels[4].label).toBe('Ekspert');
  });

  it('are the five default names while the company has not picked a scale', () => {
    expect(levelNames(null, defaults)).toEqual(defaults);
    expect(levelNames(undefined, defaults)).toEqual(defaults);
  });

  it('given a 3-level scale, when named, then are its three labels, trimmed', () => {
    expect(levelNames([' Low ', 'Mid', 'High'], defaults)).toEqual(['Low', 'Mid', 'High']);
  });

  it('given a 7-level scale with a blank label, when named, then are seven names with a generic one for the blank', () => {
    const labels = ['L1', 'L2', '  ', 'L4', 'L5', 'L6', 'L7'];
    expect(levelNames(labels, defaults, (level) => `Level ${level}`)).toEqual(['L1', 'L2', 'Level 3', 'L4', 'L5', 'L6', 'L7']);
  });

  it('read as "level · name"', () => {
    expect(levelLabel(3, defaults)).toBe('3 · Proficient');
    expect(levelLabel(7, defaults)).toBe('7');
  });

  it('come from GET /api/org/rating-scale: translated defaults for null labels, else the company\'s', async () => {
    let labels: string[] | null = null;
    mockApi(company(), { 'GET /api/org/rating-scale': () => ({ body: { levels: labels?.length ?? 5, labels } }) });
    const first = renderHook(() => useLevelNames(), { wrapper });
    await waitFor(() => expect(first.result.current.isPending).toBe(false));
    expect(first.result.current.names).toEqual(defaults);
    expect(first.result.current.labels).toBeNull();

    labels = ['Novice', 'Learner', 'Solid', 'Strong', 'Master'];
    const second = renderHook(() => useLevelNames(), { wrapper });
    await waitFor(() => expect(second.result.current.names).toEqual(labels));
  });

  it('given a 7-level scale with a blank label, when read, then name seven levels, the blank one "Level 3"', async () => {
    const labels = ['L1', 'L2', ' ', 'L4', 'L5', 'L6', 'L7'];
    mockApi(company(), { 'GET /api/org/rating-scale': () => ({ body: { levels: 7, labels } }) });
    const { result } = renderHook(() => useLevelNames(), { wrapper });
    await waitFor(() => expect(result.current.names).toEqual(['L1', 'L2', 'Level 3', 'L4', 'L5', 'L6', 'L7']));
  });
});
