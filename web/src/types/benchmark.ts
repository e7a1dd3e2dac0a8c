// The salary benchmark (GET /api/benchmark/salary-benchmark, …-autocomplete).
import type { Schema } from './schema';

/** One bar of the distribution: salaries from `from` up to `to`. */
export type HistogramBucket = Schema<'HistogramBucket'>;
/** One of the caller's open jobs matching the filters, and where its salary sits among the others. */
export type OwnJob = Schema<'OwnJob'>;
/**
 * Salaries of published job ranges and accepted offers across companies, anonymised. With too
 * few data points (or companies) `sufficient` is false, every figure null and the lists empty.
 */
export type SalaryBenchmark = Schema<'SalaryBenchmark'>;
