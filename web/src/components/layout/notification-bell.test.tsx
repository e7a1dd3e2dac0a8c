import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/types/api';
import { company, jobseeker, mockApi, renderApp } from '@/testing/test-utils';
import { NotificationBell } from './notification-bell';

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 'n-1',
  title_en: 'New application',
  title_az: 'Yeni müraciət',
  title_ru: 'Новый отклик',
  status: 1,
  time: { time: 'minutes', ago: 3 },
  is_read: false,
  application_id: 'a-1',
  job_id: 'j-1',
  job_title: 'Data Analyst',
  ...overrides,
});

async function openBell(userType: 'company' | 'jobseeker') {
  renderApp(<NotificationBell unread markSeen={() => undefined} userType={userType} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Unread notifications' }));
  return screen.findByTestId('notifications');
}

describe('NotificationBell', () => {
  it('names the applicant of a company notification, linking to the applicant page', async () => {
    mockApi(company(['ats']), {
      'GET /api/accounts/notifications/': () => ({
        body: [notification({ applicant: { id: 'js-1', name: 'Aysel Mammadova', profile_picture: null } })],
      }),
    });
    const list = await openBell('company');
    expect(await within(list).findByText('Aysel Mammadova')).toBeTruthy();
    expect(within(list).getAllByRole('link')[0].getAttribute('href')).toBe('/applicant/a-1');
  });

  it('names the company of a job seeker notification', async () => {
    mockApi(jobseeker(), {
      'GET /api/accounts/notifications/': () => ({
        body: [
          notification({
            title_en: 'You received a job offer',
            status: 5,
            company: { id: 'c-1', name: 'Caspian Analytics', logo: null },
          }),
        ],
      }),
    });
    const list = await openBell('jobseeker');
    expect(await within(list).findByText('Caspian Analytics')).toBeTruthy();
    expect(within(list).getByText('You received a job offer')).toBeTruthy();
  });

  it('makes a burst of new applications for one job one line, naming who, linking to the pipeline', async () => {
    const applied = (id: string, name: string) =>
      notification({ id, status: 0, application_id: `a-${id}`, applicant: { id: `js-${id}`, name, profile_picture: null } });
    mockApi(company(['ats']), {
      'GET /api/accounts/notifications/': () => ({
        body: [applied('1', 'Aysel Mammadova'), applied('2', 'Rashad Aliyev'), applied('3', 'Leyla Huseynova')],
      }),
    });
    const list = await openBell('company');
    const line = (await within(list).findAllByTestId('notification'))[0];
    expect(within(list).getAllByTestId('notification')).toHaveLength(1);
    expect(within(line).getByText('3 new applications for Data Analyst')).toBeTruthy();
    expect(within(line).getByText('Aysel Mammadova, Rashad Aliyev and 1 more')).toBeTruthy();
    expect(within(line).getByRole('link').getAttribute('href')).toBe('/my-job/j-1');
  });

  it("tells a job seeker which job, with the company's name going to its page", async () => {
    mockApi(jobseeker(), {
      'GET /api/accounts/notifications/': () => ({
        body: [notification({ title_en: 'You received a job offer', status: 4, company: { id: 'c-1', name: 'Caspian Analytics', logo: null } })],
      }),
    });
    const list = await openBell('jobseeker');
    expect(await within(list).findByText('Data Analyst')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Caspian Analytics' }).getAttribute('href')).toBe('/company/c-1');
    expect(within(list).getByRole('link', { name: 'You received a job offer' }).getAttribute('href')).toBe('/my-applications');
  });
});
