import type { ApplicationStatusValue } from '@/lib/application-status';
import type { ApplicantCard, StatusMove } from '@/types/jobs';

/**
 * How an application moves to a status, wherever the move is asked for: a drop or the card's
 * "move to" menu on the board, the board's keyboard, the buttons of the applicant page:
 * - where its next step leads (the server's `next_status`): move to next step;
 * - interview: open the schedule-interview dialog (scheduling moves the applicant);
 * - offered: open the offer dialog (sending the offer moves the applicant);
 * - hired: hire; rejected by company: reject (after asking for a reason);
 * - anything else: no action leads there, the move is refused.
 * Each is planned only where the card's `actions` (what the server says this user may do to it
 * now) include it, so nobody fills a dialog in vain. Interview and offered take precedence over
 * "next column": a candidate at the interview stage without an interview, or offered without an
 * offer, would mean nothing.
 */
export type MovePlan =
  | { kind: 'none' }
  | { kind: 'action'; action: 'next_step' | 'hire' }
  | { kind: 'reject' }
  | { kind: 'schedule' }
  | { kind: 'offer' }
  | { kind: 'refused' };

export function planMove(card: Pick<ApplicantCard, 'status' | 'actions' | 'next_status'>, to: ApplicationStatusValue): MovePlan {
  if (card.status.value === to) return { kind: 'none' };
  const allowed = (move: StatusMove, plan: MovePlan): MovePlan => (card.actions.includes(move) ? plan : { kind: 'refused' });
  if (to === 'interview') return allowed('schedule_interview', { kind: 'schedule' });
  if (to === 'offered') return allowed('send_offer', { kind: 'offer' });
  if (to === 'hired') return allowed('hire', { kind: 'action', action: 'hire' });
  if (to === 'rejected_by_company') return allowed('reject', { kind: 'reject' });
  if (card.next_status?.value === to) return allowed('next_step', { kind: 'action', action: 'next_step' });
  return { kind: 'refused' };
}

/** The statuses of `statuses` the card may be moved to: the board's "move to" menu. */
export function movesOf(card: Pick<ApplicantCard, 'status' | 'actions' | 'next_status'>, statuses: readonly ApplicationStatusValue[]): ApplicationStatusValue[] {
  return statuses.filter((to) => {
    const plan = planMove(card, to);
    return plan.kind !== 'none' && plan.kind !== 'refused';
  });
}
