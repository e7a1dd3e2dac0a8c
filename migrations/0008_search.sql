-- The embedded search backend (search::PostgresIndex): jobs for job search and visible CVs for
-- the CV database. Written only by the search crate; `hire reindex` empties and rebuilds them.
--
-- Each index is two tables holding what searches need, not the documents' text (the read
-- models have that). `search_jobs` / `search_candidates` hold a document's attributes and its
-- weighted tsvector, and serve keyword searches. `search_job_attributes` /
-- `search_candidate_attributes` repeat the attributes alone, about a hundred bytes a row, and
-- serve searches without keywords, which may have to read every row.
--
-- Words are cut and lower-cased by the search crate (letters and digits of any script), not by
-- PostgreSQL, so documents and queries agree whatever the database's locale; `document` is the
-- weighted tsvector of those words under the 'simple' configuration (no stemming, no stop
-- words: Azerbaijani, Russian and English alike).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every value that is filtered on or counted as a facet, as an integer. Documents carry the
-- ids of their text filter values in `value_ids` (one GIN index serves all those filters)
-- and the ids of their facet values in `facet_ids`, packed as 4-byte big-endian integers:
-- a search concatenates the `facet_ids` of its hits and the search crate counts them, much
-- faster than unnesting and grouping rows in SQL. `key` is the value in lower case (filters
-- and facets ignore letter case); `value` is the first spelling written, which facets show.
-- Values are never deleted, so an id always means the same value.
CREATE TABLE search_values (
    id    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    facet text NOT NULL,
    key   text NOT NULL,
    value text NOT NULL,
    UNIQUE (facet, key)
);

CREATE TABLE search_jobs (
    id           uuid PRIMARY KEY,
    company_id   uuid NOT NULL,
    job_level    smallint,
    -- A job states a range or one bound: filters and sorting use its bottom and top. Both
    -- are NULL when the salary is hidden.
    salary_low   bigint,
    salary_high  bigint,
    published_at timestamptz NOT NULL,
    deadline     timestamptz,
    -- search_values of its category, employment type, location and skills
    value_ids    integer[] NOT NULL,
    -- the same and its job level, packed (see search_values)
    facet_ids    bytea NOT NULL,
    -- title A, skills B, company name and requirements C, description D
    document     tsvector NOT NULL
);
-- Ranking reads the tsvector of every hit: a long one is compressed in the row rather than
-- moved out of it.
ALTER TABLE search_jobs ALTER COLUMN document SET STORAGE MAIN;
CREATE INDEX search_jobs_document ON search_jobs USING gin (document);
-- Keyword searches combine this with the document index (BitmapAnd) when a filter is narrow.
CREATE INDEX search_jobs_values ON search_jobs USING gin (value_ids);

CREATE TABLE search_job_attributes (
    id           uuid PRIMARY KEY REFERENCES search_jobs (id) ON DELETE CASCADE,
    company_id   uuid NOT NULL,
    job_level    smallint,
    salary_low   bigint,
    salary_high  bigint,
    published_at timestamptz NOT NULL,
    deadline     timestamptz,
    value_ids    integer[] NOT NULL,
    facet_ids    bytea NOT NULL
);
CREATE INDEX search_job_attributes_values ON search_job_attributes USING gin (value_ids);
CREATE INDEX search_job_attributes_company ON search_job_attributes (company_id);
CREATE INDEX search_job_attributes_level ON search_job_attributes (job_level);
CREATE INDEX search_job_attributes_salary_low ON search_job_attributes (salary_low);
CREATE INDEX search_job_attributes_salary_high ON search_job_attributes (salary_high DESC NULLS LAST, published_at DESC);
CREATE INDEX search_job_attributes_published ON search_job_attributes (published_at DESC);

CREATE TABLE search_candidates (
    id                 uuid PRIMARY KEY,
    experience_years   smallint,
    education_level    smallint,
    salary_expectation bigint,
    updated_at         timestamptz NOT NULL,
    -- search_values of its skills, languages and region
    value_ids          integer[] NOT NULL,
    -- search_values 'language#level' for every level up to the one spoken, so that "English,
    -- at least Advanced" is one lookup that cannot pair English with another language's level
    language_level_ids integer[] NOT NULL,
    -- its skills, languages, region and education level, packed (see search_values)
    facet_ids          bytea NOT NULL,
    -- headline A, skills B, experiences and educations C, bio and languages D
    document           tsvector NOT NULL
);
ALTER TABLE search_candidates ALTER COLUMN document SET STORAGE MAIN;
CREATE INDEX search_candidates_document ON search_candidates USING gin (document);
CREATE INDEX search_candidates_values ON search_candidates USING gin (value_ids);
CREATE INDEX search_candidates_language_levels ON search_candidates USING gin (language_level_ids);

CREATE TABLE search_candidate_attributes (
    id                 uuid PRIMARY KEY REFERENCES search_candidates (id) ON DELETE CASCADE,
    experience_years   smallint,
    education_level    smallint,
    salary_expectation bigint,
    updated_at         timestamptz NOT NULL,
    value_ids          integer[] NOT NULL,
    language_level_ids integer[] NOT NULL,
    facet_ids          bytea NOT NULL
);
CREATE INDEX search_candidate_attributes_values ON search_candidate_attributes USING gin (value_ids);
CREATE INDEX search_candidate_attributes_languages ON search_candidate_attributes USING gin (language_level_ids);
CREATE INDEX search_candidate_attributes_experience ON search_candidate_attributes (experience_years);
CREATE INDEX search_candidate_attributes_education ON search_candidate_attributes (education_level);
CREATE INDEX search_candidate_attributes_salary ON search_candidate_attributes (salary_expectation);
CREATE INDEX search_candidate_attributes_updated ON search_candidate_attributes (updated_at DESC);

-- Every word ever indexed, for typo tolerance: a query word is widened to the indexed words
-- that trigram similarity puts near it (the search crate then keeps those within the typo
-- budget). Words of removed documents stay; they only widen a query to words matching nothing.
CREATE TABLE search_job_words (word text PRIMARY KEY);
CREATE INDEX search_job_words_trigrams ON search_job_words USING gin (word gin_trgm_ops);
CREATE TABLE search_candidate_words (word text PRIMARY KEY);
CREATE INDEX search_candidate_words_trigrams ON search_candidate_words USING gin (word gin_trgm_ops);

-- Indexed words that may be a query word with typos. The threshold is below pg_trgm's default
-- (0.3): one swapped pair in a five-letter word leaves a similarity of 0.2.
CREATE FUNCTION search_similar_job_words(query_word text) RETURNS SETOF text
LANGUAGE sql STABLE
SET pg_trgm.similarity_threshold = 0.2
AS $$
    SELECT word FROM search_job_words
    WHERE word % query_word AND length(word) BETWEEN length(query_word) - 2 AND length(query_word) + 2
$$;

CREATE FUNCTION search_similar_candidate_words(query_word text) RETURNS SETOF text
LANGUAGE sql STABLE
SET pg_trgm.similarity_threshold = 0.2
AS $$
    SELECT word FROM search_candidate_words
    WHERE word % query_word AND length(word) BETWEEN length(query_word) - 2 AND length(query_word) + 2
$$;
