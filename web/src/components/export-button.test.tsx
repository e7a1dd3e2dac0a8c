import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as client } from '@/lib/api';
import { catchDownloads, company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { ExportButton } from './export-button';

const path = '/api/benchmark/salary-benchmark/export' as const;

function renderButton(answer: { status?: number; body?: unknown; headers?: Record<string, string> }) {
  const api = mockApi(company(['ats']), { [`GET ${path}`]: () => answer });
  renderApp(
    <SignedIn>
      <ExportButton
        download={(format) => client.GET_RESPONSE(path, { query: { title: 'Data Analyst', job_level: 3, location: undefined, format } })}
        fileName="salary-benchmark"
      />
    </SignedIn>,
  );
  return { exports: () => api.calls.filter((call) => call.path.startsWith(path)).map((call) => call.path) };
}

async function choose(format: 'CSV' | 'Excel') {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
  await act(async () => fireEvent.click(await screen.findByText(format)));
}

describe('ExportButton', { timeout: 20_000 }, () => {
  it('given the screen\'s filters, when Excel is chosen, then the export is asked with them and format=xlsx', async () => {
    catchDownloads();
    const { exports } = renderButton({ body: 'x', headers: { 'Content-Disposition': 'attachment; filename="salary-benchmark-AZN.xlsx"' } });
    await screen.findByRole('button', { name: /Download/ });
    await choose('Excel');
    expect(exports()).toEqual([`${path}?title=Data+Analyst&job_level=3&format=xlsx`]);
  });

  it('given a file in the answer, when CSV is chosen, then it is saved under the server\'s name', async () => {
    const saved = catchDownloads();
    renderButton({ body: 'x', headers: { 'Content-Disposition': 'attachment; filename="salary-benchmark-AZN.csv"' } });
    await screen.findByRole('button', { name: /Download/ });
    await choose('CSV');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['salary-benchmark-AZN.csv']));
  });

  it('given too little data, when CSV is chosen, then the insufficient-data message shows and nothing is saved', async () => {
    const saved = catchDownloads();
    renderButton({ status: 409, body: { error: { code: 'insufficient_data', message: 'Benchmark: insufficient data for the filters.' } } });
    await screen.findByRole('button', { name: /Download/ });
    await choose('CSV');
    expect(await screen.findByText('Benchmark: insufficient data for the filters.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
