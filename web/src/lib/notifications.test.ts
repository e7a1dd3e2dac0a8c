import { describe, expect, it } from 'vitest';
import type { Notification } from '@/types/api';
import { groupNotifications } from './notifications';

const news = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  title_en: 'New application',
  title_az: 'Yeni müraciət',
  title_ru: 'Новый отклик',
  status: 0,
  time: { time: 'minutes', ago: 3 },
  is_read: false,
  application_id: `a-${id}`,
  job_id: 'j-1',
  job_title: 'Data Analyst',
  applicant: { id: `js-${id}`, name: `Applicant ${id}`, profile_picture: null },
  ...overrides,
});

const shape = (notifications: Notification[]) => groupNotifications(notifications).map((group) => group.items.map((item) => item.id));

describe('groupNotifications', () => {
  it('given new applications in a row for one job, makes them one line', () => {
    expect(shape([news('1'), news('2'), news('3')])).toEqual([['1', '2', '3']]);
  });

  it('keeps news about another job, or of another kind, apart', () => {
    expect(shape([news('1'), news('2', { job_id: 'j-2' }), news('3', { job_id: 'j-2', status: 8 }), news('4')])).toEqual([['1'], ['2'], ['3'], ['4']]);
  });

  it("never groups a job seeker's notifications", () => {
    const seeker = (id: string) => news(id, { applicant: undefined, company: { id: 'c-1', name: 'Acme', logo: null } });
    expect(shape([seeker('1'), seeker('2')])).toEqual([['1'], ['2']]);
  });
});
