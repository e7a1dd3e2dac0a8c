import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import type { ApplicantCard, StatusMove } from '@/types/jobs';

const open: ApplicationStatusValue[] = ['applied', 'in_review', 'shortlisted', 'interview', 'offered', 'accepted_by_applicant'];

/** The server's answers for fixtures: the moves each status allows a company (domain/src/hiring/status.rs). */
const table: Record<Exclude<StatusMove, 'withdraw'>, ApplicationStatusValue[]> = {
  next_step: ['applied', 'in_review', 'shortlisted', 'interview'],
  schedule_interview: ['applied', 'in_review', 'shortlisted', 'interview'],
  send_offer: ['interview', 'offered'],
  hire: ['interview', 'offered', 'accepted_by_applicant'],
  reject: open,
};

/** A company's allowed moves from `status`, in the server's order. */
export function hiringMoves(status: ApplicationStatusValue): StatusMove[] {
  return (Object.keys(table) as Array<keyof typeof table>).filter((move) => table[move].includes(status));
}

/** The applicant's allowed moves from `status`. */
export function applicantMoves(status: ApplicationStatusValue): StatusMove[] {
  return open.includes(status) ? ['withdraw'] : [];
}

const pipeline: ApplicationStatusValue[] = ['applied', 'in_review', 'shortlisted', 'interview', 'offered'];

/** Where the next step leads from `status`, as the server's `next_status` says. */
export function nextStepOf(status: ApplicationStatusValue): ApplicantCard['next_status'] {
  const index = pipeline.indexOf(status);
  if (index < 0 || index === pipeline.length - 1) return null;
  const value = pipeline[index + 1];
  return { id: applicationStatuses.indexOf(value), value };
}

/** Grace Hopper's card for job-1 at `value`, with the moves that status allows a company. */
export function applicantCard(value: ApplicationStatusValue = 'applied'): ApplicantCard {
  return {
    id: 'app-1',
    status: { id: applicationStatuses.indexOf(value), value },
    actions: hiringMoves(value),
    next_status: nextStepOf(value),
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
