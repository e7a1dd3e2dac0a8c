import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jobseeker, renderApp } from '@/testing/test-utils';
import { SideMenu } from './side-menu';

describe('SideMenu', { timeout: 20_000 }, () => {
  it("names each entry by its text alone, in the reader's language, not by its icon's English name", async () => {
    await act(() => setLanguage('az', { store: false }));
    renderApp(<SideMenu user={jobseeker()} />, { path: '/' });
    expect(await screen.findByRole('menuitem', { name: 'İş tap' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Şirkətlərə bax' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'search' })).toBeNull();
  });
});
