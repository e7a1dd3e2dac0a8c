import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { BenchmarkFilter } from '../utils/benchmark-search';

/** The same filters, as a file (`format=csv|xlsx`); 409 `insufficient_data` without enough data. */
export const exportSalaryBenchmark = (filter: BenchmarkFilter, format: ExportFormat) =>
  api.GET_RESPONSE('/api/benchmark/salary-benchmark/export', { query: { ...filter, format } });

export const getSalaryBenchmark = (filter: BenchmarkFilter) =>
  api.GET('/api/benchmark/salary-benchmark', { query: filter });

export const getSalaryBenchmarkQueryOptions = (filter: BenchmarkFilter) =>
  queryOptions({
    queryKey: [...queryKeys.benchmark.salary, filter],
    queryFn: () => getSalaryBenchmark(filter),
    placeholderData: keepPreviousData,
    // The screen shows a refused filter itself, beside the filters.
    meta: { silent: true },
  });

export function useSalaryBenchmark(filter: BenchmarkFilter) {
  return useQuery(getSalaryBenchmarkQueryOptions(filter));
}
