import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { hiringMoves, nextStepOf } from '@/testing/moves';
import { renderApp } from '@/testing/test-utils';
import type { ApplicantCard } from '@/types/jobs';
import { ApplicantsTable } from './applicants-table';

const card = (id: string, first_name: string, last_name: string): ApplicantCard => ({
  id,
  anonymised: false,
  applied_at: '2026-03-01T10:00:00Z',
  blacklisted: false,
  candidate_id: `u-${id}`,
  cv_name: 'cv.pdf',
  cv_url: `/api/accounts/files/cv/${id}.pdf`,
  email: null,
  favorite: false,
  first_name,
  last_name,
  job_id: 'job-1',
  job_title: 'Rust engineer',
  rating: null,
  score: null,
  status: { id: 0, value: 'applied' },
  actions: hiringMoves('applied'),
  next_status: nextStepOf('applied'),
  status_changed_at: '2026-03-01T10:00:00Z',
});

function renderTable(applicants = [card('a-1', 'Grace', 'Hopper'), card('a-2', 'Alan', 'Turing')]) {
  renderApp(
    <ApplicantsTable
      applicants={applicants}
      total={2}
      loading={false}
      filter={{}}
      pageSize={20}
      onChange={() => undefined}
      selection={{ selected: ['a-2'], onSelect: () => undefined }}
    />,
  );
}

describe('ApplicantsTable', { timeout: 20_000 }, () => {
  it("labels its selection boxes in the reader's language, each row's by the applicant's name", async () => {
    await act(() => setLanguage('az', { store: false }));
    renderTable();
    expect(await screen.findByRole('checkbox', { name: 'Bu səhifədəki bütün namizədləri seç' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Seç: Grace Hopper' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Seç: Alan Turing' }) as HTMLInputElement).checked).toBe(true);

    await act(() => setLanguage('ru', { store: false }));
    expect(await screen.findByRole('checkbox', { name: 'Выбрать всех кандидатов на этой странице' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Grace Hopper' })).toBeTruthy();
  });

  it('given applicants from a job board and from before sources were kept, then the Source column names the board and says "Not recorded"', async () => {
    renderTable([{ ...card('a-1', 'Grace', 'Hopper'), attribution: { source: 'job_board', board: 'indeed' } }, { ...card('a-2', 'Alan', 'Turing'), attribution: null }]);
    expect(await screen.findByRole('columnheader', { name: 'Source' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByTestId('application-source').map((cell) => cell.textContent)).toEqual(['Job boardindeed', 'Not recorded']);
  });
});
