//! Words and typos, the same for documents and queries, so that both backends agree on what
//! a word is and on how far a typo may go (Meilisearch's rules).

use crate::LanguageSkill;

/// Meilisearch reads only this many words of a query; so do we.
pub const MAX_QUERY_WORDS: usize = 10;

/// Lower-case words: runs of letters and digits in any script.
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
}

/// The words of a query that count.
pub fn query_words(q: Option<&str>) -> Vec<String> {
    q.map(|q| words(q).take(MAX_QUERY_WORDS).collect()).unwrap_or_default()
}

/// The words of several fields as one space-separated string (what `to_tsvector` is fed).
pub fn joined_words<'a>(fields: impl IntoIterator<Item = &'a str>) -> String {
    fields.into_iter().flat_map(words).collect::<Vec<_>>().join(" ")
}

/// Words too common to tell passages apart; neither indexed nor searched for in passages.
const STOP_WORDS: &[&str] = &[
    "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been", "before", "but",
    "by", "can", "could", "did", "do", "does", "for", "from", "had", "has", "have", "he", "her", "his", "how", "i",
    "if", "in", "into", "is", "it", "its", "many", "may", "me", "much", "my", "no", "not", "of", "on", "or", "our",
    "she", "should", "so", "some", "than", "that", "the", "their", "them", "then", "there", "these", "they", "this",
    "to", "us", "was", "we", "were", "what", "when", "where", "which", "who", "why", "will", "with", "would", "you",
    "your",
];

/// The terms a passage is found by: its words without stop words, each reduced to a stem
/// (plural and verb endings off), so that "days" finds "day" and "approved" finds "approve".
/// Both backends index and search these same terms.
pub fn passage_terms(text: &str) -> Vec<String> {
    words(text)
        .filter(|word| !STOP_WORDS.contains(&word.as_str()))
        .map(|word| stem(&word))
        .collect()
}

/// The terms of a question that count: the first ten distinct ones, as Meilisearch reads
/// only ten words of a query.
pub fn passage_query_terms(q: &str) -> Vec<String> {
    let mut terms: Vec<String> = Vec::new();
    for term in passage_terms(q) {
        if !terms.contains(&term) && terms.len() < MAX_QUERY_WORDS {
            terms.push(term);
        }
    }
    terms
}

/// A light English stemmer: enough for a question's words to meet the document's.
fn stem(word: &str) -> String {
    let letters = word.chars().count();
    let cut = |suffix: &str, replacement: &str, min_left: usize| {
        word.strip_suffix(suffix)
            .filter(|rest| rest.chars().count() >= min_left)
            .map(|rest| format!("{rest}{replacement}"))
    };
    if letters <= 3 || !word.chars().all(char::is_alphabetic) {
        return word.to_owned();
    }
    cut("ies", "y", 2)
        .or_else(|| cut("sses", "ss", 2))
        .or_else(|| cut("ing", "", 3))
        .or_else(|| cut("ed", "", 3))
        .or_else(|| {
            if word.ends_with("ss") || word.ends_with("us") {
                None
            } else {
                cut("s", "", 3)
            }
        })
        .map(|stemmed| stemmed.trim_end_matches('e').to_owned())
        .unwrap_or_else(|| word.trim_end_matches('e').to_owned())
}

/// A filter value compared without regard to letter case.
pub fn key(value: &str) -> String {
    value.trim().to_lowercase()
}

/// Values without repeats (ignoring case), first spelling kept: a value counts once per
/// document in facets, as in Meilisearch.
pub fn distinct(values: &[String]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    values
        .iter()
        .map(|value| value.trim())
        .filter(|value| !value.is_empty() && seen.insert(key(value)))
        .map(str::to_owned)
        .collect()
}

/// A text value that says something: trimmed, and `None` when blank.
pub fn present(value: Option<&str>) -> Option<&str> {
    value.map(str::trim).filter(|value| !value.is_empty())
}

/// The languages a candidate speaks, each once.
pub fn language_names(languages: &[LanguageSkill]) -> Vec<String> {
    let names: Vec<String> = languages.iter().map(|skill| skill.language.clone()).collect();
    distinct(&names)
}

