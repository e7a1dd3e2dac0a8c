// Webhooks: a company's endpoints and the deliveries of its hiring events (docs/api-webhooks-contract.md).

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export type DeliveryCounts = Record<DeliveryStatus, number>;

export type WebhookEndpoint = {
  id: string;
  url: string;
  /** "" when none. */
  description: string;
  event_types: string[];
  enabled: boolean;
  /** "whsec_" and the base64 of 24 random bytes. */
  secret: string;
  created_at: string;
  updated_at: string;
  deliveries: DeliveryCounts;
};

/** What POST and PUT take; the secret is the server's. */
export type WebhookEndpointInput = Pick<WebhookEndpoint, 'url' | 'description' | 'event_types' | 'enabled'>;

/** One event sent to one endpoint; its id is the `webhook-id` header, the same on every retry. */
export type WebhookDelivery = {
  id: string;
  endpoint_id: string;
  endpoint_url: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
  /** Null unless pending. */
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
};

export type DeliveryAttempt = {
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  /** The first 1,000 characters. */
  response_body: string | null;
};

export type WebhookDeliveryDetail = WebhookDelivery & {
  /** Exactly the body sent. */
  payload: Record<string, unknown>;
  /** Oldest first. */
  attempt_log: DeliveryAttempt[];
};

/** GET /api/webhooks/deliveries/: one page, newest first. */
export type DeliveryPage = { count: number; results: WebhookDelivery[] };
