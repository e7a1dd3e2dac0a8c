import type { SalaryFit } from '@/types/ai-proposal';

/** A whole number in the interface language: 4,690 (en). */
export function formatNumber(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A score (0..100) as the progress bar takes it. */
export const clampScore = (score: number) => Math.max(0, Math.min(100, Math.round(Number.isFinite(score) ? score : 0)));

export const salaryFitColors: Record<SalaryFit, string> = { within: 'green', below: 'blue', above: 'orange', unknown: 'default' };

/** The progress bar's colour: green for a strong match, gold for a middling one, red for a weak one. */
export const scoreColor = (score: number) => (score >= 70 ? '#52c41a' : score >= 40 ? '#faad14' : '#ff4d4f');