/// `language#level` for every level up to the one spoken (at least 1, so every language can be
/// found), so that "English, at least Advanced" is a single value to look for.
pub fn language_keys(languages: &[LanguageSkill]) -> Vec<String> {
    let mut keys: Vec<String> = languages
        .iter()
        .filter(|skill| present(Some(&skill.language)).is_some())
        .flat_map(|skill| (1..=skill.proficiency.max(1)).map(|level| language_key(&skill.language, level)))
        .collect();
    keys.sort();
    keys.dedup();
    keys
}

pub fn language_key(language: &str, level: u8) -> String {
    format!("{}#{level}", key(language))
}

/// Typos forgiven in a query word: none below 5 letters, one from 5, two from 9.
pub fn typo_budget(word: &str) -> usize {
    match word.chars().count() {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// Typos between a query word and an indexed word: edits, where swapping two neighbouring
/// letters is one edit and any change to the first letter counts twice.
pub fn typo_cost(query_word: &str, indexed: &str) -> usize {
    let a: Vec<char> = query_word.chars().collect();
    let b: Vec<char> = indexed.chars().collect();
    let first_letter_penalty = usize::from(a.first() != b.first());
    edit_distance(&a, &b) + first_letter_penalty
}

/// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let width = b.len() + 1;
    let mut rows = vec![0usize; (a.len() + 1) * width];
    let at = |i: usize, j: usize| i * width + j;
    for i in 0..=a.len() {
        rows[at(i, 0)] = i;
    }
    for j in 0..=b.len() {
        rows[at(0, j)] = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let substitution = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[at(i - 1, j)] + 1)
                .min(rows[at(i, j - 1)] + 1)
                .min(rows[at(i - 1, j - 1)] + substitution);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[at(i - 2, j - 2)] + 1);
            }
            rows[at(i, j)] = best;
        }
    }
    rows[at(a.len(), b.len())]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passage_terms_drop_stop_words_and_meet_across_word_forms() {
        assert_eq!(passage_terms("How many days of leave?"), passage_terms("day leaves"));
        assert_eq!(passage_terms("The leave was approved"), vec!["leav", "approv"]);
        assert_eq!(passage_terms("approves approving"), vec!["approv", "approv"]);
        assert_eq!(passage_terms("policies policy"), vec!["policy", "policy"]);
    }

    #[test]
    fn words_are_lower_case_runs_of_letters_and_digits_in_any_script() {
        let found: Vec<String> = words("Node.js/C++ dev, Bakı — Инженер 2024").collect();
        assert_eq!(found, ["node", "js", "c", "dev", "bakı", "инженер", "2024"]);
    }

    #[test]
    fn only_the_first_ten_query_words_count() {
        let q = "one two three four five six seven eight nine ten eleven";
        assert_eq!(query_words(Some(q)).len(), MAX_QUERY_WORDS);
    }

    #[test]
    fn short_words_forgive_no_typo_longer_ones_one_and_long_ones_two() {
        assert_eq!(typo_budget("rust"), 0);
        assert_eq!(typo_budget("python"), 1);
        assert_eq!(typo_budget("developer"), 2);
    }

    #[test]
    fn a_missing_letter_is_one_typo() {
        assert_eq!(typo_cost("enginer", "engineer"), 1);
    }

    #[test]
    fn swapped_neighbouring_letters_are_one_typo() {
        assert_eq!(typo_cost("pyhton", "python"), 1);
    }

    #[test]
    fn a_typo_on_the_first_letter_counts_twice() {
        assert_eq!(typo_cost("bython", "python"), 2);
    }

    #[test]
    fn speaking_a_language_well_also_counts_for_every_lower_level() {
        let languages = [LanguageSkill {
            language: "English".to_owned(),
            proficiency: 3,
        }];
        assert_eq!(language_keys(&languages), ["english#1", "english#2", "english#3"]);
    }

    #[test]
    fn repeated_values_count_once_whatever_their_case() {
        let skills = ["Rust".to_owned(), "rust ".to_owned(), "SQL".to_owned(), " ".to_owned()];
        assert_eq!(distinct(&skills), ["Rust", "SQL"]);
    }
}
