//! `search_values`: the values that documents are filtered on or counted by, as integers.

use super::PostgresIndex;
use crate::text::{self, key};
use crate::{CandidateDocument, CandidateQuery, JobDocument, JobQuery, MAX_FACET_VALUES, SearchError};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{PoisonError, RwLockReadGuard};

/// Kinds of `search_values`; those that are facets are named as the facet.
const CATEGORY: &str = "category";
const EMPLOYMENT_TYPE: &str = "employment_type";
const LOCATION: &str = "location";
const SKILLS: &str = "skills";
const REGION: &str = "region";
const LANGUAGES: &str = "languages";
const LANGUAGE_LEVEL: &str = "language_level";
const JOB_LEVEL: &str = "job_level";
const EDUCATION_LEVEL: &str = "education_level";

/// The `search_values` met so far. An id never changes meaning, so this never goes stale.
#[derive(Default)]
pub(super) struct Dictionary {
    labels: HashMap<i32, Label>,
    ids: HashMap<(String, String), i32>,
}

struct Label {
    facet: String,
    value: String,
}

impl Dictionary {
    fn learn(&mut self, rows: Vec<(i32, String, String, String)>) {
        for (id, facet, key, value) in rows {
            self.ids.insert((facet.clone(), key), id);
            self.labels.insert(id, Label { facet, value });
        }
    }
}

/// `search_values` rows of the (facet, key) pairs in $1 and $2.
const LOOKUP_VALUES: &str = "SELECT id, facet, key, value FROM search_values \
                             JOIN unnest($1::text[], $2::text[]) AS wanted (facet, key) USING (facet, key)";

/// A query's text filters as `search_values` ids: the document must have them all.
#[derive(Default)]
pub(crate) struct ValueFilter {
    pub(super) values: Vec<i32>,
    pub(super) language_levels: Vec<i32>,
}

impl ValueFilter {
    /// The ids as the lexemes documents carry them in `document` ('#<id>').
    pub(super) fn lexemes(&self) -> Vec<String> {
        self.values
            .iter()
            .chain(&self.language_levels)
            .map(|id| format!("'#{id}'"))
            .collect()
    }

    /// What is left to test outside the tsquery: nothing when `keywords` carry the values.
    pub(super) fn unless_in<T>(self, keywords: Option<&T>) -> Self {
        if keywords.is_some() { Self::default() } else { self }
    }
}

