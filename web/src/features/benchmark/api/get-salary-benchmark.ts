import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { SalaryBenchmark } from '@/types/benchmark';
import type { BenchmarkFilter } from '../utils/benchmark-search';

/** The same filters, as a file (`format=csv|xlsx`); 409 `insufficient_data` without enough data. */
export const salaryBenchmarkExportPath = '/api/benchmark/salary-benchmark/export';

export const getSalaryBenchmark = (filter: BenchmarkFilter) =>
  api.get<SalaryBenchmark>(`/api/benchmark/salary-benchmark${toQuery(filter)}`);

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
