//! Companies: the company profile with its logo, images and team; Browse Companies and the
//! public company page; pictures and the files behind them.

use crate::helpers::{assert_error, png, spawn_app};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

#[tokio::test]
async fn a_company_edits_its_profile_and_everyone_sees_it_on_its_page() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let saved = app
        .put_as(
            "/api/accounts/company/",
            &company.access,
            json!({"name": "Acme", "industry": "technology", "employee_count": 120, "founded": 2001,
                   "description": "We build the tools builders use.",
                   "contact": {"website": "https://acme.io", "location": "Baku", "phone": "+994 12 555 01 02"}}),
        )
        .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let member = app
        .post_as(
            "/api/accounts/company-team/",
            &company.access,
            json!({"name": "Grace Hopper", "position": "CTO"}),
        )
        .await;
    assert_eq!(member.status(), StatusCode::CREATED);
    let id: String = sqlx::query_scalar("SELECT id::text FROM companies")
        .fetch_one(&app.pool)
        .await
        .unwrap();

    let page: Value = app
        .get_json_as(&format!("/api/accounts/companies/{id}/"), &seeker.access)
        .await;
    assert_eq!(page["name"], "Acme");
    assert_eq!(page["industry"], "technology");
    assert_eq!(page["founded"], 2001);
    assert_eq!(page["contact"]["website"], "https://acme.io");
    assert_eq!(page["team"][0]["position"], "CTO");
    assert_eq!(page["cv_dropped"], false);
    let owner = app.user_id(&company).await;
    let by_owner: Value = app
        .get_json_as(&format!("/api/accounts/companies/{owner}/"), &seeker.access)
        .await;
    assert_eq!(
        by_owner["id"],
        id.as_str(),
        "chat knows a company by its account's user id"
    );
}

#[tokio::test]
async fn a_company_profile_is_checked_field_by_field() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let response = app
        .put_as(
            "/api/accounts/company/",
            &company.access,
            json!({"name": "", "industry": "piracy", "founded": 3000, "description": "x".repeat(501), "contact": {"website": "acme", "email": "nope"}}),
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    for field in [
        "name",
        "industry",
        "founded",
        "description",
        "contact.website",
        "contact.email",
    ] {
        assert!(body["error"]["fields"][field].is_array(), "{field} is reported: {body}");
    }
}

#[tokio::test]
async fn an_array_where_the_document_says_object_is_refused_by_its_field_and_nothing_is_saved() {
    // Given a company named Acme
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.put_as(
        "/api/accounts/company/",
        &company.access,
        json!({"name": "Acme", "industry": "technology"}),
    )
    .await;

    // When it sends its contact as an array of values in place of an object
    let response = app
        .put_as(
            "/api/accounts/company/",
            &company.access,
            json!({"name": "Renamed", "industry": "technology", "contact": [null, null]}),
        )
        .await;

    // Then the contact is refused as the wrong type and the company keeps its name
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["contact"], json!(["invalid_type"]), "{body}");
    let saved: Value = app.get_json_as("/api/accounts/company/", &company.access).await;
    assert_eq!(saved["name"], "Acme");
}

#[tokio::test]
async fn browse_companies_lists_activated_companies_by_name_with_their_open_jobs() {
    let app = spawn_app().await;
    let acme = app.signed_in_company("boss@acme.io").await;
    app.put_as(
        "/api/accounts/company/",
        &acme.access,
        json!({"name": "Acme", "industry": "technology"}),
    )
    .await;
    let bravo = app.signed_in_company("boss@bravo.io").await;
    app.put_as(
        "/api/accounts/company/",
        &bravo.access,
        json!({"name": "Bravo", "industry": "retail"}),
    )
    .await;
    assert_eq!(
        app.register("company", "boss@pending.io").await.status(),
        StatusCode::CREATED
    );
    app.post_job(&acme, "Engineer", true).await;
    app.post_job(&acme, "Draft", false).await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let all: Value = app.get_json_as("/api/accounts/companies", &seeker.access).await;
    assert_eq!(all["count"], 2, "a company waiting for activation is not listed");
    assert_eq!(all["results"][0]["name"], "Acme");
    assert_eq!(all["results"][0]["open_jobs"], 1);

    let retail: Value = app
        .get_json_as("/api/accounts/companies?industry=retail", &seeker.access)
        .await;
    assert_eq!(retail["results"][0]["name"], "Bravo");
    let by_name: Value = app.get_json_as("/api/accounts/companies?q=acm", &seeker.access).await;
    assert_eq!(by_name["count"], 1);
    let industries: Value = app.get_json_as("/api/accounts/industries", &seeker.access).await;
    assert!(industries.as_array().unwrap().contains(&json!("technology")));
}

#[tokio::test]
async fn the_company_page_lists_open_jobs_but_not_confidential_ones() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.post_job(&company, "Engineer", true).await;
    app.post_as(
        "/api/jobs/job/",
        &company.access,
        json!({"title": "Secret", "description": "Hush.", "employment_type": "full_time", "confidential": true, "publish": true}),
    )
    .await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let id: String = sqlx::query_scalar("SELECT id::text FROM companies")
        .fetch_one(&app.pool)
        .await
        .unwrap();

    let page: Value = app
        .get_json_as(&format!("/api/accounts/companies/{id}/"), &seeker.access)
        .await;

    let titles: Vec<&str> = page["open_jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|job| job["details"]["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Engineer"]);
}

