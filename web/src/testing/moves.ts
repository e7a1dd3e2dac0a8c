import type { ApplicationStatusValue } from '@/lib/application-status';
import type { StatusMove } from '@/types/jobs';

const open: ApplicationStatusValue[] = ['applied', 'in_review', 'shortlisted', 'interview', 'offered', 'accepted_by_applicant'];

/** The server's table of moves (domain/src/hiring/status.rs), for fixtures: what each status allows the hiring team. */
const table: Record<Exclude<StatusMove, 'withdraw'>, ApplicationStatusValue[]> = {
  next_step: ['applied', 'in_review', 'shortlisted', 'interview'],
  schedule_interview: ['applied', 'in_review', 'shortlisted', 'interview'],
  send_offer: ['interview', 'offered'],
  hire: ['interview', 'offered', 'accepted_by_applicant'],
  reject: open,
};

/** The hiring team's allowed moves from `status`, in the server's order. */
export function hiringMoves(status: ApplicationStatusValue): StatusMove[] {
  return (Object.keys(table) as Array<keyof typeof table>).filter((move) => table[move].includes(status));
}

/** The applicant's allowed moves from `status`. */
export function applicantMoves(status: ApplicationStatusValue): StatusMove[] {
  return open.includes(status) ? ['withdraw'] : [];
}