impl PostgresIndex {
    fn dictionary(&self) -> RwLockReadGuard<'_, Dictionary> {
        self.dictionary.read().unwrap_or_else(PoisonError::into_inner)
    }

    async fn look_up(&self, facets: &[&str], keys: &[&str]) -> Result<(), SearchError> {
        let rows = sqlx::query_as(LOOKUP_VALUES)
            .bind(facets)
            .bind(keys)
            .fetch_all(&self.pool)
            .await?;
        self.dictionary
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .learn(rows);
        Ok(())
    }

    /// Ids of these values, or `None` when one of them was never indexed (nothing has it).
    async fn known_ids(&self, wanted: &[(&'static str, String)]) -> Result<Option<Vec<i32>>, SearchError> {
        let (facets, keys): (Vec<&str>, Vec<&str>) = {
            let dictionary = self.dictionary();
            wanted
                .iter()
                .filter(|(facet, key)| !dictionary.ids.contains_key(&(facet.to_string(), key.clone())))
                .map(|(facet, key)| (*facet, key.as_str()))
                .unzip()
        };
        if !facets.is_empty() {
            self.look_up(&facets, &keys).await?;
        }
        let dictionary = self.dictionary();
        Ok(wanted
            .iter()
            .map(|(facet, key)| dictionary.ids.get(&(facet.to_string(), key.clone())).copied())
            .collect())
    }

    /// The job query's text filters, or `None` when no job can match them.
    pub(crate) async fn job_value_filter(&self, query: &JobQuery) -> Result<Option<ValueFilter>, SearchError> {
        let single = [
            (CATEGORY, &query.category),
            (EMPLOYMENT_TYPE, &query.employment_type),
            (LOCATION, &query.location),
        ];
        let wanted: Vec<(&str, String)> = single
            .into_iter()
            .filter_map(|(facet, value)| text::present(value.as_deref()).map(|value| (facet, key(value))))
            .chain(text::distinct(&query.skills).iter().map(|skill| (SKILLS, key(skill))))
            .collect();
        Ok(self.known_ids(&wanted).await?.map(|values| ValueFilter {
            values,
            language_levels: Vec::new(),
        }))
    }

    /// The candidate query's text filters, or `None` when no candidate can match them.
    pub(crate) async fn candidate_value_filter(
        &self,
        query: &CandidateQuery,
    ) -> Result<Option<ValueFilter>, SearchError> {
        let wanted: Vec<(&str, String)> = text::distinct(&query.skills)
            .iter()
            .map(|skill| (SKILLS, key(skill)))
            .chain(text::present(query.region.as_deref()).map(|region| (REGION, key(region))))
            .collect();
        let level: Vec<(&str, String)> = text::present(query.language.as_deref())
            .map(|language| {
                (
                    LANGUAGE_LEVEL,
                    text::language_key(language, query.proficiency_min.unwrap_or(1)),
                )
            })
            .into_iter()
            .collect();
        let (Some(values), Some(language_levels)) = (self.known_ids(&wanted).await?, self.known_ids(&level).await?)
        else {
            return Ok(None);
        };
        Ok(Some(ValueFilter {
            values,
            language_levels,
        }))
    }

    /// The ids of these values in `search_values`, adding those never written before.
    pub(super) async fn value_ids(&self, values: Vec<&Value>) -> Result<ValueIds, SearchError> {
        let mut new = BTreeMap::new();
        {
            let dictionary = self.dictionary();
            for value in &values {
                if !dictionary
                    .ids
                    .contains_key(&(value.facet.to_owned(), value.key.clone()))
                {
                    new.entry((value.facet, value.key.as_str()))
                        .or_insert(value.spelling.as_str());
                }
            }
        }
        if !new.is_empty() {
            let (mut facets, mut keys, mut spellings) = (Vec::new(), Vec::new(), Vec::new());
            for ((facet, key), spelling) in new {
                facets.push(facet);
                keys.push(key);
                spellings.push(spelling);
            }
            // Sorted, so that concurrent writers lock new values in one order.
            sqlx::query(
                "INSERT INTO search_values (facet, key, value) \
                 SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ORDER BY 1, 2 ON CONFLICT DO NOTHING",
            )
            .bind(&facets)
            .bind(&keys)
            .bind(&spellings)
            .execute(&self.pool)
            .await?;
            // A second statement sees values that a concurrent writer added first.
            self.look_up(&facets, &keys).await?;
        }
        let dictionary = self.dictionary();
        let ids = values.iter().filter_map(|value| {
            let pair = (value.facet.to_owned(), value.key.clone());
            dictionary.ids.get(&pair).map(|id| (pair, *id))
        });
        Ok(ValueIds(ids.collect()))
    }

    /// Hits per facet value, the most frequent values of each facet first.
    pub(super) async fn facet_counts(
        &self,
        hits: HashMap<i32, u64>,
    ) -> Result<BTreeMap<String, BTreeMap<String, u64>>, SearchError> {
        let unknown: Vec<i32> = {
            let dictionary = self.dictionary();
            hits.keys()
                .filter(|id| !dictionary.labels.contains_key(id))
                .copied()
                .collect()
        };
        if !unknown.is_empty() {
            let rows = sqlx::query_as("SELECT id, facet, key, value FROM search_values WHERE id = ANY($1)")
                .bind(&unknown)
                .fetch_all(&self.pool)
                .await?;
            self.dictionary
                .write()
                .unwrap_or_else(PoisonError::into_inner)
                .learn(rows);
        }
        let dictionary = self.dictionary();
        let labels = &dictionary.labels;
        let mut by_facet: BTreeMap<&str, Vec<(&str, u64)>> = BTreeMap::new();
        for (id, count) in &hits {
            if let Some(label) = labels.get(id) {
                by_facet.entry(&label.facet).or_default().push((&label.value, *count));
            }
        }
        Ok(by_facet
            .into_iter()
            .map(|(facet, mut values)| {
                values.sort_by(|(value, count), (other, other_count)| {
                    other_count.cmp(count).then_with(|| value.cmp(other))
                });
                let top = values
                    .into_iter()
                    .take(MAX_FACET_VALUES)
                    .map(|(value, count)| (value.to_owned(), count));
                (facet.to_owned(), top.collect())
            })
            .collect())
    }
}

/// Occurrences of each id in ids packed as 4-byte big-endian integers. A broad search packs
/// hundreds of thousands; `search_values` ids are small and dense (an identity column), so they
/// are counted in a vector indexed by id rather than hashed one by one.
pub(super) fn count_packed(packed: &[u8]) -> HashMap<i32, u64> {
    let mut counts: Vec<u64> = Vec::new();
    for id in packed.chunks_exact(4) {
        let Ok(index) = usize::try_from(i32::from_be_bytes([id[0], id[1], id[2], id[3]])) else {
            continue;
        };
        if index >= counts.len() {
            counts.resize(index + 1, 0);
        }
        counts[index] += 1;
    }
    counts
        .into_iter()
        .enumerate()
        .filter(|(_, count)| *count > 0)
        .filter_map(|(id, count)| Some((i32::try_from(id).ok()?, count)))
        .collect()
}

/// Ids packed as 4-byte big-endian integers, in bytea's hex text form (the upsert reads rows
/// from JSON, which has no bytes).
pub(super) fn packed_hex(ids: &[i32]) -> String {
    let mut hex = String::with_capacity(2 + ids.len() * 8);
    hex.push_str("\\x");
    for id in ids {
        hex.push_str(&format!("{id:08x}"));
    }
    hex
}

/// A text value to store as an integer: its kind, its lower-case key, its spelling.
pub(super) struct Value {
    facet: &'static str,
    key: String,
    spelling: String,
}

impl Value {
    fn new(facet: &'static str, spelling: &str) -> Self {
        Self {
            facet,
            key: key(spelling),
            spelling: spelling.trim().to_owned(),
        }
    }
}

pub(super) struct ValueIds(HashMap<(String, String), i32>);

impl ValueIds {
    /// Ids of the values, sorted and each once.
    pub(super) fn of<'a>(&self, values: impl IntoIterator<Item = &'a Value>) -> Vec<i32> {
        let ids: BTreeSet<i32> = values
            .into_iter()
            .filter_map(|value| self.0.get(&(value.facet.to_owned(), value.key.clone())).copied())
            .collect();
        ids.into_iter().collect()
    }
}

