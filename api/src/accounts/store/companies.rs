//! `companies` with their `company_modules`, `company_images` and `company_team`.

use crate::http::Page;
use domain::accounts::Module;
use domain::companies::CompanyProfile;
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

/// Companies users may see: their account is activated.
const ACTIVE: &str = "EXISTS (SELECT 1 FROM users o WHERE o.id = c.owner_id AND o.activated_at IS NOT NULL)";

/// A company for account `owner`, with every module in its state for a new company.
pub async fn create(db: &mut PgConnection, owner: Uuid, name: &str) -> Result<(), sqlx::Error> {
    let company = Uuid::now_v7();
    sqlx::query("INSERT INTO companies (id, owner_id, name) VALUES ($1, $2, $3)")
        .bind(company)
        .bind(owner)
        .bind(name)
        .execute(&mut *db)
        .await?;
    for module in Module::ALL {
        sqlx::query("INSERT INTO company_modules (company_id, module, is_active) VALUES ($1, $2, $3)")
            .bind(company)
            .bind(module.as_str())
            .bind(module.active_for_new_company())
            .execute(&mut *db)
            .await?;
    }
    Ok(())
}

/// What Browse Companies looks for: words of the name (a LIKE pattern) and an industry.
pub struct Browse {
    pub words: Option<String>,
    pub industry: Option<String>,
}

const BROWSE_FILTER: &str = "($1::text IS NULL OR c.name ILIKE $1) AND ($2::text IS NULL OR c.industry = $2)";

/// How many activated companies Browse Companies finds.
pub async fn browse_count(pool: &PgPool, browse: &Browse) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT count(*) FROM companies c WHERE {ACTIVE} AND {BROWSE_FILTER}"
    ))
    .bind(&browse.words)
    .bind(&browse.industry)
    .fetch_one(pool)
    .await
}

/// A page of the activated companies Browse Companies finds, by name, with their open jobs.
pub async fn browse(pool: &PgPool, browse: &Browse, page: &Page) -> Result<Vec<CompanyCard>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT c.id, c.name, c.logo, c.industry, c.employee_count, c.location
           FROM companies c WHERE {ACTIVE} AND {BROWSE_FILTER} ORDER BY lower(c.name), c.id {}",
        page.rows().limit_offset(3)
    ))
    .bind(&browse.words)
    .bind(&browse.industry)
    .bind(page.offset())
    .fetch_all(pool)
    .await
}

/// The company known by its id or its account's user id, and whether it is activated.
pub async fn find(pool: &PgPool, id: Uuid) -> Result<Option<(Uuid, bool)>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT c.id, {ACTIVE} FROM companies c WHERE c.id = $1 OR c.owner_id = $1 ORDER BY c.id = $1 DESC LIMIT 1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await
}

pub async fn page(pool: &PgPool, company: Uuid) -> Result<Option<PageRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.name, c.logo, o.cover_picture, c.industry, c.employee_count, c.founded, c.description,
                c.email, c.phone, c.address, c.location, c.country, c.website, c.twitter, c.facebook, c.linkedin, c.instagram
           FROM companies c JOIN users o ON o.id = c.owner_id WHERE c.id = $1",
    )
    .bind(company)
    .fetch_optional(pool)
    .await
}

pub async fn images(pool: &PgPool, company: Uuid) -> Result<Vec<CompanyImage>, sqlx::Error> {
    sqlx::query_as("SELECT id, url FROM company_images WHERE company_id = $1 ORDER BY created_at, id")
        .bind(company)
        .fetch_all(pool)
        .await
}

pub async fn team(pool: &PgPool, company: Uuid) -> Result<Vec<TeamMember>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, position FROM company_team WHERE company_id = $1 ORDER BY created_at, id")
        .bind(company)
        .fetch_all(pool)
        .await
}

/// Whether the job seeker dropped their CV to the company.
pub async fn cv_dropped(pool: &PgPool, company: Uuid, jobseeker: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM dropped_cvs WHERE company_id = $1 AND jobseeker_id = $2)")
        .bind(company)
        .bind(jobseeker)
        .fetch_one(pool)
        .await
}

