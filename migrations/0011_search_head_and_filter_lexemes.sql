-- Faster keyword searches on the embedded backend (see docs/decisions.md, "Search speed").
--
-- `document` keeps every word once, without positions or weights (they made rows two thirds
-- larger, and every hit's row is read), plus one lexeme '#<id>' per search_values id the
-- document carries (value_ids and language_level_ids): a query then asks for its text filters
-- in the same tsquery as its words, and GIN walks the rarest of them instead of intersecting
-- the posting lists of common words with a separate index. Words never contain '#'.
--
-- `head` is the small weighted tsvector that relevance is judged on: title (headline) A,
-- skills B. Testing a hit against it costs a fraction of ts_rank over the whole document.
--
-- The old rows have the old shape: they are dropped and every document is queued again, so
-- the indexer rebuilds them at the next start.
TRUNCATE search_jobs, search_job_attributes, search_candidates, search_candidate_attributes;
ALTER TABLE search_jobs ADD COLUMN head tsvector NOT NULL;
ALTER TABLE search_candidates ADD COLUMN head tsvector NOT NULL;
INSERT INTO search_queue (kind, id) SELECT 'job', id FROM job_views WHERE status = 'live';
INSERT INTO search_queue (kind, id) SELECT 'candidate', user_id FROM jobseeker_profiles WHERE cv_visible;

-- The last query word also matches as the start of a word: the words it may start are looked
-- up here and searched as they are, rather than as a prefix GIN must expand itself.
CREATE INDEX search_job_words_prefix ON search_job_words (word text_pattern_ops);
CREATE INDEX search_candidate_words_prefix ON search_candidate_words (word text_pattern_ops);
