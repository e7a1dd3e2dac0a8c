import { describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '@/testing/test-utils';
import { api } from './api';
import { ApiError } from './api-client';
import { downloadFile, fileNameOf } from './download';

/** fetch answering every call with `response`; the calls are recorded. */
function answer(response: () => Response) {
  window.localStorage.setItem('hire.access', 'access-token');
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return response();
  });
  return calls;
}

const csv = (headers: Record<string, string> = {}) =>
  new Response('Figure,From,To,Value\r\ncount,,,6\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers } });

describe('fileNameOf', () => {
  it('given a quoted attachment name, then reads the name', () => {
    expect(fileNameOf('attachment; filename="salary-benchmark-AZN.csv"')).toBe('salary-benchmark-AZN.csv');
  });

  it('given an unquoted name, then reads it up to the next parameter', () => {
    expect(fileNameOf('attachment; filename=plan.xlsx; size=10')).toBe('plan.xlsx');
  });

  it('given an encoded name beside a plain one, then prefers the encoded one', () => {
    expect(fileNameOf(`attachment; filename="plan.csv"; filename*=UTF-8''pl%C3%A1n.csv`)).toBe('plán.csv');
  });

  it('given a name with folders, then keeps only the file name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('given no header or no name, then there is none', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});

describe('downloadFile', () => {
  it('given an export behind the session, when downloaded, then it is fetched with the access token', async () => {
    catchDownloads();
    const calls = answer(() => csv({ 'Content-Disposition': 'attachment; filename="applicants.csv"' }));
    await downloadFile(api.GET_RESPONSE('/api/jobs/applicantsfortable/{job_id}/export/', { path: { job_id: 'j-1' }, query: { format: 'csv' } }), 'fallback.csv');
    expect(calls[0].url).toBe('/api/jobs/applicantsfortable/j-1/export/?format=csv');
    expect(calls[0].headers.Authorization).toBe('JWT access-token');
  });

  it('given a Content-Disposition name, when downloaded, then the file is saved under it with its content', async () => {
    const saved = catchDownloads();
    answer(() => csv({ 'Content-Disposition': 'attachment; filename="salary-benchmark-AZN.csv"' }));
    expect(await downloadFile(api.GET_RESPONSE('/api/benchmark/salary-benchmark/export', { query: { format: 'csv' } }), 'fallback.csv')).toBe('salary-benchmark-AZN.csv');
    expect(saved.map((file) => file.name)).toEqual(['salary-benchmark-AZN.csv']);
    expect((await saved[0].blob.text()).split('\r\n')[0]).toBe('Figure,From,To,Value');
  });

  it('given an answer without a file name, when downloaded, then the fallback name is used', async () => {
    const saved = catchDownloads();
    answer(() => csv());
    await downloadFile(api.GET_RESPONSE('/api/privacy/export/'), 'applicants.csv');
    expect(saved.map((file) => file.name)).toEqual(['applicants.csv']);
  });

  it('given a refusal, when downloaded, then the API error is thrown and nothing is saved', async () => {
    const saved = catchDownloads();
    answer(() => Response.json({ error: { code: 'insufficient_data', message: 'Benchmark: insufficient data for the filters.' } }, { status: 409 }));
    const error = await downloadFile(api.GET_RESPONSE('/api/benchmark/salary-benchmark/export'), 'x.csv').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('insufficient_data');
    expect(saved).toEqual([]);
  });
});
