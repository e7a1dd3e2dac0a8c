import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import type { ApplicantCard, StatusMove } from '@/types/jobs';

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

/** Grace Hopper's card for job-1 at `value`, with the moves that status allows. */
export function applicantCard(value: ApplicationStatusValue = 'applied'): ApplicantCard {
  return {
    id: 'app-1',
    status: { id: applicationStatuses.indexOf(value), value },
    actions: hiringMoves(value),
    applied_at: '2026-03-01T10:00:00Z',
    status_changed_at: '2026-03-01T10:00:00Z',
    rating: null,
    score: null,
    favorite: false,
    blacklisted: false,
    job_id: 'job-1',
    job_title: 'Rust engineer',
    candidate_id: 'u-9',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    cv_name: 'cv.pdf',
    cv_url: '/api/accounts/files/cv/x.pdf',
    anonymised: false,
  };
}
