import { describe, expect, it } from 'vitest';
import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import { permissionFor, planDrop } from './pipeline-moves';

describe('planDrop', () => {
  it('moves to the next column with "next step"', () => {
    expect(planDrop('applied', 'in_review')).toEqual({ kind: 'action', action: 'next_step' });
    expect(planDrop('in_review', 'shortlisted')).toEqual({ kind: 'action', action: 'next_step' });
  });

  it('opens the schedule-interview dialog on the interview column', () => {
    for (const from of ['applied', 'in_review', 'shortlisted'] as const) expect(planDrop(from, 'interview')).toEqual({ kind: 'schedule' });
  });

  it('opens the offer dialog on the offered column', () => {
    expect(planDrop('interview', 'offered')).toEqual({ kind: 'offer' });
  });

  it('hires on the hired column and rejects on the rejected-by-company column, from anywhere', () => {
    for (const from of applicationStatuses.filter((status) => status !== 'hired')) {
      expect(planDrop(from, 'hired')).toEqual({ kind: 'action', action: 'hire' });
    }
    expect(planDrop('applied', 'rejected_by_company')).toEqual({ kind: 'reject' });
    // The server decides whether that status may be hired or rejected, and says so if not.
    expect(planDrop('hired', 'rejected_by_company')).toEqual({ kind: 'reject' });
  });

  it('does nothing when dropped back on its own column', () => {
    for (const status of applicationStatuses) expect(planDrop(status, status)).toEqual({ kind: 'none' });
  });

  it('refuses moves no action leads to: backwards, skipping stages, the applicant\'s own answers', () => {
    const refused: Array<[ApplicationStatusValue, ApplicationStatusValue]> = [
      ['in_review', 'applied'],
      ['applied', 'shortlisted'],
      ['offered', 'interview'],
      ['hired', 'interview'],
      ['applied', 'offered'],
      ['offered', 'accepted_by_applicant'],
      ['applied', 'rejected_by_applicant'],
    ];
    for (const [from, to] of refused) expect(planDrop(from, to), `${from} → ${to}`).toEqual({ kind: 'refused' });
  });

  it('names the permission each plan needs', () => {
    expect(permissionFor(planDrop('applied', 'in_review'))).toBe('movePipeline');
    expect(permissionFor(planDrop('applied', 'rejected_by_company'))).toBe('movePipeline');
    expect(permissionFor(planDrop('applied', 'interview'))).toBe('scheduleInterviews');
    expect(permissionFor(planDrop('interview', 'offered'))).toBe('sendOffers');
    expect(permissionFor(planDrop('applied', 'applied'))).toBeNull();
  });
});
