-- How much of its per-minute allowance of AI calls each company has used, in the database so
-- that every instance counts the same calls (api/src/ai/mod.rs, `check_rate`). The allowance is
-- the generic cell rate algorithm the in-memory limiter used: a company may make N calls at
-- once and then one every minute/N. `spent_until` is when its calls so far are paid back; a
-- call is allowed while that, plus the call's own share, is at most N shares from now. One
-- row per company, so nothing needs clearing: a row in the past means a full allowance.
CREATE TABLE ai_call_allowances (
    company_id uuid PRIMARY KEY,
    spent_until timestamptz NOT NULL
);
