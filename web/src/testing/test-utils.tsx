import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import type { User } from '@/types/api';

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

type UserOverrides = Partial<Omit<User, 'profile'>> & { profile?: Partial<NonNullable<User['profile']>> };

export function makeUser({ profile, ...overrides }: UserOverrides = {}): User {
  return {
    id: 'u-1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@acme.io',
    user_type: 'company',
    modules: [],
    ...overrides,
    profile: { id: 'p-1', ...profile },
  };
}

export const company = (modules: Array<'ats' | 'lms'> = []) =>
  makeUser({
    user_type: 'company',
    modules: (['ats', 'lms'] as const).map((module) => ({ module, is_active: modules.includes(module) })),
    profile: { name: 'Acme' },
  });

export const employee = (role: NonNullable<User['profile']>['role'], modules: Array<'ats' | 'lms'> = []) =>
  makeUser({
    user_type: 'employee',
    modules: (['ats', 'lms'] as const).map((module) => ({ module, is_active: modules.includes(module) })),
    profile: { role, company: { id: 'c-1', name: 'Acme', logo: null, user: { id: 'u-c' } } },
  });

export const jobseeker = () => makeUser({ user_type: 'jobseeker', modules: [] });
