//! The search contract: every configured backend returns the same hits, in the same order,
//! with the same facet counts (PostgreSQL always; Meilisearch when `MEILISEARCH_URL` is set).

mod support;

use search::{CandidateQuery, JobQuery, JobSort, PassageDocument, PassageQuery, SearchIndex, SearchResults};
use std::collections::BTreeMap;
use std::slice;
use support::{candidate, days_ago, for_each_backend, job, speaks, strings};
use uuid::Uuid;

async fn jobs(index: &dyn SearchIndex, query: JobQuery) -> SearchResults {
    index
        .search_jobs(&query)
        .await
        .unwrap_or_else(|error| panic!("{}: {error}", index.backend()))
}

async fn candidates(index: &dyn SearchIndex, query: CandidateQuery) -> SearchResults {
    index
        .search_candidates(&query)
        .await
        .unwrap_or_else(|error| panic!("{}: {error}", index.backend()))
}

fn keywords(q: &str) -> JobQuery {
    JobQuery {
        q: Some(q.to_owned()),
        ..JobQuery::default()
    }
}

fn cv_keywords(q: &str) -> CandidateQuery {
    CandidateQuery {
        q: Some(q.to_owned()),
        ..CandidateQuery::default()
    }
}

fn counts(pairs: &[(&str, u64)]) -> BTreeMap<String, u64> {
    pairs.iter().map(|(value, hits)| (value.to_string(), *hits)).collect()
}

// Job search: keywords

#[tokio::test]
async fn keywords_find_a_job_by_its_title_description_requirements_skills_or_company_name() {
    for_each_backend(async |index| {
        let by_title = job("Glassblower");
        let by_description = search::JobDocument {
            description: "You will tune the harpsichord.".into(),
            ..job("Tuner")
        };
        let by_requirements = search::JobDocument {
            requirements: Some("A forklift licence.".into()),
            ..job("Driver")
        };
        let by_skills = search::JobDocument {
            skills: strings(&["Zig"]),
            ..job("Programmer")
        };
        let by_company = search::JobDocument {
            company_name: Some("Octarine Works".into()),
            ..job("Clerk")
        };
        let all = [
            by_title.clone(),
            by_description.clone(),
            by_requirements.clone(),
            by_skills.clone(),
            by_company.clone(),
        ];
        index.upsert_jobs(&all).await.unwrap();

        for (q, expected) in [
            ("glassblower", &by_title),
            ("harpsichord", &by_description),
            ("forklift", &by_requirements),
            ("zig", &by_skills),
            ("octarine", &by_company),
        ] {
            assert_eq!(
                jobs(index, keywords(q)).await.ids,
                [expected.id],
                "{}: {q}",
                index.backend()
            );
        }
    })
    .await;
}

