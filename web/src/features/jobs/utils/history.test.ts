import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { HistoryEntry } from '@/types/jobs';
import { describeHistory } from './history';

const t = i18n.t.bind(i18n);
const entry = (event_type: string, data: Record<string, unknown>, aggregate_type: HistoryEntry['aggregate_type'] = 'application'): HistoryEntry => ({
  aggregate_type,
  aggregate_id: 'a-1',
  event_type,
  actor: 'u-1',
  actor_name: 'Ada Lovelace',
  at: '2026-03-01T10:00:00Z',
  data,
});

describe('describeHistory', () => {
  it('names both statuses of a change, why it happened and the reason given', () => {
    expect(describeHistory(entry('ApplicationStatusChanged', { from: 'applied', to: 'in_review', cause: { kind: 'next_step' } }), t, 'en')).toEqual({
      text: 'Applied → In review',
      detail: 'Moved to the next step',
      color: 'blue',
    });
    expect(
      describeHistory(entry('ApplicationStatusChanged', { from: 'interview', to: 'rejected_by_company', cause: { kind: 'rejected', reason: 'Too junior' } }), t, 'en'),
    ).toEqual({ text: 'Interview → Rejected by company', detail: 'Rejected by the company · Reason: Too junior', color: 'red' });
    expect(describeHistory(entry('ApplicationStatusChanged', { from: 'offered', to: 'hired', cause: { kind: 'hired' } }), t, 'en').color).toBe('green');
  });

  it('describes interview and offer events with their slot and terms', () => {
    const scheduled = entry('InterviewScheduled', { slot: { date: '2026-03-05', start: '10:00:00', end: '11:00:00', location: 'HQ' } }, 'interview');
    expect(describeHistory(scheduled, t, 'en')).toEqual({ text: 'Interview scheduled for 05.03.2026, 10:00–11:00', detail: 'HQ', color: 'blue' });
    const offer = entry('OfferSent', { terms: { gross_salary: 3500, currency: 'AZN', last_date: '2026-03-10' } }, 'offer');
    expect(describeHistory(offer, t, 'en')).toEqual({ text: 'Offer sent: AZN\u00a03,500', detail: 'Answer by 10.03.2026', color: 'blue' });
    expect(describeHistory(entry('OfferDeclined', { reason: 'Salary' }, 'offer'), t, 'en').detail).toBe('Reason: Salary');
  });

  it('tells a private note from a team note, and never shows its text', () => {
    expect(describeHistory(entry('ApplicantNoteAdded', { private: true, note_id: 'n' }), t, 'en').text).toBe('Private note added');
    expect(describeHistory(entry('ApplicantNoteAdded', { private: false, note_id: 'n' }), t, 'en').text).toBe('Note added');
  });

  it('says an anonymisation erased the personal data, and why', () => {
    expect(describeHistory(entry('ApplicationAnonymised', { because: 'retention' }), t, 'en')).toEqual({
      text: 'Personal data erased',
      detail: 'The retention period for rejected applicants ended',
      color: 'gray',
    });
  });

  it('shows unknown events by their name', () => {
    expect(describeHistory(entry('SomethingNew', {}), t, 'en').text).toBe('SomethingNew');
  });
});
