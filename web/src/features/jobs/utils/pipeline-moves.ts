import type { HiringAction } from '@/config/access';
import { nextStatus, type ApplicationStatusValue } from '@/lib/application-status';

/**
 * What dropping a card from one column onto another means on the kanban board:
 * - the next column of the pipeline: move to next step;
 * - interview: open the schedule-interview dialog (scheduling moves the applicant);
 * - offered: open the offer dialog (sending the offer moves the applicant);
 * - hired: hire; rejected by company: reject (after asking for a reason);
 * - anything else: no action leads there, the move is refused.
 * Interview and offered take precedence over "next column": a candidate at the interview
 * stage without an interview, or offered without an offer, would mean nothing.
 */
export type DropPlan =
  | { kind: 'none' }
  | { kind: 'action'; action: 'next_step' | 'hire' }
  | { kind: 'reject' }
  | { kind: 'schedule' }
  | { kind: 'offer' }
  | { kind: 'refused' };

// The dialogs are only opened where their command can succeed (architecture: schedule from
// applied, in review or shortlisted; offer from interview), so nobody fills a form in vain.
const schedulable: ApplicationStatusValue[] = ['applied', 'in_review', 'shortlisted'];
const offerable: ApplicationStatusValue[] = ['interview'];

export function planDrop(from: ApplicationStatusValue, to: ApplicationStatusValue): DropPlan {
  if (from === to) return { kind: 'none' };
  if (to === 'interview') return schedulable.includes(from) ? { kind: 'schedule' } : { kind: 'refused' };
  if (to === 'offered') return offerable.includes(from) ? { kind: 'offer' } : { kind: 'refused' };
  if (to === 'hired') return { kind: 'action', action: 'hire' };
  if (to === 'rejected_by_company') return { kind: 'reject' };
  if (nextStatus(from) === to) return { kind: 'action', action: 'next_step' };
  return { kind: 'refused' };
}

/** The permission a planned drop needs (Hiring Managers and companies move; HR schedules and offers). */
export function permissionFor(plan: DropPlan): HiringAction | null {
  switch (plan.kind) {
    case 'action':
    case 'reject':
      return 'movePipeline';
    case 'schedule':
      return 'scheduleInterviews';
    case 'offer':
      return 'sendOffers';
    default:
      return null;
  }
}
