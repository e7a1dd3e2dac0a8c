import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { applicantCard } from '@/testing/moves';
import { company, duplicateIds, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { ApplicantDetail } from '../api/get-applicant';
import ApplicantRoute from './applicant';

function applicantAt(value: ApplicationStatusValue): ApplicantDetail {
  return {
    ...applicantCard(value),
    interviews: [],
    notes: [],
    offers: [],
  };
}

async function openApplicantAt(value: ApplicationStatusValue, overrides: Partial<ApplicantDetail> = {}) {
  mockApi(company(['ats']), { 'GET /api/jobs/applicant/app-1/': () => ({ body: { ...applicantAt(value), ...overrides } }) });
  const page = (
    <SignedIn>
      <ApplicantRoute />
    </SignedIn>
  );
  renderApp(page, { path: '/applicant/app-1', routes: [{ path: '/applicant/:id', element: page }] });
  await screen.findByText('Grace Hopper');
}

describe('ApplicantRoute actions', { timeout: 20_000 }, () => {
  it('offers no hire and no offer to a new applicant, only the moves applied allows', async () => {
    await openApplicantAt('applied');
    expect(screen.getByRole('button', { name: 'Move to In review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Schedule interview/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hire' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Offer job/ })).toBeNull();
  });

  it('offers hire and an offer at the interview stage', async () => {
    await openApplicantAt('interview');
    expect(screen.getByRole('button', { name: 'Hire' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Offer job/ })).toBeTruthy();
  });

  it('takes a shortlisted applicant to the interview by scheduling one, as the board does, with no bare move there', async () => {
    await openApplicantAt('shortlisted');
    expect(screen.getByRole('button', { name: /Schedule interview/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to Interview' })).toBeNull();
  });

  it('takes an applicant at the interview stage to offered by offering the job, as the board does, with no bare move there', async () => {
    await openApplicantAt('interview');
    expect(screen.getByRole('button', { name: /Offer job/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to Offered' })).toBeNull();
  });

  it('offers no move once the applicant is hired', async () => {
    await openApplicantAt('hired');
    for (const name of [/^Hire$/, /^Reject$/, /Schedule interview/, /Offer job/]) {
      expect(screen.queryByRole('button', { name }), String(name)).toBeNull();
    }
  });
});

describe("An applicant's page", { timeout: 30_000 }, () => {
  it('links to the candidate\'s profile with one control: a link, not a button inside a link', async () => {
    await openApplicantAt('applied');
    expect(screen.getByRole('link', { name: /View profile/ }).getAttribute('href')).toBe('/jobseeker/profile/u-9');
    expect(screen.queryByRole('button', { name: /View profile/ })).toBeNull();
  });

  it('names each star of the rating by the rating it gives', async () => {
    await openApplicantAt('applied', { rating: 3 });
    expect(screen.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
  });

  it('given its interview, notes and private notes open, no two elements of the page share an id (its dialogs\' forms included)', async () => {
    await openApplicantAt('interview', {
      interviews: [
        { id: 'i-1', date: '2026-03-05', start: '10:00:00', end: '11:00:00', location: 'HQ', meet_link: null, comment: null, interviewers: ['u-1'], status: 'scheduled', actions: ['reschedule', 'start', 'complete', 'cancel'], evaluations_submitted: 0 },
      ],
      private_notes: [],
    });
    expect(screen.getByTestId('interview')).toBeTruthy();
    for (const tab of ['Notes (0)', 'Private notes (0)']) await act(async () => fireEvent.click(screen.getByRole('tab', { name: tab })));
    expect(screen.getAllByRole('button', { name: 'Save note', hidden: true })).toHaveLength(2);
    expect(duplicateIds()).toEqual([]);
  });

  it('offers on an interview only what its status allows: a completed one is not rescheduled, started or completed again', async () => {
    const completed = { id: 'i-1', date: '2026-03-05', start: '10:00:00', end: '11:00:00', location: 'HQ', meet_link: null, comment: null, interviewers: ['u-1'] };
    await openApplicantAt('hired', {
      interviews: [{ ...completed, status: 'completed', actions: ['evaluate'], evaluations_submitted: 0 }],
    });
    const interview = screen.getByTestId('interview');
    for (const name of ['Reschedule', 'Start', 'Complete', 'Cancel']) {
      expect(within(interview).queryByRole('button', { name }), name).toBeNull();
    }
  });

  it("given an applicant who came through a job board's campaign link, then the page shows the channel, the board and the campaign", async () => {
    await openApplicantAt('applied', { attribution: { source: 'job_board', board: 'indeed', utm_campaign: 'spring' } });
    const source = screen.getByTestId('application-source');
    expect(source.textContent).toBe('Job boardindeed');
    expect(screen.getByText('Campaign')).toBeTruthy();
    expect(screen.getByText('spring')).toBeTruthy();
  });

  it('given an application made before sources were kept, then its source reads "Not recorded" and no campaign is shown', async () => {
    await openApplicantAt('applied', { attribution: null });
    expect(screen.getByTestId('application-source').textContent).toBe('Not recorded');
    expect(screen.queryByText('Campaign')).toBeNull();
  });
});
