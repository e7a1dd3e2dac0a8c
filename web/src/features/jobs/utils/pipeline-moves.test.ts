import { describe, expect, it } from 'vitest';
import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import { applicantCard } from '@/testing/moves';
import type { StatusMove } from '@/types/jobs';
import { movesOf, planMove } from './pipeline-moves';

const every: StatusMove[] = ['next_step', 'schedule_interview', 'send_offer', 'hire', 'reject', 'withdraw'];
/** A company's card at `status`, as the server answers it. */
const at = (status: ApplicationStatusValue) => applicantCard(status);

describe('planMove', () => {
  it('moves to the column the server says the next step leads to', () => {
    expect(planMove(at('applied'), 'in_review')).toEqual({ kind: 'action', action: 'next_step' });
    expect(planMove(at('in_review'), 'shortlisted')).toEqual({ kind: 'action', action: 'next_step' });
  });

  it('opens the schedule-interview dialog on the interview column', () => {
    for (const from of ['applied', 'in_review', 'shortlisted'] as const) expect(planMove(at(from), 'interview')).toEqual({ kind: 'schedule' });
  });

  it('opens the offer dialog on the offered column', () => {
    expect(planMove(at('interview'), 'offered')).toEqual({ kind: 'offer' });
  });

  it('hires on the hired column and rejects on the rejected-by-company column where the actions allow it', () => {
    expect(planMove(at('interview'), 'hired')).toEqual({ kind: 'action', action: 'hire' });
    expect(planMove(at('applied'), 'rejected_by_company')).toEqual({ kind: 'reject' });
  });

  it('refuses hiring from applied, as the server would', () => {
    expect(planMove(at('applied'), 'hired')).toEqual({ kind: 'refused' });
  });

  it('refuses what the server does not list for this user: an HR Executive\'s card has no hire', () => {
    const forHr = { ...at('interview'), actions: ['schedule_interview', 'send_offer'] satisfies StatusMove[] };
    expect(planMove(forHr, 'hired')).toEqual({ kind: 'refused' });
    expect(planMove(forHr, 'offered')).toEqual({ kind: 'offer' });
  });

  it('refuses every drop of an application that allows no move', () => {
    for (const to of applicationStatuses.filter((status) => status !== 'hired')) {
      expect(planMove(at('hired'), to), `hired → ${to}`).toEqual({ kind: 'refused' });
    }
  });

  it('does nothing when dropped back on its own column', () => {
    for (const status of applicationStatuses) expect(planMove({ ...at(status), actions: every }, status)).toEqual({ kind: 'none' });
  });

  it('refuses moves no action leads to: backwards, skipping stages, the applicant\'s own answers', () => {
    const refused: Array<[ApplicationStatusValue, ApplicationStatusValue]> = [
      ['in_review', 'applied'],
      ['applied', 'shortlisted'],
      ['offered', 'interview'],
      ['applied', 'offered'],
      ['offered', 'accepted_by_applicant'],
      ['applied', 'rejected_by_applicant'],
    ];
    for (const [from, to] of refused) expect(planMove(at(from), to), `${from} → ${to}`).toEqual({ kind: 'refused' });
  });
});

describe('movesOf', () => {
  it('lists the statuses a move leads to, in the order given, and none that would be refused', () => {
    expect(movesOf(at('applied'), applicationStatuses)).toEqual(['in_review', 'interview', 'rejected_by_company']);
    expect(movesOf(at('interview'), applicationStatuses)).toEqual(['offered', 'hired', 'rejected_by_company']);
  });
});
