import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint, WebhookPayload } from '@/types/webhooks';

// What the webhooks API answers in the screen's tests.

export const eventTypes = [
  'application.submitted',
  'application.moved',
  'application.hired',
  'application.rejected',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.completed',
  'offer.sent',
  'offer.accepted',
  'offer.declined',
];

export const hris: WebhookEndpoint = {
  id: 'e-1',
  url: 'https://hris.acme.io/hooks/hire',
  description: 'HRIS sync',
  event_types: ['application.submitted', 'application.moved'],
  enabled: true,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
  deliveries: { pending: 1, delivered: 12, failed: 2 },
};

export const slack: WebhookEndpoint = {
  ...hris,
  id: 'e-2',
  url: 'https://bridge.acme.io/slack',
  description: '',
  event_types: ['offer.accepted'],
  enabled: false,
  secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
  deliveries: { pending: 0, delivered: 0, failed: 0 },
};

export const deliveredTest: WebhookDelivery = {
  id: 'd-1',
  endpoint_id: 'e-1',
  endpoint_url: hris.url,
  event_type: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  created_at: '2026-11-26T14:00:00Z',
  last_attempt_at: '2026-11-26T14:00:01Z',
  next_attempt_at: null,
  last_status_code: 200,
  last_error: null,
  delivered_at: '2026-11-26T14:00:01Z',
};

export const retrying: WebhookDelivery = {
  ...deliveredTest,
  id: 'd-2',
  event_type: 'application.moved',
  status: 'pending',
  attempts: 2,
  last_status_code: 503,
  next_attempt_at: '2026-11-26T14:05:10Z',
  delivered_at: null,
};

export const refused: WebhookDelivery = {
  ...deliveredTest,
  id: 'd-3',
  endpoint_id: 'e-2',
  endpoint_url: slack.url,
  event_type: 'offer.accepted',
  status: 'failed',
  attempts: 9,
  last_status_code: null,
  last_error: 'connection refused',
  delivered_at: null,
};

export const movedPayload: WebhookPayload = {
  type: 'application.moved',
  timestamp: '2026-11-26T14:00:00Z',
  data: { company_id: 'c-1', application_id: 'a-1', job_id: 'j-1', from: 'applied', to: 'in_review' },
};

export const attempt = (overrides: Partial<WebhookAttempt>): WebhookAttempt => ({
  at: '2026-11-26T14:00:00Z',
  status_code: 200,
  error: null,
  duration_ms: 42,
  response_body: null,
  ...overrides,
});

export const detailOf = (delivery: WebhookDelivery, attempt_log: WebhookAttempt[], payload: WebhookPayload = movedPayload): WebhookDeliveryDetail => ({
  ...delivery,
  payload,
  attempt_log,
});
