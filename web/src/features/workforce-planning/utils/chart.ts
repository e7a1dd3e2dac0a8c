/** The top of a chart's scale: the smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1). */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Whole values from 0 to `max` for the scale's lines, a round step apart (at most `count`
 * steps): with `max` from `niceCeiling`, the step divides it.
 */
export function scaleTicks(max: number, count = 5): number[] {
  const step = niceCeiling(max / count);
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  if (ticks.at(-1) !== max) ticks.push(max);
  return ticks;
}

/** Where the `index`-th of `length` points sits across `width`: a single point in the middle. */
export function pointX(index: number, length: number, width: number): number {
  return length <= 1 ? width / 2 : (index / (length - 1)) * width;
}

/** Where `value` sits up a chart `height` tall whose scale tops at `max` (SVG: 0 is the top). */
export function pointY(value: number, max: number, height: number): number {
  return height - (Math.max(0, Math.min(value, max)) / Math.max(1, max)) * height;
}

/** An SVG polyline's points for `values` across `width` × `height`, rounded to a tenth. */
export function linePoints(values: readonly number[], max: number, width: number, height: number): string {
  const round = (number: number) => Math.round(number * 10) / 10;
  return values.map((value, index) => `${round(pointX(index, values.length, width))},${round(pointY(value, max, height))}`).join(' ');
}
