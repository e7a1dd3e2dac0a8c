import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW_TICK_MS } from '@/hooks/use-now';
import { RelativeTime } from './relative-time';

const opened = new Date('2026-12-07T10:00:00Z');
const secondsBefore = (seconds: number) => new Date(opened.getTime() - seconds * 1000);

describe('RelativeTime', () => {
  beforeEach(() => vi.useFakeTimers({ now: opened }));
  afterEach(() => vi.useRealTimers());

  it('given a page left open, counts on as time passes', () => {
    render(<RelativeTime at={secondsBefore(10)} />);
    expect(screen.getByText('10 seconds ago')).toBeTruthy();

    act(() => vi.advanceTimersByTime(NOW_TICK_MS));
    expect(screen.getByText('40 seconds ago')).toBeTruthy();

    act(() => vi.advanceTimersByTime(NOW_TICK_MS));
    expect(screen.getByText('1 minute ago')).toBeTruthy();
  });

  it('names the moment it tells of for machines', () => {
    render(<RelativeTime at={secondsBefore(10)} />);
    expect(screen.getByText('10 seconds ago').getAttribute('datetime')).toBe('2026-12-07T09:59:50.000Z');
  });

  it('when unmounted, stops its clock', () => {
    const { unmount } = render(<RelativeTime at={secondsBefore(10)} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
