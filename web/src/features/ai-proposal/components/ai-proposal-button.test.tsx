import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { AiProposal } from '@/types/ai-proposal';
import { AiProposalButton } from './ai-proposal-button';

const proposal: AiProposal = {
  job_id: 'job-1',
  provider: 'hire-extractive',
  tokens_charged: 310,
  balance: 4690,
  candidates: [
    {
      rank: 2, application_id: 'app-2', applicant: { id: 'js-2', name: 'Bob Stone', profile_picture: null }, score: 20,
      reason: 'Has 0 of 3 required skills.', matched_skills: [], missing_skills: ['Rust', 'SQL', 'Kubernetes'],
      experience_years: 1, required_experience_years: null, languages: [], salary_expectation: null, salary_fit: 'unknown',
    },
    {
      rank: 1, application_id: 'app-1', applicant: { id: 'js-1', name: 'Ann Lee', profile_picture: null }, score: 86,
      reason: 'Has 2 of 3 required skills (missing Kubernetes); 6 years of experience (5 asked).', matched_skills: ['Rust', 'SQL'],
      missing_skills: ['Kubernetes'], experience_years: 6, required_experience_years: 5, languages: ['English', 'Azerbaijani'],
      salary_expectation: 3000, salary_fit: 'within',
    },
  ],
};

const proposalPath = '/api/jobs/ai-proposal/job-1/';

type Answer = { status?: number; body?: unknown };

function renderButton(user: UserResponse, answers: Answer[]) {
  let call = 0;
  const api = mockApi(user, { [`POST ${proposalPath}`]: () => answers[Math.min(call++, answers.length - 1)] });
  const page = (
    <SignedIn>
      <AiProposalButton jobId="job-1" jobTitle="Backend Engineer" />
    </SignedIn>
  );
  renderApp(page, {
    path: '/my-job/job-1',
    routes: [
      { path: '/my-job/:id', element: page },
      { path: '/market', element: <p>The market</p> },
      { path: '/applicant/:id', element: <p>The applicant</p> },
    ],
  });
  const runs = () => api.calls.filter((entry) => entry.method === 'POST' && entry.path === proposalPath).length;
  return { api, runs };
}

const openProposal = async () => {
  const button = await screen.findByRole('button', { name: /AI proposal/ }, { timeout: 10_000 });
  await act(async () => fireEvent.click(button));
};

const refusal = (status: number, code: string, details?: Record<string, unknown>): Answer => ({
  status,
  body: { error: { code, message: 'server wording', ...(details ? { details } : {}) } },
});

