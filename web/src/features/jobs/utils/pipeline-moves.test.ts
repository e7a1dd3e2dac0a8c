import { describe, expect, it } from 'vitest';
import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import { hiringMoves } from '@/testing/moves';
import type { StatusMove } from '@/types/jobs';
import { permissionFor, planDrop } from './pipeline-moves';

const every: StatusMove[] = ['next_step', 'schedule_interview', 'send_offer', 'hire', 'reject', 'withdraw'];
const fromApplied = hiringMoves('applied');
const fromInterview = hiringMoves('interview');

describe('planDrop', () => {
  it('moves to the next column with "next step"', () => {
    expect(planDrop('applied', 'in_review', fromApplied)).toEqual({ kind: 'action', action: 'next_step' });
    expect(planDrop('in_review', 'shortlisted', fromApplied)).toEqual({ kind: 'action', action: 'next_step' });
  });

  it('opens the schedule-interview dialog on the interview column', () => {
    for (const from of ['applied', 'in_review', 'shortlisted'] as const) expect(planDrop(from, 'interview', fromApplied)).toEqual({ kind: 'schedule' });
  });

  it('opens the offer dialog on the offered column', () => {
    expect(planDrop('interview', 'offered', fromInterview)).toEqual({ kind: 'offer' });
  });

  it('hires on the hired column and rejects on the rejected-by-company column where the actions allow it', () => {
    expect(planDrop('interview', 'hired', fromInterview)).toEqual({ kind: 'action', action: 'hire' });
    expect(planDrop('applied', 'rejected_by_company', fromApplied)).toEqual({ kind: 'reject' });
  });

  it('refuses hiring from applied, as the server would', () => {
    expect(planDrop('applied', 'hired', fromApplied)).toEqual({ kind: 'refused' });
  });

  it('refuses every drop of an application that allows no move', () => {
    for (const to of applicationStatuses.filter((status) => status !== 'hired')) {
      expect(planDrop('hired', to, []), `hired → ${to}`).toEqual({ kind: 'refused' });
    }
  });

  it('does nothing when dropped back on its own column', () => {
    for (const status of applicationStatuses) expect(planDrop(status, status, every)).toEqual({ kind: 'none' });
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
    for (const [from, to] of refused) expect(planDrop(from, to, hiringMoves(from)), `${from} → ${to}`).toEqual({ kind: 'refused' });
  });

  it('names the permission each plan needs', () => {
    expect(permissionFor(planDrop('applied', 'in_review', fromApplied))).toBe('move_pipeline');
    expect(permissionFor(planDrop('applied', 'rejected_by_company', fromApplied))).toBe('move_pipeline');
    expect(permissionFor(planDrop('applied', 'interview', fromApplied))).toBe('schedule_interviews');
    expect(permissionFor(planDrop('interview', 'offered', fromInterview))).toBe('send_offers');
    expect(permissionFor(planDrop('applied', 'applied', fromApplied))).toBeNull();
  });
});
