import type { TFunction } from 'i18next';
import { isApplicationStatus } from '@/lib/application-status';
import { formatMoney } from '@/lib/format';
import type { HistoryEntry } from '@/types/jobs';
import { formatDate } from './format';

export type HistoryLine = { text: string; detail?: string; color: 'blue' | 'green' | 'red' | 'gray' };

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const time = (value: unknown) => str(value).slice(0, 5);

/** One line of the audit timeline, in the user's language (`locale` for its money), from an event and its data. */
export function describeHistory(entry: HistoryEntry, t: TFunction, locale: string): HistoryLine {
  const data = record(entry.data);
  const status = (value: unknown) => (isApplicationStatus(value) ? t(`common.applicationStatus.${value}`) : str(value));
  const reason = str(data.reason) || str(record(data.cause).reason);
  const withReason = reason ? t('jobs.history.reason', { reason }) : undefined;
  switch (entry.event_type) {
    case 'ApplicationSubmitted':
      return { text: t('jobs.history.submitted'), color: 'blue' };
    case 'ApplicationStatusChanged': {
      const kind = str(record(data.cause).kind);
      const to = str(data.to);
      const cause = kind ? t(`jobs.history.cause.${kind}`, { defaultValue: '' }) : '';
      return {
        text: t('jobs.history.statusChanged', { from: status(data.from), to: status(to) }),
        detail: [cause, withReason].filter(Boolean).join(' · ') || undefined,
        color: to === 'hired' || to === 'accepted_by_applicant' ? 'green' : to.startsWith('rejected') ? 'red' : 'blue',
      };
    }
    case 'ApplicantRated':
      return { text: t('jobs.history.rated', { rating: str(data.rating) }), color: 'gray' };
    case 'ApplicantNoteAdded':
      return { text: t(data.private ? 'jobs.history.privateNoteAdded' : 'jobs.history.noteAdded'), color: 'gray' };
    case 'CandidateBlacklisted':
      return { text: t('jobs.history.blacklisted'), color: 'red' };
    case 'CandidateRemovedFromBlacklist':
      return { text: t('jobs.history.removedFromBlacklist'), color: 'gray' };
    case 'CandidateFavorited':
      return { text: t('jobs.history.favorited'), color: 'gray' };
    case 'CandidateUnfavorited':
      return { text: t('jobs.history.unfavorited'), color: 'gray' };
    case 'InterviewScheduled':
    case 'InterviewRescheduled': {
      const slot = record(data.slot);
      const key = entry.event_type === 'InterviewScheduled' ? 'interviewScheduled' : 'interviewRescheduled';
      return {
        text: t(`jobs.history.${key}`, { date: formatDate(str(slot.date)), start: time(slot.start), end: time(slot.end) }),
        detail: str(slot.location) || undefined,
        color: 'blue',
      };
    }
    case 'InterviewStarted':
      return { text: t('jobs.history.interviewStarted'), color: 'blue' };
    case 'InterviewCompleted':
      return { text: t('jobs.history.interviewCompleted'), color: 'green' };
    case 'InterviewCancelled':
      return { text: t('jobs.history.interviewCancelled'), detail: withReason, color: 'red' };
    case 'EvaluationSubmitted':
      return { text: t('jobs.history.evaluationSubmitted'), color: 'blue' };
    case 'OfferSent': {
      const terms = record(data.terms);
      const salary = typeof terms.gross_salary === 'number' ? formatMoney(locale, terms.gross_salary, str(terms.currency)) : '';
      return {
        text: t('jobs.history.offerSent', { amount: salary }),
        detail: str(terms.last_date) ? t('jobs.history.offerLastDate', { date: formatDate(str(terms.last_date)) }) : undefined,
        color: 'blue',
      };
    }
    case 'OfferAccepted':
      return { text: t('jobs.history.offerAccepted'), color: 'green' };
    case 'OfferDeclined':
      return { text: t('jobs.history.offerDeclined'), detail: withReason, color: 'red' };
    case 'OfferWithdrawn':
      return { text: t('jobs.history.offerWithdrawn'), color: 'red' };
    case 'OfferExpired':
      return { text: t('jobs.history.offerExpired'), color: 'gray' };
    case 'ApplicationAnonymised':
      return {
        text: t('jobs.history.anonymised'),
        detail: t(`jobs.history.anonymisedBecause.${str(data.because)}`, { defaultValue: '' }) || undefined,
        color: 'gray',
      };
    default:
      return { text: t('jobs.history.other', { event: entry.event_type }), color: 'gray' };
  }
}
