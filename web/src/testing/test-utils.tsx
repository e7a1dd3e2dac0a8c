import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { onTestFinished, vi } from 'vitest';
import { useSession } from '@/lib/auth';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import type { UserResponse } from '@/types/api';

/** Renders `element` with the app's real providers, at `path` of an in-memory router. */
export function renderApp(element: ReactElement, { path = '/', routes }: { path?: string; routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    ),
  };
}

type UserOverrides = Partial<Omit<UserResponse, 'profile'>> & { profile?: Partial<NonNullable<UserResponse['profile']>> };

export function makeUser({ profile, ...overrides }: UserOverrides = {}): UserResponse {
  return {
    id: 'u-1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@acme.io',
    user_type: 'company',
    modules: [],
    may: [],
    ...overrides,
    profile: { id: 'p-1', ...profile },
  };
}

/**
 * What the server answers in `may` for the company account and each role when applicant
 * tracking is on (api/src/http/roles.rs, whose answer the API tests check against the routes):
 * a fixture of the server's answer, which the app itself never computes.
 */
const serverMay: Record<'company' | 'block_leader' | 'hiring_manager' | 'hr_executive', UserResponse['may']> = {
  company: ['post_job', 'edit_job', 'change_job_status', 'decide_requests', 'move_pipeline', 'see_applicants', 'schedule_interviews', 'send_offers', 'private_notes', 'list_employees'],
  block_leader: ['post_job'],
  hiring_manager: ['post_job', 'move_pipeline', 'see_applicants', 'schedule_interviews', 'send_offers'],
  hr_executive: ['edit_job', 'change_job_status', 'decide_requests', 'see_applicants', 'schedule_interviews', 'send_offers', 'private_notes'],
};

export const company = (modules: Array<'ats' | 'lms'> = []) =>
  makeUser({
    user_type: 'company',
    modules: (['ats', 'lms'] as const).map((module) => ({ module, is_active: modules.includes(module) })),
    may: modules.includes('ats') ? serverMay.company : [],
    profile: { name: 'Acme' },
  });

export const employee = (role: NonNullable<UserResponse['profile']>['role'], modules: Array<'ats' | 'lms'> = []) =>
  makeUser({
    user_type: 'employee',
    modules: (['ats', 'lms'] as const).map((module) => ({ module, is_active: modules.includes(module) })),
    may: modules.includes('ats') && role && role in serverMay ? serverMay[role as keyof typeof serverMay] : [],
    profile: { role, company: { id: 'c-1', name: 'Acme', logo: null, user: { id: 'u-c' } } },
  });

export const jobseeker = () => makeUser({ user_type: 'jobseeker', modules: [] });

type Handler = (request: { method: string; body: unknown; query: URLSearchParams }) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/**
 * Answers the app's HTTP calls in component tests: `routes` maps "METHOD /path" (query string
 * left out; the handler gets it as `query`) to a handler. The signed-in user is answered at
 * /api/auth/users/me/. Every call is recorded; unknown ones answer 404.
 */
export function mockApi(user: UserResponse, routes: Record<string, Handler> = {}) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  window.localStorage.setItem('hire.access', 'access-token');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname + url.search, body });
    const key = `${method} ${url.pathname}`;
    const answer = key === 'GET /api/auth/users/me/' ? { body: user } : routes[key]?.({ method, body, query: url.searchParams });
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer ? answer.body : { error: { code: 'not_found', message: 'Not found.' } };
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  });
  return { calls };
}

/** The privacy terms as GET /api/privacy/terms/ answers them, for `mockApi`'s routes. */
export const privacyTermsRoute = {
  'GET /api/privacy/terms/': () => ({ body: { version: '2026-11-26', text: 'Hire keeps the data you give it.' } }),
};

/**
 * Ids that more than one element of the page carries: a label, or an aria reference, would name
 * the first of them only. antd's own generated ids read "test-id" under test (its useId does so
 * whenever NODE_ENV is test), so they are left out.
 */
export function duplicateIds(): string[] {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id) => id !== 'test-id');
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

/** Renders once the signed-in user is loaded, as the session guard does in the app. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? <>{children}</> : null;
}

/**
 * Catches the files the app saves through a temporary link (lib/download): each one's name and
 * content, in order. jsdom neither makes object URLs nor downloads.
 */
export function catchDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const href = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(href, blob as Blob);
    return href;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, blob });
  });
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return saved;
}
