import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { SalaryBenchmark } from '@/types/benchmark';
import CbBenchmarkRoute from './cb-benchmark';

const sufficient: SalaryBenchmark = {
  currency: 'AZN',
  sufficient: true,
  count: 42,
  p25: 2100,
  median: 2500,
  p75: 3100,
  min: 1200,
  max: 5000,
  histogram: [
    { from: 1200, to: 1580, count: 3 },
    { from: 1580, to: 1960, count: 12 },
    { from: 1960, to: 2340, count: 27 },
  ],
  own_jobs: [
    { job_id: 'job-low', title: 'Junior Data Analyst', salary_min: 1500, salary_max: 1900, amount: 1700, percentile: 12 },
    { job_id: 'job-mid', title: 'Data Analyst', salary_min: 2000, salary_max: 3000, amount: 2500, percentile: 48 },
    { job_id: 'job-high', title: 'Lead Data Analyst', salary_min: 4000, salary_max: 4400, amount: 4200, percentile: 91 },
  ],
};

const insufficient: SalaryBenchmark = {
  currency: 'AZN',
  sufficient: false,
  count: null,
  p25: null,
  median: null,
  p75: null,
  min: null,
  max: null,
  histogram: [],
  own_jobs: [],
};

function renderBenchmark(path: string, answer: { status?: number; body: unknown } = { body: sufficient }) {
  const api = mockApi(company(['ats']), {
    'GET /api/benchmark/salary-benchmark': () => answer,
    'GET /api/benchmark/salary-benchmark-autocomplete': () => ({ body: ['Data Analyst', 'Data Engineer'] }),
    'GET /api/benchmark/salary-benchmark/export': () => ({ body: 'x', headers: { 'Content-Disposition': 'attachment; filename="salary-benchmark-AZN.csv"' } }),
  });
  const page = (
    <SignedIn>
      <CbBenchmarkRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/cb-benchmark', element: page }, { path: '/my-job/:id', element: <p>pipeline</p> }] });
  const asked = (endpoint: string) => api.calls.filter((call) => call.path.startsWith(`/api/benchmark/${endpoint}?`)).map((call) => call.path);
  return { router, asked };
}

/** Amounts and ranges as Intl writes them in English: "AZN", a no-break space, the grouped numbers. */
const azn = (amount: string) => `AZN\u00a0${amount}`;
const figure = (id: string) => screen.getByTestId(`benchmark-${id}`).querySelector('.ant-statistic-content')?.textContent;

async function choose(label: string, option: string) {
  await act(async () => fireEvent.mouseDown(screen.getByLabelText(label)));
  const item = await waitFor(
    () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`) ?? Promise.reject(new Error(`no option "${option}"`)),
  );
  await act(async () => fireEvent.click(item));
}

describe('Salary benchmark', { timeout: 30_000 }, () => {
  it('given a sufficient answer, shows the count, the quartiles, the range and a bar per bucket', async () => {
    renderBenchmark('/cb-benchmark?title=Data%20Analyst');
    await screen.findByTestId('benchmark-count', {}, { timeout: 10_000 });
    expect(figure('count')).toBe('42');
    expect(figure('p25')).toBe(azn('2,100'));
    expect(figure('median')).toBe(azn('2,500'));
    expect(figure('p75')).toBe(azn('3,100'));
    expect(figure('range')).toBe(azn('1,200–5,000'));

    const bars = within(screen.getByRole('list', { name: 'Salary distribution' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      `${azn('1,200–1,580')}: 3 data points`,
      `${azn('1,580–1,960')}: 12 data points`,
      `${azn('1,960–2,340')}: 27 data points`,
    ]);
    // The tallest bucket fills the bar area; the others are as tall as their share of it.
    const heights = bars.map((bar) => (bar.lastElementChild as HTMLElement).style.height);
    expect(heights).toEqual(['16px', '62px', '140px']);
    expect(screen.queryByText('Benchmark: insufficient data for the filters.')).toBeNull();
  });

  it('given too few data points for the filters, shows the insufficient-data message and no figures', async () => {
    renderBenchmark('/cb-benchmark?title=Astronaut', { body: insufficient });
    expect(await screen.findByText('Benchmark: insufficient data for the filters.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('benchmark-count')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Salary distribution' })).toBeNull();
  });

  it('when filters are chosen, puts them in the URL and asks the API with them', async () => {
    const { router, asked } = renderBenchmark('/cb-benchmark?title=Data%20Analyst');
    await screen.findByTestId('benchmark-count', {}, { timeout: 10_000 });
    expect(asked('salary-benchmark')).toEqual(['/api/benchmark/salary-benchmark?title=Data+Analyst&currency=AZN']);

    await choose('Job level', 'Specialist');
    await choose('Employment type', 'Internship');
    await choose('Currency', 'USD');
    const location = screen.getByLabelText('Location');
    await act(async () => fireEvent.change(location, { target: { value: ' Baku ' } }));
    await act(async () => fireEvent.keyDown(location, { key: 'Enter', code: 'Enter', keyCode: 13 }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?title=Data+Analyst&job_level=4&employment_type=internship&currency=USD&location=Baku'),
    );
    await waitFor(() =>
      expect(asked('salary-benchmark').at(-1)).toBe(
        '/api/benchmark/salary-benchmark?title=Data+Analyst&job_level=4&location=Baku&employment_type=internship&currency=USD',
      ),
    );
  });

  it('when a title is typed, suggests known titles once the typing pauses and applies the one picked', async () => {
    const { router, asked } = renderBenchmark('/cb-benchmark');
    await screen.findByTestId('benchmark-count', {}, { timeout: 10_000 });
    const title = screen.getByLabelText('Job title');
    await act(async () => fireEvent.mouseDown(title));
    await act(async () => fireEvent.change(title, { target: { value: 'Dat' } }));
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('.ant-select-item-option[title="Data Engineer"]') ?? Promise.reject(new Error('no suggestion')),
    );
    expect(asked('salary-benchmark-autocomplete')).toEqual(['/api/benchmark/salary-benchmark-autocomplete?q=Dat']);
    await act(async () => fireEvent.click(option));
    await waitFor(() => expect(router.state.location.search).toBe('?title=Data+Engineer'));
    await waitFor(() => expect(asked('salary-benchmark').at(-1)).toBe('/api/benchmark/salary-benchmark?title=Data+Engineer&currency=AZN'));
  });

  it('given own open jobs, lists each with its range, percentile and position against the middle half, linked to its pipeline', async () => {
    const { router } = renderBenchmark('/cb-benchmark?title=Data%20Analyst');
    const rows = await screen.findAllByTestId('own-job', {}, { timeout: 10_000 });
    const shown = rows.map((row) => ({
      title: within(row).getByRole('link').textContent,
      cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      position: row.querySelector('[data-position]')?.getAttribute('data-position'),
    }));
    expect(shown).toEqual([
      { title: 'Junior Data Analyst', cells: ['Junior Data Analyst', azn('1,500–1,900'), '12below p25'], position: 'below' },
      { title: 'Data Analyst', cells: ['Data Analyst', azn('2,000–3,000'), '48p25–p75'], position: 'within' },
      { title: 'Lead Data Analyst', cells: ['Lead Data Analyst', azn('4,000–4,400'), '91above p75'], position: 'above' },
    ]);
    await act(async () => fireEvent.click(within(rows[1]).getByRole('link', { name: 'Data Analyst' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-job/job-mid'));
  });

  it('given a filter the API refuses, names the filter and what is wrong with it', async () => {
    renderBenchmark('/cb-benchmark?job_level=12', {
      status: 422,
      body: { error: { code: 'validation_failed', message: 'Invalid input.', fields: { job_level: ['out_of_range'] } } },
    });
    expect(await screen.findByText('Some fields are not valid.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Job level: This value is out of range.')).toBeTruthy();
  });

  it('given a sufficient answer, when CSV is downloaded, then the export is asked with the current filters', async () => {
    const saved = catchDownloads();
    const { asked } = renderBenchmark('/cb-benchmark?title=Data%20Analyst&job_level=4');
    await screen.findByTestId('benchmark-count', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
    await act(async () => fireEvent.click(await screen.findByText('CSV')));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['salary-benchmark-AZN.csv']));
    expect(asked('salary-benchmark/export')).toEqual(['/api/benchmark/salary-benchmark/export?title=Data+Analyst&job_level=4&currency=AZN&format=csv']);
  });

  it('given too few data points, offers no download', async () => {
    renderBenchmark('/cb-benchmark?title=Astronaut', { body: insufficient });
    await screen.findByTestId('benchmark-insufficient', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