pub async fn update(pool: &PgPool, company: Uuid, profile: &CompanyProfile) -> Result<(), sqlx::Error> {
    let contact = &profile.contact;
    sqlx::query(
        "UPDATE companies SET name = $2, industry = $3, employee_count = $4, founded = $5, description = $6, email = $7, phone = $8,
                address = $9, location = $10, country = $11, website = $12, twitter = $13, facebook = $14, linkedin = $15, instagram = $16
          WHERE id = $1",
    )
    .bind(company)
    .bind(&profile.name)
    .bind(&profile.industry)
    .bind(profile.employee_count)
    .bind(profile.founded)
    .bind(&profile.description)
    .bind(&contact.email)
    .bind(&contact.phone)
    .bind(&contact.address)
    .bind(&contact.location)
    .bind(&contact.country)
    .bind(&contact.website)
    .bind(&contact.twitter)
    .bind(&contact.facebook)
    .bind(&contact.linkedin)
    .bind(&contact.instagram)
    .execute(pool)
    .await?;
    Ok(())
}

/// Adds an image to the company page unless it shows `max` already; false when it does.
pub async fn add_image(pool: &PgPool, company: Uuid, image: &CompanyImage, max: i64) -> Result<bool, sqlx::Error> {
    // The count is checked in the insert itself, under a lock on the company, so two uploads at once cannot pass the limit together.
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT 1 FROM companies WHERE id = $1 FOR UPDATE")
        .bind(company)
        .execute(&mut *tx)
        .await?;
    let added = sqlx::query(
        "INSERT INTO company_images (id, company_id, url) SELECT $1, $2, $3
          WHERE (SELECT count(*) FROM company_images WHERE company_id = $2) < $4",
    )
    .bind(image.id)
    .bind(company)
    .bind(&image.url)
    .bind(max)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok(added > 0)
}

/// Removes an image of the company page; its URL, or `None` if the company has no such image.
pub async fn remove_image(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("DELETE FROM company_images WHERE id = $1 AND company_id = $2 RETURNING url")
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await
}

pub async fn add_team_member(
    pool: &PgPool,
    company: Uuid,
    name: &str,
    position: &str,
) -> Result<TeamMember, sqlx::Error> {
    sqlx::query_as("INSERT INTO company_team (id, company_id, name, position) VALUES ($1, $2, $3, $4) RETURNING id, name, position")
        .bind(Uuid::now_v7())
        .bind(company)
        .bind(name)
        .bind(position)
        .fetch_one(pool)
        .await
}

/// Takes a person off the company page; false if the company shows no such person.
pub async fn remove_team_member(pool: &PgPool, company: Uuid, id: Uuid) -> Result<bool, sqlx::Error> {
    let removed = sqlx::query("DELETE FROM company_team WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company)
        .execute(pool)
        .await?;
    Ok(removed.rows_affected() > 0)
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct CompanyCard {
    pub id: Uuid,
    pub name: String,
    pub logo: Option<String>,
    pub industry: Option<String>,
    pub employee_count: Option<i32>,
    pub location: Option<String>,
    // Counted from the jobs' view once the page is read.
    #[sqlx(default)]
    pub open_jobs: i64,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct CompanyImage {
    pub id: Uuid,
    pub url: String,
}

#[derive(sqlx::FromRow)]
pub struct PageRow {
    pub name: String,
    pub logo: Option<String>,
    pub cover_picture: Option<String>,
    pub industry: Option<String>,
    pub employee_count: Option<i32>,
    pub founded: Option<i16>,
    pub description: Option<String>,
    #[sqlx(flatten)]
    pub contact: CompanyContact,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TeamMember {
    pub id: Uuid,
    pub name: String,
    pub position: String,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct CompanyContact {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub location: Option<String>,
    pub country: Option<String>,
    pub website: Option<String>,
    pub twitter: Option<String>,
    pub facebook: Option<String>,
    pub linkedin: Option<String>,
    pub instagram: Option<String>,
}
