// Webhooks: a company's endpoints and the deliveries of its hiring events (docs/api-webhooks-contract.md).
import type { Schema } from './schema';

export type DeliveryCounts = Schema<'DeliveryCounts'>;
export type WebhookEndpoint = Schema<'WebhookEndpoint'>;
/** What POST and PUT take; the secret is the server's. */
export type EndpointRequest = Schema<'EndpointRequest'>;
/** One event sent to one endpoint; its id is the `webhook-id` header, the same on every retry. */
export type WebhookDelivery = Schema<'WebhookDelivery'>;
export type WebhookAttempt = Schema<'WebhookAttempt'>;
export type WebhookDeliveryDetail = Schema<'WebhookDeliveryDetail'>;
/** The body a delivery sends: the event's type, when it happened, and its ids. */
export type WebhookPayload = Schema<'WebhookPayload'>;
/** GET /api/webhooks/deliveries/: one page, newest first. */
export type Paginated_WebhookDelivery = Schema<'Paginated_WebhookDelivery'>;
