import type { HiringAction } from '@/config/access';
import { nextStatus, type ApplicationStatusValue } from '@/lib/application-status';
import type { StatusMove } from '@/types/jobs';

/**
 * What dropping a card from one column onto another means on the kanban board:
 * - the next column of the pipeline: move to next step;
 * - interview: open the schedule-interview dialog (scheduling moves the applicant);
 * - offered: open the offer dialog (sending the offer moves the applicant);
 * - hired: hire; rejected by company: reject (after asking for a reason);
 * - anything else: no action leads there, the move is refused.
 * Each is planned only where the card's `actions` (the server's table of moves) allow it, so
 * nobody fills a dialog in vain. Interview and offered take precedence over "next column": a
 * candidate at the interview stage without an interview, or offered without an offer, would
 * mean nothing.
 */
export type DropPlan =
  | { kind: 'none' }
  | { kind: 'action'; action: 'next_step' | 'hire' }
  | { kind: 'reject' }
  | { kind: 'schedule' }
  | { kind: 'offer' }
  | { kind: 'refused' };

export function planDrop(from: ApplicationStatusValue, to: ApplicationStatusValue, actions: readonly StatusMove[]): DropPlan {
  if (from === to) return { kind: 'none' };
  const allowed = (move: StatusMove, plan: DropPlan): DropPlan => (actions.includes(move) ? plan : { kind: 'refused' });
  if (to === 'interview') return allowed('schedule_interview', { kind: 'schedule' });
  if (to === 'offered') return allowed('send_offer', { kind: 'offer' });
  if (to === 'hired') return allowed('hire', { kind: 'action', action: 'hire' });
  if (to === 'rejected_by_company') return allowed('reject', { kind: 'reject' });
  if (nextStatus(from) === to) return allowed('next_step', { kind: 'action', action: 'next_step' });
  return { kind: 'refused' };
}

/** The permission a planned drop needs (Hiring Managers and companies move; HR schedules and offers). */
export function permissionFor(plan: DropPlan): HiringAction | null {
  switch (plan.kind) {
    case 'action':
    case 'reject':
      return 'move_pipeline';
    case 'schedule':
      return 'schedule_interviews';
    case 'offer':
      return 'send_offers';
    default:
      return null;
  }
}