describe('AI proposal', { timeout: 20_000 }, () => {
  it('ranks the applicants best first, each with score, reason, skills, experience, languages and salary fit, and what it cost', async () => {
    const { runs } = renderButton(company(['ats']), [{ body: proposal }]);
    await openProposal();

    const cards = await screen.findAllByTestId('candidate', {}, { timeout: 10_000 });
    expect(cards.map((card) => card.getAttribute('data-rank'))).toEqual(['1', '2']);
    expect(screen.getByText('AI proposal: Backend Engineer')).toBeTruthy();

    const best = within(cards[0]);
    expect(best.getByText('#1')).toBeTruthy();
    expect(best.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/applicant/app-1');
    expect(cards[0].querySelector('[data-field="score"]')?.getAttribute('data-value')).toBe('86');
    expect(best.getByRole('progressbar')).toBeTruthy();
    expect(best.getByText(/Has 2 of 3 required skills/)).toBeTruthy();
    const matched = cards[0].querySelector<HTMLElement>('[data-field="matched"]')!;
    expect([...matched.querySelectorAll('.ant-tag')].map((tag) => [tag.textContent, tag.className.includes('green')])).toEqual([
      ['Rust', true],
      ['SQL', true],
    ]);
    const missing = cards[0].querySelector<HTMLElement>('[data-field="missing"]')!;
    expect([...missing.querySelectorAll('.ant-tag')].map((tag) => [tag.textContent, tag.className.includes('red')])).toEqual([['Kubernetes', true]]);
    expect(cards[0].querySelector('[data-field="experience"]')?.textContent).toBe('6 years (required: 5 years)');
    expect(cards[0].querySelector('[data-field="languages"]')?.textContent).toBe('English, Azerbaijani');
    expect(cards[0].querySelector('[data-field="salary"]')?.textContent).toBe('3,000Within the range');

    const second = within(cards[1]);
    expect(second.getByRole('link', { name: 'Bob Stone' }).getAttribute('href')).toBe('/applicant/app-2');
    expect(second.getByText('None')).toBeTruthy();
    // The job asks for no experience: only the applicant's is told.
    expect(cards[1].querySelector('[data-field="experience"]')?.textContent).toBe('1 year');
    expect(cards[1].querySelector('[data-field="salary_fit"]')?.textContent).toBe('Range unknown');

    const cost = screen.getByTestId('proposal-cost');
    expect(cost.querySelector('[data-field="tokens_charged"]')?.textContent).toBe('310');
    expect(cost.querySelector('[data-field="balance"]')?.textContent).toBe('4,690');
    expect(runs()).toBe(1);
  });

  it('given a ranking, when the drawer is opened again it shows it without a new run, and Run again runs anew', async () => {
    const second = { ...proposal, tokens_charged: 300, balance: 4390 };
    const { runs } = renderButton(company(['ats']), [{ body: proposal }, { body: second }]);
    await openProposal();
    await screen.findAllByTestId('candidate', {}, { timeout: 10_000 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /AI proposal/ })));
    expect(screen.getAllByTestId('candidate')).toHaveLength(2);
    expect(runs()).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Run again/ })));
    await waitFor(() => expect(screen.getByTestId('proposal-cost').querySelector('[data-field="balance"]')?.textContent).toBe('4,390'));
    expect(runs()).toBe(2);
  });

  it('given too few tokens, tells so with a link to the market, which closes the drawer', async () => {
    const { runs } = renderButton(company(['ats']), [refusal(402, 'not_enough_ai_tokens'), { body: proposal }]);
    await openProposal();

    const alert = await screen.findByTestId('ai-error', {}, { timeout: 10_000 });
    expect(alert.getAttribute('data-code')).toBe('not_enough_ai_tokens');
    expect(alert.textContent).toContain('Not enough AI tokens, purchase more.');
    const link = within(alert).getByRole('link', { name: /Buy AI tokens/ });
    expect(link.getAttribute('href')).toBe('/market');

    await act(async () => fireEvent.click(link));
    expect(await screen.findByText('The market')).toBeTruthy();
    expect(runs()).toBe(1);
  });

  it('given the AI is rate limited, tells the seconds to wait; Run again then ranks', async () => {
    renderButton(company(['ats']), [refusal(429, 'ai_rate_limited', { retry_after_seconds: 42 }), { body: proposal }]);
    await openProposal();

    const alert = await screen.findByTestId('ai-error', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('AI service rate limited, try later.');
    expect(within(alert).getByTestId('retry-after').textContent).toBe('Try again in 42 seconds.');
    expect(within(alert).queryByRole('link')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Run again/ })));
    expect(await screen.findAllByTestId('candidate')).toHaveLength(2);
    expect(screen.queryByTestId('ai-error')).toBeNull();
  });

  const refusals: Array<[number, string, string]> = [
    [409, 'no_applicants', 'No applicants found for the job.'],
    [409, 'no_candidates_data', 'No candidates data for the job.'],
    [400, 'ai_proposal_failed', 'Failed to load AI proposal.'],
    [400, 'failed_to_build_prompt', 'Failed to build prompt.'],
    [502, 'ai_unavailable', 'The AI service could not be reached. Try again later.'],
  ];
  for (const [status, code, text] of refusals) {
    it(`tells ${status} ${code} in the user's words, without a market link`, async () => {
      renderButton(company(['ats']), [refusal(status, code)]);
      await openProposal();
      const alert = await screen.findByTestId('ai-error', {}, { timeout: 10_000 });
      expect(alert.getAttribute('data-code')).toBe(code);
      expect(alert.textContent).toBe(text);
      expect(within(alert).queryByRole('link')).toBeNull();
    });
  }

  const readers: Array<[string, UserResponse, boolean]> = [
    ['the company with ats', company(['ats']), true],
    ['a Hiring Manager with ats', employee('hiring_manager', ['ats']), true],
    ['an HR Executive with ats', employee('hr_executive', ['ats']), true],
    ['a Block Leader', employee('block_leader', ['ats']), false],
    ['a company without ats', company(), false],
    ['a job seeker', jobseeker(), false],
  ];
  for (const [who, user, offered] of readers) {
    it(`is ${offered ? '' : 'not '}offered to ${who}`, async () => {
      mockApi(user);
      renderApp(
        <SignedIn>
          <p>loaded</p>
          <AiProposalButton jobId="job-1" jobTitle="Backend Engineer" />
        </SignedIn>,
      );
      expect(await screen.findByText('loaded', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: /AI proposal/ })).toHaveLength(offered ? 1 : 0);
    });
  }
});
