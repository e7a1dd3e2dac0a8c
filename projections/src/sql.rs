//! Pieces of SQL that several reads and stores share.

/// `text` for a LIKE pattern, its wildcards taken literally.
pub fn like_literal(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// Which rows of a list one page holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rows {
    /// At most this many; one of the page sizes the API admits (1..=100).
    pub limit: u32,
    pub offset: i64,
}

impl Rows {
    /// `LIMIT <limit> OFFSET $<offset_parameter>`, the limit written into the statement rather
    /// than bound: PostgreSQL plans a statement whose LIMIT is a parameter anew on every call
    /// (its generic plan assumes a tenth of the rows, which never looks cheaper than a plan
    /// for the size given), and planning was up to half of the pipeline board's time in the
    /// database. A limit is one of the 100 page sizes, so there are at most 100 statements.
    pub fn limit_offset(&self, offset_parameter: u8) -> String {
        format!("LIMIT {} OFFSET ${offset_parameter}", self.limit)
    }
}

/// A user's name from the row `alias` of `users` (first and last name), NULL when both are
/// blank (a deleted account): `person_name!("u")`.
#[macro_export]
macro_rules! person_name {
    ($alias:literal) => {
        concat!(
            "nullif(trim(coalesce(",
            $alias,
            ".first_name, '') || ' ' || coalesce(",
            $alias,
            ".last_name, '')), '')"
        )
    };
}

/// What an offer's allowed actions are read from (`OfferActions`): its status and whether its
/// last day (UTC, as the expiry reads it) has passed.
#[macro_export]
macro_rules! offer_state {
    ($alias:literal) => {
        concat!(
            "json_build_object('status', ",
            $alias,
            ".status, 'past_last_date', ",
            $alias,
            ".last_date < (now() AT TIME ZONE 'UTC')::date)"
        )
    };
}

/// Whether the version in `alias` (a row with `valid_from` and `valid_to`) was the one valid at
/// the moment bound as `$moment`, or, when that is NULL, whether it is the current one.
pub fn valid_at(alias: &str, moment: u8) -> String {
    format!(
        "CASE WHEN ${moment}::timestamptz IS NULL THEN {alias}.valid_to IS NULL \
         ELSE {alias}.valid_from <= ${moment} AND ({alias}.valid_to IS NULL OR {alias}.valid_to > ${moment}) END"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_is_valid_from_its_start_until_the_next_one_or_current_without_a_moment() {
        assert_eq!(
            valid_at("p", 2),
            "CASE WHEN $2::timestamptz IS NULL THEN p.valid_to IS NULL \
             ELSE p.valid_from <= $2 AND (p.valid_to IS NULL OR p.valid_to > $2) END"
        );
    }
}
