-- Colleagues an interview's evaluation results were shared with (share-evaluations): they may
-- read the results as the hiring team does.
CREATE TABLE evaluation_shares (
    interview_id uuid NOT NULL,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    shared_by    uuid REFERENCES users (id) ON DELETE SET NULL,
    shared_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (interview_id, user_id)
);
