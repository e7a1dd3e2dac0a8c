// The org structure (docs/api-org-contract.md): units nest department → division → sub_division,
// positions belong to a unit of any kind.
import type { Schema } from './schema';

export type Unit = Schema<'Unit'>;
export type Position = Schema<'Position'>;
/** An active employee placed in a position of the chart. */
export type ChartEmployee = Schema<'ChartEmployee'>;
/** The structure as of the end of day `at` (YYYY-MM-DD), or now when null. */
export type Chart = Schema<'Chart'>;
/** One competency of a position's model: a category of the spec (1..9) and a level of the rating scale (1..levels). */
export type Competency = Schema<'Competency'>;
/**
 * The company's rating scale: `levels` (3..10; 5 until it picks a scale) and their names, lowest
 * first (`labels.length === levels`); null labels: the app's own translated names of five.
 */
export type RatingScale = Schema<'RatingScale'>;
