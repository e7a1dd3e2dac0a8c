-- Webhooks: a company's endpoints, the outbox of deliveries the webhooks process manager fills,
-- and every attempt made, for the delivery log.
CREATE TABLE webhook_endpoints (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    url text NOT NULL,
    description text NOT NULL DEFAULT '',
    event_types text[] NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    secret text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_by_company ON webhook_endpoints (company_id, created_at);

-- One row per event and endpoint (its id is derived from both, so handling an event twice
-- queues nothing twice). The payload is stored as sent, so a retry sends the same bytes.
CREATE TABLE webhook_deliveries (
    id uuid PRIMARY KEY,
    endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    company_id uuid NOT NULL,
    event_type text NOT NULL,
    payload text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    -- Retries last 24 hours from here: creation, or the last "send again".
    window_start timestamptz NOT NULL DEFAULT now(),
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_attempt_at timestamptz,
    last_status_code integer,
    last_error text,
    delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_by_company ON webhook_deliveries (company_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, status);

CREATE TABLE webhook_attempts (
    id bigserial PRIMARY KEY,
    delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    at timestamptz NOT NULL DEFAULT now(),
    status_code integer,
    error text,
    duration_ms integer NOT NULL,
    response_body text
);
CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (delivery_id, id);