/// A document's values in `search_values`.
pub(super) struct DocumentValues {
    /// Filtered on and counted.
    pub(super) filtered: Vec<Value>,
    /// Counted only (filters compare the level as a number).
    level: Option<Value>,
    /// Filtered on only.
    pub(super) language_levels: Vec<Value>,
}

impl DocumentValues {
    pub(super) fn all(&self) -> impl Iterator<Item = &Value> {
        self.filtered.iter().chain(&self.level).chain(&self.language_levels)
    }

    pub(super) fn counted(&self) -> impl Iterator<Item = &Value> {
        self.filtered.iter().chain(&self.level)
    }
}

pub(super) fn job_values(job: &JobDocument) -> DocumentValues {
    let single = [
        (CATEGORY, job.category.as_deref()),
        (EMPLOYMENT_TYPE, Some(job.employment_type.as_str())),
        (LOCATION, job.location.as_deref()),
    ];
    DocumentValues {
        filtered: single
            .into_iter()
            .filter_map(|(facet, value)| text::present(value).map(|value| Value::new(facet, value)))
            .chain(
                text::distinct(&job.skills)
                    .iter()
                    .map(|skill| Value::new(SKILLS, skill)),
            )
            .collect(),
        level: job.job_level.map(|level| Value::new(JOB_LEVEL, &level.to_string())),
        language_levels: Vec::new(),
    }
}

pub(super) fn candidate_values(candidate: &CandidateDocument) -> DocumentValues {
    DocumentValues {
        filtered: text::distinct(&candidate.skills)
            .iter()
            .map(|skill| Value::new(SKILLS, skill))
            .chain(
                text::language_names(&candidate.languages)
                    .iter()
                    .map(|language| Value::new(LANGUAGES, language)),
            )
            .chain(text::present(candidate.region.as_deref()).map(|region| Value::new(REGION, region)))
            .collect(),
        level: candidate
            .education_level
            .map(|level| Value::new(EDUCATION_LEVEL, &level.to_string())),
        language_levels: text::language_keys(&candidate.languages)
            .iter()
            .map(|level| Value::new(LANGUAGE_LEVEL, level))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_facet_ids_are_counted_back() {
        let hex = packed_hex(&[1, 70_000]);
        assert_eq!(hex, "\\x0000000100011170");
        let bytes = [0, 0, 0, 1, 0, 1, 0x11, 0x70, 0, 0, 0, 1];
        assert_eq!(count_packed(&bytes), HashMap::from([(1, 2), (70_000, 1)]));
    }
}
