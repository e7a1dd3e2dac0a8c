-- Read models of the hiring pipeline. Every table here is written only by a projection and
-- can be emptied and rebuilt from the event store (`hire replay`).

-- A job seeker's current CV (plain table: written by the CV upload, read when applying).
CREATE TABLE jobseeker_cvs (
    user_id     uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    name        text NOT NULL,
    file_key    text NOT NULL,
    size_bytes  integer NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now()
);

-- One application per job seeker and job: applying first claims the pair with the id the
-- new Application aggregate will have. A claim whose aggregate has no events (the apply was
-- refused, or the process died) is taken over by the next try.
CREATE TABLE application_claims (
    job_id         uuid NOT NULL,
    jobseeker_id   uuid NOT NULL,
    application_id uuid NOT NULL UNIQUE,
    PRIMARY KEY (job_id, jobseeker_id)
);

CREATE TABLE job_views (
    id               uuid PRIMARY KEY,
    company_id       uuid NOT NULL,
    status           text NOT NULL,
    title            text NOT NULL,
    employment_type  text NOT NULL,
    category         text,
    location         text,
    job_level        smallint,
    salary_min       integer,
    salary_max       integer,
    hide_salary      boolean NOT NULL,
    details          jsonb NOT NULL,
    deadline         timestamptz,
    created_by       uuid,
    requested        boolean NOT NULL DEFAULT false,
    created_at       timestamptz NOT NULL,
    published_at     timestamptz,
    closed_at        timestamptz,
    updated_at       timestamptz NOT NULL
);
CREATE INDEX job_views_company ON job_views (company_id, created_at DESC);
CREATE INDEX job_views_live ON job_views (published_at DESC) WHERE status = 'live';

CREATE TABLE application_views (
    id                uuid PRIMARY KEY,
    job_id            uuid NOT NULL,
    company_id        uuid NOT NULL,
    jobseeker_id      uuid NOT NULL,
    status            smallint NOT NULL,
    applied_at        timestamptz NOT NULL,
    status_changed_at timestamptz NOT NULL,
    rating            smallint,
    cv_name           text NOT NULL,
    cv_url            text NOT NULL,
    cover_letter      text
);
CREATE INDEX application_views_job ON application_views (company_id, job_id, status);
CREATE INDEX application_views_jobseeker ON application_views (jobseeker_id, applied_at DESC);

-- Every status an application entered, when and by whom: the dashboard's source, so its
-- figures can be computed for any past date.
CREATE TABLE application_status_changes (
    application_id uuid NOT NULL,
    sequence       bigint NOT NULL,
    company_id     uuid NOT NULL,
    job_id         uuid NOT NULL,
    from_status    smallint,
    to_status      smallint NOT NULL,
    actor          uuid,
    at             timestamptz NOT NULL,
    PRIMARY KEY (application_id, sequence)
);
CREATE INDEX application_status_changes_company ON application_status_changes (company_id, at);

CREATE TABLE candidate_flags (
    company_id   uuid NOT NULL,
    jobseeker_id uuid NOT NULL,
    blacklisted  boolean NOT NULL DEFAULT false,
    favorite     boolean NOT NULL DEFAULT false,
    updated_at   timestamptz NOT NULL,
    PRIMARY KEY (company_id, jobseeker_id)
);

CREATE TABLE application_notes (
    id             uuid PRIMARY KEY,
    application_id uuid NOT NULL,
    company_id     uuid NOT NULL,
    author         uuid,
    text           text NOT NULL,
    private        boolean NOT NULL,
    created_at     timestamptz NOT NULL
);
CREATE INDEX application_notes_application ON application_notes (application_id, created_at);

CREATE TABLE interview_views (
    id             uuid PRIMARY KEY,
    application_id uuid NOT NULL,
    company_id     uuid NOT NULL,
    status         text NOT NULL,
    date           date NOT NULL,
    start_time     time NOT NULL,
    end_time       time NOT NULL,
    location       text,
    meet_link      text,
    interviewers   uuid[] NOT NULL,
    comment        text,
    created_at     timestamptz NOT NULL,
    updated_at     timestamptz NOT NULL
);
CREATE INDEX interview_views_application ON interview_views (application_id);
CREATE INDEX interview_views_company ON interview_views (company_id, date);

CREATE TABLE interview_evaluations (
    interview_id   uuid NOT NULL,
    interviewer    uuid NOT NULL,
    application_id uuid NOT NULL,
    company_id     uuid NOT NULL,
    scores         jsonb NOT NULL,
    comment        text,
    average        numeric(4, 2) NOT NULL,
    submitted_at   timestamptz NOT NULL,
    PRIMARY KEY (interview_id, interviewer)
);
CREATE INDEX interview_evaluations_application ON interview_evaluations (application_id);

CREATE TABLE offer_views (
    id             uuid PRIMARY KEY,
    application_id uuid NOT NULL,
    company_id     uuid NOT NULL,
    jobseeker_id   uuid NOT NULL,
    status         text NOT NULL,
    gross_salary   integer NOT NULL,
    currency       text NOT NULL,
    bonus_system   text,
    last_date      date NOT NULL,
    notes          text,
    sent_at        timestamptz NOT NULL,
    answered_at    timestamptz,
    decline_reason text
);
CREATE INDEX offer_views_company ON offer_views (company_id, sent_at DESC);
CREATE INDEX offer_views_application ON offer_views (application_id);
CREATE INDEX offer_views_open ON offer_views (last_date) WHERE status = 'sent';

-- The audit trail of an application: its own events with the interview and offer events
-- about it interleaved, each with who and when.
CREATE TABLE application_history (
    aggregate_type text NOT NULL,
    aggregate_id   uuid NOT NULL,
    sequence       bigint NOT NULL,
    application_id uuid NOT NULL,
    company_id     uuid NOT NULL,
    event_type     text NOT NULL,
    actor          uuid,
    at             timestamptz NOT NULL,
    data           jsonb NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
);
CREATE INDEX application_history_application ON application_history (application_id, at, sequence);

-- Notifications in the spec's shape (section 3): for the job seeker when their application
-- moves, for the company when someone applies or answers.
CREATE TABLE notifications (
    id             uuid PRIMARY KEY,
    -- The event it comes from, so that projecting it twice makes one notification.
    source         text NOT NULL UNIQUE,
    -- 'jobseeker': recipient is the job seeker's user id; 'company': the company's id, and
    -- the company and its employees see it.
    audience       text NOT NULL CHECK (audience IN ('jobseeker', 'company')),
    recipient      uuid NOT NULL,
    application_id uuid NOT NULL,
    job_id         uuid NOT NULL,
    company_id     uuid NOT NULL,
    jobseeker_id   uuid NOT NULL,
    status         smallint NOT NULL,
    title_en       text NOT NULL,
    title_az       text NOT NULL,
    title_ru       text NOT NULL,
    created_at     timestamptz NOT NULL
);
CREATE INDEX notifications_recipient ON notifications (audience, recipient, created_at DESC);

-- Which notifications were seen: user state, not derived from events, so it lives outside
-- the view and survives a replay (notification ids are derived from their source event).
CREATE TABLE notification_reads (
    notification_id uuid PRIMARY KEY,
    read_at         timestamptz NOT NULL DEFAULT now()
);