#[tokio::test]
async fn a_logo_must_be_a_png_or_jpeg_of_at_most_400_by_400_pixels() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let text = app
        .upload(
            Method::PUT,
            "/api/accounts/company/logo/",
            &company,
            b"just some text",
            "logo.png",
        )
        .await;
    let body = assert_error(text, StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_file_type").await;
    assert_eq!(body["error"]["message"], "Unsupported file type.");
    let big = app
        .upload(
            Method::PUT,
            "/api/accounts/company/logo/",
            &company,
            &png(401, 200),
            "logo.png",
        )
        .await;
    assert_error(big, StatusCode::UNPROCESSABLE_ENTITY, "image_too_large").await;
    assert_eq!(app.stored_files("images"), 0, "nothing is stored when refused");

    let fits = app
        .upload(
            Method::PUT,
            "/api/accounts/company/logo/",
            &company,
            &png(400, 400),
            "logo.png",
        )
        .await;
    assert_eq!(fits.status(), StatusCode::OK);
    let page: Value = fits.json().await.unwrap();
    let logo = page["logo"].as_str().unwrap();
    let served = app.request(Method::GET, logo).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK, "pictures are public");
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap().to_vec(), png(400, 400));
}

#[tokio::test]
async fn a_new_logo_replaces_the_old_file() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    app.upload(
        Method::PUT,
        "/api/accounts/company/logo/",
        &company,
        &png(100, 100),
        "a.png",
    )
    .await;
    app.upload(
        Method::PUT,
        "/api/accounts/company/logo/",
        &company,
        &png(200, 200),
        "b.png",
    )
    .await;

    assert_eq!(app.stored_files("images"), 1);
    let removed: Value = app
        .delete_as("/api/accounts/company/logo/", &company.access)
        .await
        .json()
        .await
        .unwrap();
    assert!(removed["logo"].is_null());
    assert_eq!(app.stored_files("images"), 0);
}

#[tokio::test]
async fn company_images_are_limited_in_number_and_can_be_deleted() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let mut ids = Vec::new();
    for _ in 0..10 {
        let added = app
            .upload(
                Method::POST,
                "/api/accounts/company-images/",
                &company,
                &png(1200, 800),
                "office.png",
            )
            .await;
        assert_eq!(added.status(), StatusCode::CREATED);
        ids.push(added.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned());
    }

    let eleventh = app
        .upload(
            Method::POST,
            "/api/accounts/company-images/",
            &company,
            &png(1200, 800),
            "office.png",
        )
        .await;
    assert_error(eleventh, StatusCode::CONFLICT, "too_many_images").await;
    assert_eq!(app.stored_files("images"), 10);

    let deleted = app
        .delete_as(&format!("/api/accounts/company-images/{}/", ids[0]), &company.access)
        .await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.stored_files("images"), 9);
}

#[tokio::test]
async fn only_the_company_itself_edits_its_profile_images_and_team() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let employee = app.signed_in_employee(&company, "grace@acme.io", "hr_executive").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    for session in [&employee, &seeker] {
        let edit = app
            .put_as("/api/accounts/company/", &session.access, json!({"name": "Hijacked"}))
            .await;
        assert_error(edit, StatusCode::FORBIDDEN, "permission_denied").await;
        let team = app
            .post_as(
                "/api/accounts/company-team/",
                &session.access,
                json!({"name": "Eve", "position": "Spy"}),
            )
            .await;
        assert_error(team, StatusCode::FORBIDDEN, "permission_denied").await;
        let image = app
            .upload(
                Method::POST,
                "/api/accounts/company-images/",
                session,
                &png(10, 10),
                "x.png",
            )
            .await;
        assert_error(image, StatusCode::FORBIDDEN, "permission_denied").await;
    }
}

#[tokio::test]
async fn a_job_seeker_sets_and_removes_profile_and_cover_pictures() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let photo = app
        .upload(
            Method::PUT,
            "/api/accounts/edit-profile-photo/",
            &seeker,
            &png(600, 600),
            "me.png",
        )
        .await;
    assert_eq!(photo.status(), StatusCode::OK);
    let cover = app
        .upload(
            Method::PUT,
            "/api/accounts/editcoverphoto/",
            &seeker,
            &png(1600, 400),
            "cover.png",
        )
        .await;
    let profile: Value = cover.json().await.unwrap();
    assert!(
        profile["profile_picture"]
            .as_str()
            .unwrap()
            .starts_with("/api/files/images/")
    );
    assert!(
        profile["cover_picture"]
            .as_str()
            .unwrap()
            .starts_with("/api/files/images/")
    );

    let removed: Value = app
        .delete_as("/api/accounts/edit-profile-photo/", &seeker.access)
        .await
        .json()
        .await
        .unwrap();
    assert!(removed["profile_picture"].is_null());
    assert_eq!(app.stored_files("images"), 1);
}

#[tokio::test]
async fn a_picture_over_five_megabytes_is_refused() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let mut huge = png(100, 100);
    huge.resize(5 * 1024 * 1024 + 1, 0);

    let response = app
        .upload(
            Method::PUT,
            "/api/accounts/edit-profile-photo/",
            &seeker,
            &huge,
            "me.png",
        )
        .await;

    assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "file_too_large").await;
    assert_eq!(app.stored_files("images"), 0);
}

#[tokio::test]
async fn an_unknown_picture_is_not_found() {
    let app = spawn_app().await;

    for path in [
        "/api/files/images/not-a-uuid.png",
        "/api/files/images/0190f5e4-0000-7000-8000-000000000000.png",
        "/api/files/images/x.gif",
    ] {
        let response = app.request(Method::GET, path).send().await.unwrap();
        assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    }
}
