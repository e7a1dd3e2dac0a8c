-- Job seeker profiles (plain tables: edited in place, no workflow).
CREATE TABLE jobseeker_profiles (
    user_id            uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    headline           text,
    bio                text,
    gender             text CHECK (gender IN ('female', 'male', 'other', 'prefer_not_to_say')),
    date_of_birth      date,
    region             text,
    salary_expectation integer CHECK (salary_expectation >= 0),
    currency           text,
    phone              text,
    website            text,
    linkedin           text,
    facebook           text,
    twitter            text,
    instagram          text,
    -- Companies find the candidate in the CV database only when this is on.
    cv_visible         boolean NOT NULL DEFAULT false,
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER jobseeker_profiles_updated_at BEFORE UPDATE ON jobseeker_profiles FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE jobseeker_experiences (
    id          uuid PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title       text NOT NULL,
    company     text NOT NULL,
    location    text,
    start_date  date NOT NULL,
    -- NULL while the job goes on.
    end_date    date CHECK (end_date IS NULL OR end_date > start_date),
    description text
);
CREATE INDEX jobseeker_experiences_user ON jobseeker_experiences (user_id, start_date DESC);

CREATE TABLE jobseeker_educations (
    id          uuid PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    institution text NOT NULL,
    field       text,
    level       smallint NOT NULL CHECK (level BETWEEN 1 AND 7),
    start_date  date NOT NULL,
    end_date    date CHECK (end_date IS NULL OR end_date > start_date),
    description text
);
CREATE INDEX jobseeker_educations_user ON jobseeker_educations (user_id, start_date DESC);

CREATE TABLE jobseeker_languages (
    id          uuid PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    language    text NOT NULL,
    proficiency smallint NOT NULL CHECK (proficiency BETWEEN 1 AND 7)
);
CREATE UNIQUE INDEX jobseeker_languages_once ON jobseeker_languages (user_id, lower(language));

CREATE TABLE jobseeker_skills (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    skill   text NOT NULL,
    PRIMARY KEY (user_id, skill)
);

CREATE TABLE jobseeker_portfolios (
    id          uuid PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title       text NOT NULL,
    url         text NOT NULL,
    description text
);
CREATE INDEX jobseeker_portfolios_user ON jobseeker_portfolios (user_id);
