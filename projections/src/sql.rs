//! Pieces of SQL that several reads and stores share.

/// `text` for a LIKE pattern, its wildcards taken literally.
pub fn like_literal(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
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
