import { describe, expect, it } from 'vitest';
import { linePoints, niceCeiling, pointX, pointY, scaleTicks } from './chart';

describe('niceCeiling', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 36, 120, 501].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 50, 200, 1000]);
  });
});

describe('scaleTicks', () => {
  it('spaces whole values a round step apart from 0 to the top of the scale', () => {
    expect(scaleTicks(1)).toEqual([0, 1]);
    expect(scaleTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(scaleTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(scaleTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(scaleTicks(200)).toEqual([0, 50, 100, 150, 200]);
  });
});

describe('pointX and pointY', () => {
  it('spread points across the width, a single one in the middle', () => {
    expect([0, 1, 2].map((index) => pointX(index, 3, 100))).toEqual([0, 50, 100]);
    expect(pointX(0, 1, 100)).toBe(50);
  });

  it('place 0 at the bottom and the top of the scale at the top, clamping values beyond it', () => {
    expect(pointY(0, 10, 200)).toBe(200);
    expect(pointY(10, 10, 200)).toBe(0);
    expect(pointY(5, 10, 200)).toBe(100);
    expect(pointY(15, 10, 200)).toBe(0);
  });
});

describe('linePoints', () => {
  it('gives an SVG polyline the points of the values', () => {
    expect(linePoints([0, 5, 10], 10, 300, 100)).toBe('0,100 150,50 300,0');
  });
});
