// The salary benchmark (GET /api/benchmark/salary-benchmark, …-autocomplete).

/** One bar of the distribution: salaries from `from` up to `to`. */
export type BenchmarkBucket = { from: number; to: number; count: number };

/** One of the caller's open jobs matching the filters, and where its salary sits among the others. */
export type BenchmarkOwnJob = {
  job_id: string;
  title: string;
  salary_min: number | null;
  salary_max: number | null;
  /** The amount compared: the middle of the range, or its only end. */
  amount: number;
  /** 0..100 */
  percentile: number;
};

/** The market's figures for the filters, in the answer's currency. */
export type BenchmarkFigures = { count: number; p25: number; median: number; p75: number; min: number; max: number };

/**
 * Salaries of published job ranges and accepted offers across companies, anonymised. With too
 * few data points (or companies) `sufficient` is false, every figure null and the lists empty.
 */
export type SalaryBenchmark = { currency: string; histogram: BenchmarkBucket[]; own_jobs: BenchmarkOwnJob[] } & (
  | ({ sufficient: true } & BenchmarkFigures)
  | ({ sufficient: false } & { [K in keyof BenchmarkFigures]: null })
);
