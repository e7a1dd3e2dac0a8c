import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { InterviewResponse } from '@/types/jobs';
import { byDay, daysOf } from '../utils/schedule';
import MyScheduleRoute from './my-schedule';

const interview = (overrides: Partial<InterviewResponse>): InterviewResponse => ({
  id: 'i1',
  status: 'scheduled',
  actions: ['reschedule', 'start', 'complete', 'cancel'],
  date: '2026-11-25',
  start: '10:00:00',
  end: '11:00:00',
  location: 'Room 4',
  meet_link: null,
  interviewers: [],
  comment: null,
  application_id: 'a1',
  candidate_name: 'Grace Hopper',
  job_id: 'j1',
  job_title: 'Analyst',
  revision: 1,
  updated_at: '2026-11-01T09:00:00Z',
  ...overrides,
});

function renderSchedule(path: string, interviews: InterviewResponse[]) {
  const api = mockApi(company(['ats']), {
    'GET /api/jobs/interview/': () => ({ body: interviews }),
    'GET /api/jobs/schedule-feed/': () => ({ body: { active: false, created_at: null } }),
  });
  renderApp(
    <SignedIn>
      <MyScheduleRoute />
    </SignedIn>,
    { path },
  );
  return api;
}

describe('My schedule by day and week', { timeout: 20_000 }, () => {
  it('given a day, when its week is asked for, then the seven days around it are shown', () => {
    const week = daysOf('week', dayjs('2026-11-25'));
    expect(week).toHaveLength(7);
    expect(week.some((day) => day.format('YYYY-MM-DD') === '2026-11-25')).toBe(true);
    expect(daysOf('day', dayjs('2026-11-25 15:00')).map((day) => day.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-11-25 00:00']);
  });

  it('given interviews out of order, when grouped by day, then each day lists them earliest first', () => {
    const late = interview({ id: 'late', start: '15:00:00' });
    const early = interview({ id: 'early', start: '09:00:00' });
    expect(byDay([late, early]).get('2026-11-25')?.map((item) => item.id)).toEqual(['early', 'late']);
  });

  it('given the week view, when it opens, then the interview sits in its day and only that week is fetched', async () => {
    const api = renderSchedule('/?view=week&day=2026-11-25', [interview({})]);

    const day = await screen.findByText('Grace Hopper');
    expect(day.closest('[data-testid="schedule-day"]')?.getAttribute('data-day')).toBe('2026-11-25');
    const fetched = api.calls.find((call) => call.path.startsWith('/api/jobs/interview/'))!;
    const query = new URL(fetched.path, 'http://localhost').searchParams;
    expect(dayjs(query.get('to')).diff(dayjs(query.get('from')), 'day')).toBe(6);
  });

  it('given the day view, when the next day is chosen, then the next day is shown', async () => {
    renderSchedule('/?view=day&day=2026-11-25', []);

    await screen.findByText('No interviews this day.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));

    expect(await within(screen.getByTestId('schedule-range')).findByText(/26 November 2026/)).toBeTruthy();
  });
});
