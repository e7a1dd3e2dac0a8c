import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import BrowseCompaniesRoute from './browse-companies';

function renderBrowse(path: string, { industry = 'Software', industries = ['Banking', 'Software'] } = {}) {
  const api = mockApi(jobseeker(), {
    'GET /api/accounts/companies': () => ({
      body: { count: 1, results: [{ id: 'c-1', name: 'Acme', logo: null, industry, employee_count: 40, location: 'Baku', open_jobs: 3 }] },
    }),
    'GET /api/accounts/industries': () => ({ body: industries }),
  });
  const page = (
    <SignedIn>
      <BrowseCompaniesRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/browse-companies', element: page }] });
  const searched = () => api.calls.filter((call) => call.path.startsWith('/api/accounts/companies')).map((call) => call.path);
  return { router, searched };
}

describe('Browse companies', { timeout: 30_000 }, () => {
  it('given a search in the URL, lists the matching companies with industry, size and open jobs', async () => {
    const { searched } = renderBrowse('/browse-companies?q=ac&industry=Software&page=2');
    expect(await screen.findByText('Acme', {}, { timeout: 10_000 })).toBeTruthy();
    expect(searched()).toContain('/api/accounts/companies?q=ac&industry=Software&page=2&page_size=12');
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/company/c-1');
    expect(screen.getByText('3 open jobs')).toBeTruthy();
    expect(screen.getByText('40 employees')).toBeTruthy();
  });

  it('when the name is searched, keeps it in the URL and starts again from the first page', async () => {
    const { router } = renderBrowse('/browse-companies?industry=Software&page=2');
    await screen.findByText('Acme', {}, { timeout: 10_000 });
    const box = screen.getByLabelText('Search');
    await act(async () => {
      fireEvent.change(box, { target: { value: 'acme' } });
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?industry=Software&q=acme'));
  });

  it('names the industries in the reader\'s language, on the cards and in the filter, which finds them by that name', async () => {
    await act(() => setLanguage('az', { store: false }));
    renderBrowse('/browse-companies', { industry: 'technology', industries: ['banking', 'technology', 'transport_logistics'] });
    expect(await screen.findByText('Texnologiya', {}, { timeout: 10_000 })).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Sənaye' });
    await act(async () => {
      fireEvent.mouseDown(filter);
      fireEvent.change(filter, { target: { value: 'nəql' } });
    });
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual(['Nəqliyyat və logistika']),
    );
  });
});
