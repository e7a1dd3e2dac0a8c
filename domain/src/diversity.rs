//! Optional self-identification: the questions a company may ask its applicants, their
//! choices, and how their answers may be shown: only counted, in groups of at least
//! `MINIMUM_GROUP`, never per person.

use crate::validation::FieldError;

/// The questions, each answered by one of its choices or left unanswered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Question {
    Gender,
    AgeBand,
    Disability,
}

string_forms!(Question {
    Gender => "gender",
    AgeBand => "age_band",
    Disability => "disability",
});

impl Question {
    /// Every choice of the question; `prefer_not_to_say` is an answer, not a missing one.
    pub fn choices(self) -> &'static [&'static str] {
        match self {
            Self::Gender => &["woman", "man", "non_binary", "prefer_not_to_say"],
            Self::AgeBand => &["under_25", "25_34", "35_44", "45_54", "55_plus", "prefer_not_to_say"],
            Self::Disability => &["yes", "no", "prefer_not_to_say"],
        }
    }

    /// `answer` if it is one of the choices; none for none.
    pub fn answer(self, answer: Option<&str>) -> Result<Option<&'static str>, FieldError> {
        answer
            .map(|answer| {
                self.choices()
                    .iter()
                    .find(|choice| **choice == answer)
                    .copied()
                    .ok_or(FieldError::InvalidChoice)
            })
            .transpose()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SelfIdentificationError {
    #[error("This company does not ask these questions.")]
    NotAsked,
    #[error("These questions were answered already for this application.")]
    AlreadyAnswered,
}

/// The group of the applications that left a question unanswered.
pub const NO_ANSWER: &str = "no_answer";

/// The fewest people a figure may count: a smaller group could point at someone.
pub const MINIMUM_GROUP: i64 = 5;

/// One answer's counts, stage by stage (the first stage holds everyone in the group).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub answer: String,
    pub counts: Vec<Option<i64>>,
}

/// What of one question's counts may be shown: a group with fewer than `MINIMUM_GROUP` people
/// is left out, and so is the next smallest when only one would be (the totals elsewhere would
/// give it away by subtraction); within a group, a count of 1 to 4 is hidden, and at a stage
/// with only one such count the next smallest is hidden too. Returns the groups shown and how
/// many were left out.
pub fn suppress(groups: Vec<(String, Vec<i64>)>) -> (Vec<Group>, usize) {
    let size = |counts: &[i64]| counts.first().copied().unwrap_or(0);
    let (mut shown, mut hidden): (Vec<_>, Vec<_>) = groups
        .into_iter()
        .filter(|(_, counts)| size(counts) > 0)
        .partition(|(_, counts)| size(counts) >= MINIMUM_GROUP);
    if hidden.len() == 1 && !shown.is_empty() {
        shown.sort_by_key(|(_, counts)| size(counts));
        hidden.push(shown.remove(0));
    }
    let mut shown: Vec<Group> = shown
        .into_iter()
        .map(|(answer, counts)| Group {
            answer,
            counts: counts
                .into_iter()
                .map(|count| (count == 0 || count >= MINIMUM_GROUP).then_some(count))
                .collect(),
        })
        .collect();
    let stages = shown.first().map_or(0, |group| group.counts.len());
    for stage in 0..stages {
        let small = shown.iter().filter(|group| group.counts[stage].is_none()).count();
        if small == 1 {
            let next = shown
                .iter_mut()
                .filter(|group| group.counts[stage].is_some_and(|count| count > 0))
                .min_by_key(|group| group.counts[stage]);
            if let Some(group) = next {
                group.counts[stage] = None;
            }
        }
    }
    shown.sort_by(|a, b| a.answer.cmp(&b.answer));
    (shown, hidden.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(counts: &[(&str, &[i64])]) -> Vec<(String, Vec<i64>)> {
        counts
            .iter()
            .map(|(answer, counts)| ((*answer).to_owned(), counts.to_vec()))
            .collect()
    }

    #[test]
    fn a_group_of_fewer_than_five_is_left_out_with_the_next_smallest() {
        let (shown, hidden) = suppress(groups(&[("woman", &[20]), ("man", &[9]), ("non_binary", &[2])]));

        assert_eq!(
            shown.iter().map(|group| group.answer.as_str()).collect::<Vec<_>>(),
            ["woman"]
        );
        assert_eq!(hidden, 2, "the two-person group, and the men who would give it away");
    }

    #[test]
    fn two_small_groups_are_left_out_alone() {
        let (shown, hidden) = suppress(groups(&[("woman", &[20]), ("man", &[9]), ("a", &[2]), ("b", &[3])]));

        assert_eq!(shown.len(), 2);
        assert_eq!(hidden, 2);
    }

    #[test]
    fn a_count_under_five_is_hidden_and_at_its_stage_the_next_smallest_with_it() {
        let (shown, _) = suppress(groups(&[
            ("man", &[12, 6, 0]),
            ("woman", &[30, 3, 0]),
            ("x", &[8, 7, 0]),
        ]));

        let counts: Vec<_> = shown.iter().map(|group| group.counts.clone()).collect();
        assert_eq!(
            counts,
            [
                vec![Some(12), None, Some(0)],
                vec![Some(30), None, Some(0)],
                vec![Some(8), Some(7), Some(0)]
            ]
        );
    }

    #[test]
    fn only_a_listed_choice_is_an_answer() {
        assert_eq!(Question::Gender.answer(Some("woman")), Ok(Some("woman")));
        assert_eq!(Question::Gender.answer(None), Ok(None));
        assert_eq!(Question::AgeBand.answer(Some("40")), Err(FieldError::InvalidChoice));
    }
}