#[tokio::test]
async fn a_skill_is_found_by_its_name_in_another_language_but_filtered_and_faceted_by_its_english_name() {
    for_each_backend(async |index| {
        let translated = ["Коммуникация".to_owned(), "Ünsiyyət".to_owned()];
        let job = search::JobDocument {
            skills: strings(&["Communication"]),
            skill_translations: translated.to_vec(),
            ..job("Receptionist")
        };
        let cv = search::CandidateDocument {
            skills: strings(&["Communication"]),
            skill_translations: translated.to_vec(),
            ..candidate("Receptionist")
        };
        index.upsert_jobs(slice::from_ref(&job)).await.unwrap();
        index.upsert_candidates(slice::from_ref(&cv)).await.unwrap();

        assert_eq!(
            jobs(index, keywords("коммуникация")).await.ids,
            [job.id],
            "{}",
            index.backend()
        );
        assert_eq!(
            candidates(index, cv_keywords("ünsiyyət")).await.ids,
            [cv.id],
            "{}",
            index.backend()
        );
        let faceted = jobs(
            index,
            JobQuery {
                skills: strings(&["Communication"]),
                ..JobQuery::default()
            },
        )
        .await;
        assert_eq!(faceted.ids, [job.id], "{}", index.backend());
        assert_eq!(
            faceted.facets["skills"],
            counts(&[("Communication", 1)]),
            "{}",
            index.backend()
        );
        let by_translation = jobs(
            index,
            JobQuery {
                skills: strings(&["Коммуникация"]),
                ..JobQuery::default()
            },
        )
        .await;
        assert!(by_translation.ids.is_empty(), "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn every_keyword_must_match() {
    for_each_backend(async |index| {
        let rust = job("Rust Developer");
        index
            .upsert_jobs(&[rust.clone(), job("Python Developer")])
            .await
            .unwrap();

        assert_eq!(
            jobs(index, keywords("rust developer")).await.ids,
            [rust.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_misspelled_title_still_finds_the_job() {
    for_each_backend(async |index| {
        let engineer = job("Senior Software Engineer");
        index.upsert_jobs(&[engineer.clone(), job("Accountant")]).await.unwrap();

        assert_eq!(
            jobs(index, keywords("enginer")).await.ids,
            [engineer.id],
            "{}",
            index.backend()
        );
        assert_eq!(
            jobs(index, keywords("sofware")).await.ids,
            [engineer.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn swapped_letters_count_as_one_typo() {
    for_each_backend(async |index| {
        let python = job("Python Developer");
        index.upsert_jobs(slice::from_ref(&python)).await.unwrap();

        assert_eq!(
            jobs(index, keywords("pyhton")).await.ids,
            [python.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_typo_in_a_word_shorter_than_five_letters_is_not_forgiven() {
    for_each_backend(async |index| {
        index.upsert_jobs(&[job("Rust Developer")]).await.unwrap();

        assert_eq!(
            jobs(index, keywords("rist developer")).await.total,
            0,
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_typo_on_the_first_letter_counts_as_two() {
    for_each_backend(async |index| {
        let python = job("Python Developer");
        index.upsert_jobs(slice::from_ref(&python)).await.unwrap();

        assert_eq!(
            jobs(index, keywords("bython developer")).await.total,
            0,
            "{}",
            index.backend()
        );
        assert_eq!(
            jobs(index, keywords("pythn developer")).await.ids,
            [python.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn the_last_keyword_also_matches_as_the_start_of_a_word() {
    for_each_backend(async |index| {
        let backend = job("Backend Engineer");
        index.upsert_jobs(slice::from_ref(&backend)).await.unwrap();

        assert_eq!(
            jobs(index, keywords("backend engi")).await.ids,
            [backend.id],
            "{}",
            index.backend()
        );
        assert_eq!(
            jobs(index, keywords("back engineer")).await.total,
            0,
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_title_match_ranks_above_a_description_match() {
    for_each_backend(async |index| {
        let in_title = search::JobDocument {
            published_at: days_ago(9),
            ..job("Accountant")
        };
        let in_description = search::JobDocument {
            description: "Assist the accountant with invoices.".into(),
            published_at: days_ago(1),
            ..job("Office Assistant")
        };
        index
            .upsert_jobs(&[in_description.clone(), in_title.clone()])
            .await
            .unwrap();

        let found = jobs(index, keywords("accountant")).await;
        assert_eq!(found.ids, [in_title.id, in_description.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_match_as_typed_ranks_above_a_match_with_a_typo() {
    for_each_backend(async |index| {
        let as_typed = search::JobDocument {
            published_at: days_ago(9),
            ..job("Welding Inspector")
        };
        let misspelt = search::JobDocument {
            published_at: days_ago(1),
            ..job("Welding Inspecter")
        };
        index.upsert_jobs(&[misspelt.clone(), as_typed.clone()]).await.unwrap();

        let found = jobs(index, keywords("inspector welding")).await;
        assert_eq!(found.ids, [as_typed.id, misspelt.id], "{}", index.backend());
    })
    .await;
}

// Job search: filters

#[tokio::test]
async fn filters_narrow_jobs_by_category_employment_type_level_location_and_company() {
    for_each_backend(async |index| {
        let finance = search::JobDocument {
            category: Some("Finance".into()),
            ..job("A")
        };
        let part_time = search::JobDocument {
            employment_type: "Part-time".into(),
            ..job("B")
        };
        let level_seven = search::JobDocument {
            job_level: Some(7),
            ..job("C")
        };
        let in_ganja = search::JobDocument {
            location: Some("Ganja".into()),
            ..job("D")
        };
        let other_company = search::JobDocument {
            company_id: Some(Uuid::from_u128(2)),
            ..job("E")
        };
        index
            .upsert_jobs(&[
                job("F"),
                finance.clone(),
                part_time.clone(),
                level_seven.clone(),
                in_ganja.clone(),
                other_company.clone(),
            ])
            .await
            .unwrap();

        for (query, expected) in [
            (
                JobQuery {
                    category: Some("Finance".into()),
                    ..JobQuery::default()
                },
                &finance,
            ),
            (
                JobQuery {
                    employment_type: Some("Part-time".into()),
                    ..JobQuery::default()
                },
                &part_time,
            ),
            (
                JobQuery {
                    job_level: Some(7),
                    ..JobQuery::default()
                },
                &level_seven,
            ),
            (
                JobQuery {
                    location: Some("Ganja".into()),
                    ..JobQuery::default()
                },
                &in_ganja,
            ),
            (
                JobQuery {
                    company_id: Some(Uuid::from_u128(2)),
                    ..JobQuery::default()
                },
                &other_company,
            ),
        ] {
            assert_eq!(
                jobs(index, query.clone()).await.ids,
                [expected.id],
                "{}: {query:?}",
                index.backend()
            );
        }
    })
    .await;
}

#[tokio::test]
async fn a_job_without_a_company_is_never_found_by_a_company_filter() {
    for_each_backend(async |index| {
        let confidential = search::JobDocument {
            company_id: None,
            company_name: None,
            ..job("Confidential")
        };
        index.upsert_jobs(&[job("Open"), confidential.clone()]).await.unwrap();

        let found = jobs(
            index,
            JobQuery {
                company_id: Some(Uuid::from_u128(1)),
                ..JobQuery::default()
            },
        )
        .await;

        assert!(!found.ids.contains(&confidential.id), "{}", index.backend());
        assert_eq!(found.total, 1, "{}", index.backend());
        let all = jobs(index, JobQuery::default()).await;
        assert!(
            all.ids.contains(&confidential.id),
            "{}: still found without the filter",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn text_filters_ignore_letter_case() {
    for_each_backend(async |index| {
        let job = search::JobDocument {
            skills: strings(&["PostgreSQL"]),
            ..job("Database Administrator")
        };
        index.upsert_jobs(slice::from_ref(&job)).await.unwrap();

        let query = JobQuery {
            category: Some("it".into()),
            location: Some("BAKU".into()),
            employment_type: Some("full-TIME".into()),
            skills: strings(&["postgresql"]),
            ..JobQuery::default()
        };
        assert_eq!(jobs(index, query).await.ids, [job.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_skills_filter_requires_every_skill() {
    for_each_backend(async |index| {
        let both = search::JobDocument {
            skills: strings(&["Rust", "SQL", "Docker"]),
            ..job("Platform Engineer")
        };
        let one = search::JobDocument {
            skills: strings(&["Rust"]),
            ..job("Embedded Engineer")
        };
        index.upsert_jobs(&[both.clone(), one]).await.unwrap();

        let query = JobQuery {
            skills: strings(&["Rust", "SQL"]),
            ..JobQuery::default()
        };
        assert_eq!(jobs(index, query).await.ids, [both.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_salary_filter_finds_the_jobs_whose_range_reaches_into_it() {
    for_each_backend(async |index| {
        let low = search::JobDocument {
            salary_min: Some(1000),
            salary_max: Some(2000),
            published_at: days_ago(3),
            ..job("Low")
        };
        let high = search::JobDocument {
            salary_min: Some(3000),
            salary_max: Some(4000),
            published_at: days_ago(2),
            ..job("High")
        };
        let from_only = search::JobDocument {
            salary_min: Some(2500),
            salary_max: None,
            published_at: days_ago(1),
            ..job("From")
        };
        index
            .upsert_jobs(&[low.clone(), high.clone(), from_only.clone()])
            .await
            .unwrap();

        let at_least = JobQuery {
            salary_min: Some(2200),
            ..JobQuery::default()
        };
        assert_eq!(
            jobs(index, at_least).await.ids,
            [from_only.id, high.id],
            "{}",
            index.backend()
        );
        let at_most = JobQuery {
            salary_max: Some(1500),
            ..JobQuery::default()
        };
        assert_eq!(jobs(index, at_most).await.ids, [low.id], "{}", index.backend());
        let between = JobQuery {
            salary_min: Some(1500),
            salary_max: Some(2600),
            ..JobQuery::default()
        };
        assert_eq!(
            jobs(index, between).await.ids,
            [from_only.id, low.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_job_with_a_hidden_salary_never_matches_a_salary_filter() {
    for_each_backend(async |index| {
        let hidden = search::JobDocument {
            salary_min: None,
            salary_max: None,
            ..job("Hidden")
        };
        let shown = job("Shown");
        index.upsert_jobs(&[hidden.clone(), shown.clone()]).await.unwrap();

        for query in [
            JobQuery {
                salary_min: Some(0),
                ..JobQuery::default()
            },
            JobQuery {
                salary_max: Some(u32::MAX),
                ..JobQuery::default()
            },
        ] {
            assert_eq!(
                jobs(index, query.clone()).await.ids,
                [shown.id],
                "{}: {query:?}",
                index.backend()
            );
        }
        assert_eq!(jobs(index, JobQuery::default()).await.total, 2, "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_job_past_its_deadline_is_not_found() {
    for_each_backend(async |index| {
        let open = search::JobDocument {
            deadline: Some(days_ago(-3)),
            ..job("Open Welder")
        };
        let closed = search::JobDocument {
            deadline: Some(days_ago(1)),
            ..job("Closed Welder")
        };
        index.upsert_jobs(&[open.clone(), closed]).await.unwrap();

        assert_eq!(
            jobs(index, keywords("welder")).await.ids,
            [open.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

// Job search: facets, order, pages

#[tokio::test]
async fn facets_count_with_the_filters_applied() {
    for_each_backend(async |index| {
        let skills = |values: &[&str]| strings(values);
        index
            .upsert_jobs(&[
                search::JobDocument {
                    skills: skills(&["Rust", "SQL"]),
                    ..job("One")
                },
                search::JobDocument {
                    skills: skills(&["Rust"]),
                    job_level: Some(5),
                    ..job("Two")
                },
                search::JobDocument {
                    category: Some("Finance".into()),
                    skills: skills(&["Excel"]),
                    ..job("Three")
                },
                search::JobDocument {
                    location: Some("Ganja".into()),
                    skills: skills(&["Rust"]),
                    ..job("Four")
                },
                search::JobDocument {
                    employment_type: "Contract".into(),
                    category: None,
                    ..job("Five")
                },
            ])
            .await
            .unwrap();

        let found = jobs(
            index,
            JobQuery {
                location: Some("Baku".into()),
                ..JobQuery::default()
            },
        )
        .await;

        let backend = index.backend();
        assert_eq!(found.total, 4, "{backend}");
        assert_eq!(
            found.facets["category"],
            counts(&[("IT", 2), ("Finance", 1)]),
            "{backend}"
        );
        assert_eq!(
            found.facets["employment_type"],
            counts(&[("Full-time", 3), ("Contract", 1)]),
            "{backend}"
        );
        assert_eq!(found.facets["job_level"], counts(&[("4", 3), ("5", 1)]), "{backend}");
        assert_eq!(found.facets["location"], counts(&[("Baku", 4)]), "{backend}");
        assert_eq!(
            found.facets["skills"],
            counts(&[("Rust", 2), ("SQL", 1), ("Excel", 1)]),
            "{backend}"
        );
    })
    .await;
}

#[tokio::test]
async fn facets_count_only_the_jobs_matching_the_keywords() {
    for_each_backend(async |index| {
        index
            .upsert_jobs(&[
                job("Rust Developer"),
                search::JobDocument {
                    category: Some("Engineering".into()),
                    ..job("Rust Welder")
                },
                search::JobDocument {
                    category: Some("Finance".into()),
                    ..job("Accountant")
                },
            ])
            .await
            .unwrap();

        let found = jobs(index, keywords("rust")).await;

        assert_eq!(
            found.facets["category"],
            counts(&[("IT", 1), ("Engineering", 1)]),
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn every_facet_is_returned_even_without_values() {
    for_each_backend(async |index| {
        let found = jobs(index, JobQuery::default()).await;

        let names: Vec<&str> = found.facets.keys().map(String::as_str).collect();
        assert_eq!(
            names,
            ["category", "employment_type", "job_level", "location", "skills"],
            "{}",
            index.backend()
        );
        assert!(found.facets.values().all(BTreeMap::is_empty), "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn without_keywords_the_newest_jobs_come_first() {
    for_each_backend(async |index| {
        let old = search::JobDocument {
            published_at: days_ago(20),
            ..job("Old")
        };
        let new = search::JobDocument {
            published_at: days_ago(1),
            ..job("New")
        };
        let middle = search::JobDocument {
            published_at: days_ago(10),
            ..job("Middle")
        };
        index
            .upsert_jobs(&[old.clone(), new.clone(), middle.clone()])
            .await
            .unwrap();

        assert_eq!(
            jobs(index, JobQuery::default()).await.ids,
            [new.id, middle.id, old.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn sorting_by_date_puts_the_newest_first_whatever_the_relevance() {
    for_each_backend(async |index| {
        let in_title = search::JobDocument {
            published_at: days_ago(9),
            ..job("Accountant")
        };
        let in_description = search::JobDocument {
            description: "Assist the accountant.".into(),
            published_at: days_ago(1),
            ..job("Office Assistant")
        };
        index
            .upsert_jobs(&[in_title.clone(), in_description.clone()])
            .await
            .unwrap();

        let query = JobQuery {
            sort: JobSort::Newest,
            ..keywords("accountant")
        };
        assert_eq!(
            jobs(index, query).await.ids,
            [in_description.id, in_title.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn sorting_by_salary_puts_the_best_paid_first_and_hidden_salaries_last() {
    for_each_backend(async |index| {
        let hidden = search::JobDocument {
            salary_min: None,
            salary_max: None,
            published_at: days_ago(1),
            ..job("Hidden")
        };
        let best = search::JobDocument {
            salary_min: Some(3000),
            salary_max: Some(5000),
            ..job("Best")
        };
        let up_to_only = search::JobDocument {
            salary_min: None,
            salary_max: Some(4000),
            ..job("Up To")
        };
        let modest = job("Modest");
        index
            .upsert_jobs(&[hidden.clone(), modest.clone(), best.clone(), up_to_only.clone()])
            .await
            .unwrap();

        let query = JobQuery {
            sort: JobSort::SalaryHigh,
            ..JobQuery::default()
        };
        let expected = [best.id, up_to_only.id, modest.id, hidden.id];
        assert_eq!(jobs(index, query).await.ids, expected, "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn pages_split_the_hits_and_the_total_counts_them_all() {
    for_each_backend(async |index| {
        let all: Vec<_> = (1..=5)
            .map(|day| search::JobDocument {
                published_at: days_ago(day),
                ..job("Cook")
            })
            .collect();
        index.upsert_jobs(&all).await.unwrap();

        let page = |page| JobQuery {
            page,
            page_size: 2,
            ..keywords("cook")
        };
        let first = jobs(index, page(1)).await;
        let third = jobs(index, page(3)).await;
        let beyond = jobs(index, page(4)).await;

        let backend = index.backend();
        assert_eq!(first.total, 5, "{backend}");
        assert_eq!(first.ids, [all[0].id, all[1].id], "{backend}");
        assert_eq!(third.ids, [all[4].id], "{backend}");
        assert_eq!((beyond.total, beyond.ids.len()), (5, 0), "{backend}");
    })
    .await;
}

// Job search: writes

#[tokio::test]
async fn upserting_a_job_again_replaces_it() {
    for_each_backend(async |index| {
        let first = job("Welder");
        let edited = search::JobDocument {
            title: "Plumber".into(),
            ..first.clone()
        };
        index.upsert_jobs(slice::from_ref(&first)).await.unwrap();
        index.upsert_jobs(slice::from_ref(&edited)).await.unwrap();
        index.upsert_jobs(slice::from_ref(&edited)).await.unwrap();

        let backend = index.backend();
        assert_eq!(jobs(index, keywords("welder")).await.total, 0, "{backend}");
        assert_eq!(jobs(index, keywords("plumber")).await.ids, [edited.id], "{backend}");
        assert_eq!(jobs(index, JobQuery::default()).await.total, 1, "{backend}");
    })
    .await;
}

#[tokio::test]
async fn the_last_of_two_versions_in_one_batch_wins() {
    for_each_backend(async |index| {
        let first = job("Welder");
        let edited = search::JobDocument {
            title: "Plumber".into(),
            ..first.clone()
        };
        index.upsert_jobs(&[first, edited.clone()]).await.unwrap();

        assert_eq!(
            jobs(index, keywords("plumber")).await.ids,
            [edited.id],
            "{}",
            index.backend()
        );
        assert_eq!(jobs(index, JobQuery::default()).await.total, 1, "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_removed_job_is_not_found_and_removing_an_unknown_one_is_fine() {
    for_each_backend(async |index| {
        let kept = job("Baker");
        let removed = job("Baker");
        index.upsert_jobs(&[kept.clone(), removed.clone()]).await.unwrap();

        index.remove_jobs(&[removed.id, Uuid::now_v7()]).await.unwrap();
        index.remove_jobs(&[removed.id]).await.unwrap();

        assert_eq!(
            jobs(index, keywords("baker")).await.ids,
            [kept.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn clearing_empties_both_indexes() {
    for_each_backend(async |index| {
        index.upsert_jobs(&[job("Baker")]).await.unwrap();
        index.upsert_candidates(&[candidate("Baker")]).await.unwrap();

        index.clear().await.unwrap();

        assert_eq!(jobs(index, JobQuery::default()).await.total, 0, "{}", index.backend());
        assert_eq!(
            candidates(index, CandidateQuery::default()).await.total,
            0,
            "{}",
            index.backend()
        );
    })
    .await;
}

// CV database

#[tokio::test]
async fn keywords_find_a_candidate_by_headline_bio_experiences_educations_skills_or_languages() {
    for_each_backend(async |index| {
        let by_headline = candidate("Glassblower");
        let by_bio = search::CandidateDocument {
            bio: Some("I tune the harpsichord.".into()),
            ..candidate("Tuner")
        };
        let by_experience = search::CandidateDocument {
            experiences: strings(&["Driver at Octarine Works: forklift and vans"]),
            ..candidate("Driver")
        };
        let by_education = search::CandidateDocument {
            educations: strings(&["Master in Cartography, Khazar University"]),
            ..candidate("Analyst")
        };
        let by_skill = search::CandidateDocument {
            skills: strings(&["Zig"]),
            ..candidate("Programmer")
        };
        let by_language = search::CandidateDocument {
            languages: vec![speaks("Georgian", 4)],
            ..candidate("Guide")
        };
        let all = [
            &by_headline,
            &by_bio,
            &by_experience,
            &by_education,
            &by_skill,
            &by_language,
        ];
        index.upsert_candidates(&all.map(Clone::clone)).await.unwrap();

        for (q, expected) in [
            ("glassblower", &by_headline),
            ("harpsichord", &by_bio),
            ("forklift", &by_experience),
            ("cartography", &by_education),
            ("zig", &by_skill),
            ("georgian", &by_language),
        ] {
            assert_eq!(
                candidates(index, cv_keywords(q)).await.ids,
                [expected.id],
                "{}: {q}",
                index.backend()
            );
        }
    })
    .await;
}

#[tokio::test]
async fn a_candidate_is_not_found_by_name() {
    for_each_backend(async |index| {
        index.upsert_candidates(&[candidate("Accountant")]).await.unwrap();

        assert_eq!(
            candidates(index, cv_keywords("mammadova")).await.total,
            0,
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_misspelled_skill_still_finds_the_candidate() {
    for_each_backend(async |index| {
        let devops = search::CandidateDocument {
            skills: strings(&["Kubernetes"]),
            ..candidate("DevOps")
        };
        index
            .upsert_candidates(&[devops.clone(), candidate("Cook")])
            .await
            .unwrap();

        assert_eq!(
            candidates(index, cv_keywords("kubernetis")).await.ids,
            [devops.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn education_level_and_experience_years_filters_are_minimums() {
    for_each_backend(async |index| {
        let master = search::CandidateDocument {
            education_level: Some(3),
            experience_years: Some(2),
            ..candidate("A")
        };
        let bachelor = search::CandidateDocument {
            education_level: Some(2),
            experience_years: Some(8),
            ..candidate("B")
        };
        let unknown = candidate("C");
        index
            .upsert_candidates(&[master.clone(), bachelor.clone(), unknown])
            .await
            .unwrap();

        let educated = CandidateQuery {
            education_level_min: Some(3),
            ..CandidateQuery::default()
        };
        assert_eq!(
            candidates(index, educated).await.ids,
            [master.id],
            "{}",
            index.backend()
        );
        let experienced = CandidateQuery {
            experience_years_min: Some(5),
            ..CandidateQuery::default()
        };
        assert_eq!(
            candidates(index, experienced).await.ids,
            [bachelor.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_language_filter_needs_that_language_at_the_level_asked_for() {
    for_each_backend(async |index| {
        let fluent = search::CandidateDocument {
            languages: vec![speaks("English", 6)],
            updated_at: days_ago(2),
            ..candidate("Fluent")
        };
        // Advanced Russian must not lend its level to beginner English.
        let beginner = search::CandidateDocument {
            languages: vec![speaks("English", 2), speaks("Russian", 6)],
            updated_at: days_ago(1),
            ..candidate("Beginner")
        };
        index
            .upsert_candidates(&[fluent.clone(), beginner.clone()])
            .await
            .unwrap();

        let advanced = CandidateQuery {
            language: Some("english".into()),
            proficiency_min: Some(5),
            ..CandidateQuery::default()
        };
        assert_eq!(
            candidates(index, advanced).await.ids,
            [fluent.id],
            "{}",
            index.backend()
        );
        let any_level = CandidateQuery {
            language: Some("English".into()),
            ..CandidateQuery::default()
        };
        assert_eq!(
            candidates(index, any_level).await.ids,
            [beginner.id, fluent.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_salary_expectation_filter_is_a_maximum_that_skips_candidates_without_one() {
    for_each_backend(async |index| {
        let modest = search::CandidateDocument {
            salary_expectation: Some(1500),
            ..candidate("Modest")
        };
        let demanding = search::CandidateDocument {
            salary_expectation: Some(5000),
            ..candidate("Demanding")
        };
        let silent = candidate("Silent");
        index
            .upsert_candidates(&[modest.clone(), demanding, silent])
            .await
            .unwrap();

        let query = CandidateQuery {
            salary_max: Some(2000),
            ..CandidateQuery::default()
        };
        assert_eq!(candidates(index, query).await.ids, [modest.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn candidates_filter_by_region_and_every_skill() {
    for_each_backend(async |index| {
        let wanted = search::CandidateDocument {
            region: Some("Ganja".into()),
            skills: strings(&["Python", "SQL", "Excel"]),
            ..candidate("Analyst")
        };
        let elsewhere = search::CandidateDocument {
            id: Uuid::now_v7(),
            region: Some("Baku".into()),
            ..wanted.clone()
        };
        let one_skill = search::CandidateDocument {
            id: Uuid::now_v7(),
            skills: strings(&["Python"]),
            ..wanted.clone()
        };
        index
            .upsert_candidates(&[wanted.clone(), elsewhere, one_skill])
            .await
            .unwrap();

        let query = CandidateQuery {
            region: Some("GANJA".into()),
            skills: strings(&["sql", "Python"]),
            ..CandidateQuery::default()
        };
        assert_eq!(candidates(index, query).await.ids, [wanted.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn candidate_facets_count_with_the_filters_applied() {
    for_each_backend(async |index| {
        index
            .upsert_candidates(&[
                search::CandidateDocument {
                    skills: strings(&["Rust", "SQL"]),
                    education_level: Some(2),
                    region: Some("Baku".into()),
                    languages: vec![speaks("English", 5), speaks("Russian", 3)],
                    ..candidate("One")
                },
                search::CandidateDocument {
                    skills: strings(&["Rust"]),
                    education_level: Some(3),
                    region: Some("Ganja".into()),
                    languages: vec![speaks("English", 7)],
                    ..candidate("Two")
                },
                search::CandidateDocument {
                    skills: strings(&["Excel"]),
                    region: Some("Baku".into()),
                    ..candidate("Three")
                },
            ])
            .await
            .unwrap();

        let found = candidates(
            index,
            CandidateQuery {
                skills: strings(&["Rust"]),
                ..CandidateQuery::default()
            },
        )
        .await;

        let backend = index.backend();
        assert_eq!(found.total, 2, "{backend}");
        assert_eq!(found.facets["skills"], counts(&[("Rust", 2), ("SQL", 1)]), "{backend}");
        assert_eq!(
            found.facets["education_level"],
            counts(&[("2", 1), ("3", 1)]),
            "{backend}"
        );
        assert_eq!(
            found.facets["region"],
            counts(&[("Baku", 1), ("Ganja", 1)]),
            "{backend}"
        );
        assert_eq!(
            found.facets["languages"],
            counts(&[("English", 2), ("Russian", 1)]),
            "{backend}"
        );
    })
    .await;
}

#[tokio::test]
async fn without_keywords_the_most_recently_updated_cvs_come_first() {
    for_each_backend(async |index| {
        let stale = search::CandidateDocument {
            updated_at: days_ago(30),
            ..candidate("Stale")
        };
        let fresh = search::CandidateDocument {
            updated_at: days_ago(1),
            ..candidate("Fresh")
        };
        index.upsert_candidates(&[stale.clone(), fresh.clone()]).await.unwrap();

        assert_eq!(
            candidates(index, CandidateQuery::default()).await.ids,
            [fresh.id, stale.id],
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_removed_candidate_is_not_found() {
    for_each_backend(async |index| {
        let hidden = candidate("Baker");
        index.upsert_candidates(slice::from_ref(&hidden)).await.unwrap();

        index.remove_candidates(&[hidden.id, Uuid::now_v7()]).await.unwrap();

        assert_eq!(
            candidates(index, cv_keywords("baker")).await.total,
            0,
            "{}",
            index.backend()
        );
    })
    .await;
}

// Passages of learning documents

const COMPANY: Uuid = Uuid::from_u128(7);

fn passage(document: Uuid, position: u32, text: &str) -> PassageDocument {
    PassageDocument {
        id: Uuid::now_v7(),
        company_id: COMPANY,
        document_id: document,
        position,
        text: text.to_owned(),
    }
}

async fn passages(index: &dyn SearchIndex, q: &str, documents: &[Uuid]) -> Vec<Uuid> {
    passages_up_to(index, q, documents, 10).await
}

async fn passages_up_to(index: &dyn SearchIndex, q: &str, documents: &[Uuid], limit: u32) -> Vec<Uuid> {
    index
        .search_passages(&PassageQuery {
            q: q.to_owned(),
            company_id: COMPANY,
            document_ids: documents.to_vec(),
            limit,
        })
        .await
        .unwrap_or_else(|error| panic!("{}: {error}", index.backend()))
        .into_iter()
        .map(|hit| hit.id)
        .collect()
}

#[tokio::test]
async fn the_passage_holding_most_of_a_questions_terms_comes_first_whatever_their_form() {
    for_each_backend(async |index| {
        let handbook = Uuid::now_v7();
        let welcome = passage(handbook, 0, "Welcome to Acme. Our employees build ships.");
        let leave = passage(handbook, 1, "Each employee receives 24 paid days of annual leave.");
        let canteen = passage(handbook, 2, "The canteen opens at noon.");
        index
            .upsert_passages(&[welcome.clone(), leave.clone(), canteen])
            .await
            .unwrap();

        let found = passages(
            index,
            "How many days of annual leave do employees receive?",
            &[handbook],
        )
        .await;

        assert_eq!(found, [leave.id, welcome.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_passage_holding_only_the_questions_most_frequent_term_is_found_after_those_holding_more() {
    for_each_backend(async |index| {
        let handbook = Uuid::now_v7();
        let welcome = passage(handbook, 0, "Our employees come from twelve countries.");
        let parental = passage(handbook, 1, "Employees take parental leave through the portal.");
        let sick = passage(handbook, 2, "Employees report sick leave to their manager.");
        let canteen = passage(handbook, 3, "The canteen opens at noon.");
        index
            .upsert_passages(&[welcome.clone(), parental.clone(), sick.clone(), canteen])
            .await
            .unwrap();

        // "employees" is in three passages, "leave" in two, "parental" in one.
        let found = passages(index, "parental leave for employees", &[handbook]).await;

        assert_eq!(found, [parental.id, sick.id, welcome.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn a_passage_holding_only_the_questions_rarest_term_is_found_after_those_holding_more() {
    for_each_backend(async |index| {
        let handbook = Uuid::now_v7();
        let annual = passage(handbook, 0, "Employees take annual leave in summer.");
        let parental = passage(handbook, 1, "Parental benefits follow the law.");
        let overtime = passage(handbook, 2, "Employees take overtime as leave.");
        index
            .upsert_passages(&[annual.clone(), parental.clone(), overtime.clone()])
            .await
            .unwrap();

        // "employees", "take" and "leave" are in two passages each, "parental" in one.
        let found = passages(index, "Do employees take parental leave?", &[handbook]).await;

        assert_eq!(found, [annual.id, overtime.id, parental.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn the_limit_keeps_the_passages_holding_the_most_terms_not_the_earliest() {
    for_each_backend(async |index| {
        let handbook = Uuid::now_v7();
        let laptops = passage(handbook, 0, "Every laptop is encrypted.");
        let phones = passage(handbook, 1, "Every phone needs a passcode.");
        let both = passage(handbook, 2, "Report a lost laptop or phone at once.");
        index.upsert_passages(&[laptops, phones, both.clone()]).await.unwrap();

        let found = passages_up_to(index, "lost laptop or phone", &[handbook], 1).await;

        assert_eq!(found, [both.id], "{}", index.backend());
    })
    .await;
}

#[tokio::test]
async fn passages_are_found_only_in_the_documents_asked_for() {
    for_each_backend(async |index| {
        let (asked, other) = (Uuid::now_v7(), Uuid::now_v7());
        let kept = passage(asked, 0, "Remote work is allowed two days a week.");
        let elsewhere = passage(other, 0, "Remote work needs a manager's approval.");
        let rival = PassageDocument {
            company_id: Uuid::from_u128(8),
            ..passage(asked, 1, "Remote work is forbidden.")
        };
        index.upsert_passages(&[kept.clone(), elsewhere, rival]).await.unwrap();

        assert_eq!(
            passages(index, "remote work", &[asked]).await,
            [kept.id],
            "{}",
            index.backend()
        );
        assert!(
            passages(index, "remote work", &[]).await.is_empty(),
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_removed_documents_passages_are_not_found() {
    for_each_backend(async |index| {
        let document = Uuid::now_v7();
        index
            .upsert_passages(&[passage(document, 0, "Parking is free for staff.")])
            .await
            .unwrap();

        index.remove_passages_of(&[document]).await.unwrap();

        assert!(
            passages(index, "parking", &[document]).await.is_empty(),
            "{}",
            index.backend()
        );
    })
    .await;
}

#[tokio::test]
async fn a_question_of_stop_words_alone_finds_nothing() {
    for_each_backend(async |index| {
        let document = Uuid::now_v7();
        index
            .upsert_passages(&[passage(document, 0, "What is it?")])
            .await
            .unwrap();

        assert!(
            passages(index, "what is it", &[document]).await.is_empty(),
            "{}",
            index.backend()
        );
    })
    .await;
}

// Choosing the backend

#[tokio::test]
async fn meilisearch_is_used_exactly_when_meilisearch_url_is_set() {
    let url = migrations::testing::fresh_database().await.unwrap();
    let pool = sqlx::PgPool::connect(&url).await.unwrap();

    let index = search::from_env(pool).await.unwrap();

    let configured = std::env::var("MEILISEARCH_URL").is_ok_and(|url| !url.trim().is_empty());
    assert_eq!(index.backend(), if configured { "meilisearch" } else { "postgres" });
}
