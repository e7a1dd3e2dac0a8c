import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Paginated_WebhookDelivery, WebhookEndpoint } from '@/types/webhooks';
import WebhooksRoute from '../routes/webhooks';
import { eventTypes, hris, slack } from './fixtures';

type Routes = Parameters<typeof mockApi>[1];

type Answers = {
  endpoints?: () => WebhookEndpoint[];
  deliveries?: () => Paginated_WebhookDelivery;
};

/**
 * /webhooks as the company sees it. `endpoints` and `deliveries` answer the two lists each time
 * they are read (the screen reads them again every few seconds); `routes` answer the rest.
 */
export function renderWebhooks(routes: Routes = {}, { endpoints = () => [hris, slack], deliveries = () => ({ count: 0, results: [] }) }: Answers = {}, path = '/webhooks') {
  const api = mockApi(company(), {
    'GET /api/webhooks/event-types/': () => ({ body: eventTypes }),
    'GET /api/webhooks/endpoints/': () => ({ body: endpoints() }),
    'GET /api/webhooks/deliveries/': () => ({ body: deliveries() }),
    ...routes,
  });
  const page = (
    <SignedIn>
      <WebhooksRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/webhooks', element: page }] });
  return { api, router };
}

export type Calls = ReturnType<typeof renderWebhooks>['api']['calls'];

/** The calls that change something, in order. */
export const changes = (calls: Calls) => calls.filter((call) => call.method !== 'GET');
