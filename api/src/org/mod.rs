//! Org structure (spec section 7, "Org structure" path group): departments, divisions,
//! sub-divisions and positions of the caller's company, and the chart as of any day. The
//! company changes it; the company side reads it. Contract: docs/api-org-contract.md.

pub mod competency_model;
pub mod job_template;
mod store;

use crate::caller::{CompanyMember, CompanyOwner};
use crate::http::input::list_parameter;
use crate::http::roles::CompanySide;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{Day, JsonBody, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::NaiveDate;
use domain::org::{HEAD_COUNT_MAX, NAME_MAX_CHARS, OrgCommand, UnitKind};
use domain::validation::{FieldError, required_text};
use projections::event_store::execute;
use projections::tenancy::Company;
use projections::views::org::read::{self, Position, Unit};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::HashSet;
pub use store::ChartEmployee;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(chart))
        .routes(routes!(departments, add_department))
        .routes(routes!(divisions, add_division))
        .routes(routes!(divisions_for_multiple_departments))
        .routes(routes!(sub_divisions, add_sub_division))
        .routes(routes!(sub_divisions_for_multiple_divisions))
        .routes(routes!(update_unit, delete_unit))
        .routes(routes!(archive_unit))
        .routes(routes!(restore_unit))
        .routes(routes!(positions, add_position))
        .routes(routes!(update_position, delete_position))
        .routes(routes!(archive_position))
        .routes(routes!(restore_position))
        .routes(routes!(competency_model::list, competency_model::add))
        .routes(routes!(competency_model::update, competency_model::remove))
        .routes(routes!(
            competency_model::rating_scale,
            competency_model::set_rating_scale
        ))
        .routes(routes!(job_template::get, job_template::put))
        .routes(routes!(job_template::requirements))
}

#[derive(Serialize, ToSchema)]
pub struct Chart {
    /// The day the chart is as of; `null` for now.
    pub at: Option<NaiveDate>,
    pub units: Vec<Unit>,
    pub positions: Vec<Position>,
    /// The employees who held the chart's positions then (active ones, now or at its day).
    pub employees: Vec<ChartEmployee>,
}

/// One of the company's current units; any other id is unknown.
async fn unit(pool: &PgPool, company: Company, id: Uuid) -> Result<Unit, ApiError> {
    read::unit(pool, company, id).await?.ok_or(ApiError::NotFound)
}

/// One of the company's current positions; any other id is unknown.
async fn position(pool: &PgPool, company: Company, id: Uuid) -> Result<Position, ApiError> {
    read::position(pool, company, id).await?.ok_or(ApiError::NotFound)
}

/// Runs `command` on the owner's structure, as them.
async fn change(state: &AppState, owner: &CompanyOwner, command: OrgCommand) -> Result<(), ApiError> {
    Ok(execute(&state.hiring.org, owner.company.id, command, Some(owner.caller.id)).await?)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChartQuery {
    /// The chart as it was at the end of this day (UTC); now without it.
    #[param(value_type = Option<NaiveDate>)]
    at: Option<Day>,
    /// Include archived units and positions.
    archived: Option<bool>,
}

/// The whole structure, as of a day: units and positions as flat lists.
#[utoipa::path(get, path = "/api/org/chart/", tag = "org", security(("jwt" = [])), params(ChartQuery),
    responses((status = 200, body = Chart)))]
pub async fn chart(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<ChartQuery>,
) -> Result<Json<Chart>, ApiError> {
    let company = reader.tenant();
    let at = query
        .at
        .map(|day| day.date().and_hms_opt(23, 59, 59).unwrap_or_default().and_utc());
    let archived = query.archived.unwrap_or(false);
    let units = read::units(&state.pool, company, at, archived).await?;
    let positions = read::positions(&state.pool, company, at, archived).await?;
    let employees = store::placed_employees(&state.pool, company.0, at).await?;
    Ok(Json(without_orphans(Chart {
        at: query.at.map(Day::date),
        units,
        positions,
        employees,
    })))
}

/// Leaves out what hangs under a unit the chart does not show (an archived one): archiving a
/// unit takes its whole subtree off the chart.
fn without_orphans(mut chart: Chart) -> Chart {
    let shown = domain::org::rooted(chart.units.iter().map(|unit| (unit.id, unit.parent_id)));
    chart.units.retain(|unit| shown.contains(&unit.id));
    chart.positions.retain(|position| shown.contains(&position.unit_id));
    let placed: HashSet<Uuid> = chart.positions.iter().map(|position| position.id).collect();
    chart
        .employees
        .retain(|employee| placed.contains(&employee.position_id));
    chart
}

#[derive(Deserialize, ToSchema)]
pub struct NewUnitRequest {
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    name: Option<String>,
    /// None for a department.
    parent_id: Option<Uuid>,
}

/// A division (under a department) or a sub-division (under a division).
#[derive(Deserialize, ToSchema)]
pub struct NewSubUnitRequest {
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    name: Option<String>,
    /// The department of a division, the division of a sub-division.
    #[schema(required = true, nullable = false)]
    parent_id: Option<Uuid>,
}

impl From<NewSubUnitRequest> for NewUnitRequest {
    fn from(NewSubUnitRequest { name, parent_id }: NewSubUnitRequest) -> Self {
        Self { name, parent_id }
    }
}

fn checked_name(field: &str, name: Option<&str>) -> Result<String, ApiError> {
    let mut fields = FieldErrors::default();
    let name = fields.require(field, name, |text| required_text(text, NAME_MAX_CHARS));
    fields.into_result()?;
    name.ok_or_else(|| ApiError::field(field, FieldError::Required))
}

async fn add_unit(
    state: &AppState,
    owner: &CompanyOwner,
    kind: UnitKind,
    body: NewUnitRequest,
) -> Result<(StatusCode, Json<Unit>), ApiError> {
    let name = checked_name("name", body.name.as_deref())?;
    if kind.parent_kind().is_some() && body.parent_id.is_none() {
        return Err(ApiError::field("parent_id", FieldError::Required));
    }
    let id = Uuid::now_v7();
    change(
        state,
        owner,
        OrgCommand::AddUnit {
            id,
            kind,
            name,
            parent_id: body.parent_id,
        },
    )
    .await?;
    Ok((StatusCode::CREATED, Json(unit(&state.pool, owner.tenant(), id).await?)))
}

/// The company's departments (not archived).
#[utoipa::path(get, path = "/api/org/departments/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = Vec<Unit>)))]
pub async fn departments(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
) -> Result<Json<Vec<Unit>>, ApiError> {
    Ok(Json(read::departments(&state.pool, reader.tenant()).await?))
}

/// Add a department.
#[utoipa::path(post, path = "/api/org/departments/", tag = "org", security(("jwt" = [])), request_body = NewUnitRequest,
    responses((status = 201, body = Unit), (status = 409, body = ErrorBody, description = "name_taken")))]
pub async fn add_department(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<NewUnitRequest>,
) -> Result<(StatusCode, Json<Unit>), ApiError> {
    add_unit(&state, &owner, UnitKind::Department, body).await
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DivisionsQuery {
    /// Only the divisions of this department.
    department: Option<Uuid>,
}

/// The company's divisions (not archived), of one department or all.
#[utoipa::path(get, path = "/api/org/divisions/", tag = "org", security(("jwt" = [])), params(DivisionsQuery),
    responses((status = 200, body = Vec<Unit>)))]
pub async fn divisions(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<DivisionsQuery>,
) -> Result<Json<Vec<Unit>>, ApiError> {
    let departments: Vec<Uuid> = query.department.into_iter().collect();
    let divisions = read::units_under(&state.pool, reader.tenant(), UnitKind::Division, &departments).await?;
    Ok(Json(divisions))
}

/// Add a division to a department.
#[utoipa::path(post, path = "/api/org/divisions/", tag = "org", security(("jwt" = [])), request_body = NewSubUnitRequest,
    responses((status = 201, body = Unit), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn add_division(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<NewSubUnitRequest>,
) -> Result<(StatusCode, Json<Unit>), ApiError> {
    add_unit(&state, &owner, UnitKind::Division, body.into()).await
}

/// Parent ids from a comma-separated parameter; one that is not an id is a 422 on `name`.
fn id_list(name: &str, value: Option<&str>) -> Result<Vec<Uuid>, ApiError> {
    list_parameter(value)
        .iter()
        .map(|id| id.parse().map_err(|_| ApiError::field(name, FieldError::InvalidType)))
        .collect()
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DepartmentsQuery {
    /// Comma-separated department ids.
    departments: Option<String>,
}

/// The divisions of several departments (for pickers that choose more than one).
#[utoipa::path(get, path = "/api/org/divisions-for-multiple-departments", tag = "org", security(("jwt" = [])),
    params(DepartmentsQuery), responses((status = 200, body = Vec<Unit>)))]
pub async fn divisions_for_multiple_departments(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<DepartmentsQuery>,
) -> Result<Json<Vec<Unit>>, ApiError> {
    let departments = id_list("departments", query.departments.as_deref())?;
    let divisions = read::units_under(&state.pool, reader.tenant(), UnitKind::Division, &departments).await?;
    Ok(Json(divisions))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SubDivisionsQuery {
    /// Only the sub-divisions of this division.
    division: Option<Uuid>,
}

/// The company's sub-divisions (not archived), of one division or all.
#[utoipa::path(get, path = "/api/org/sub-divisions/", tag = "org", security(("jwt" = [])), params(SubDivisionsQuery),
    responses((status = 200, body = Vec<Unit>)))]
pub async fn sub_divisions(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<SubDivisionsQuery>,
) -> Result<Json<Vec<Unit>>, ApiError> {
    let divisions: Vec<Uuid> = query.division.into_iter().collect();
    let sub_divisions = read::units_under(&state.pool, reader.tenant(), UnitKind::SubDivision, &divisions).await?;
    Ok(Json(sub_divisions))
}

/// Add a sub-division to a division.
#[utoipa::path(post, path = "/api/org/sub-divisions/", tag = "org", security(("jwt" = [])), request_body = NewSubUnitRequest,
    responses((status = 201, body = Unit), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn add_sub_division(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<NewSubUnitRequest>,
) -> Result<(StatusCode, Json<Unit>), ApiError> {
    add_unit(&state, &owner, UnitKind::SubDivision, body.into()).await
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DivisionsListQuery {
    /// Comma-separated division ids.
    divisions: Option<String>,
}

/// The sub-divisions of several divisions.
#[utoipa::path(get, path = "/api/org/sub-divisions-for-multiple-divisions", tag = "org", security(("jwt" = [])),
    params(DivisionsListQuery), responses((status = 200, body = Vec<Unit>)))]
pub async fn sub_divisions_for_multiple_divisions(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<DivisionsListQuery>,
) -> Result<Json<Vec<Unit>>, ApiError> {
    let divisions = id_list("divisions", query.divisions.as_deref())?;
    let sub_divisions = read::units_under(&state.pool, reader.tenant(), UnitKind::SubDivision, &divisions).await?;
    Ok(Json(sub_divisions))
}

#[derive(Deserialize, ToSchema)]
pub struct UnitChangeRequest {
    /// A new name.
    #[schema(min_length = 1, max_length = 150)]
    name: Option<String>,
    /// A new parent: another department for a division, another division for a sub-division.
    parent_id: Option<Uuid>,
}

/// Rename and/or move a unit.
#[utoipa::path(put, path = "/api/org/units/{id}/", tag = "org", security(("jwt" = [])), request_body = UnitChangeRequest,
    responses((status = 200, body = Unit), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn update_unit(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<UnitChangeRequest>,
) -> Result<Json<Unit>, ApiError> {
    unit(&state.pool, owner.tenant(), id).await?;
    let name = body
        .name
        .as_deref()
        .map(|name| checked_name("name", Some(name)))
        .transpose()?;
    if let Some(name) = name {
        change(&state, &owner, OrgCommand::RenameUnit { id, name }).await?;
    }
    if let Some(parent_id) = body.parent_id {
        change(&state, &owner, OrgCommand::MoveUnit { id, parent_id }).await?;
    }
    Ok(Json(unit(&state.pool, owner.tenant(), id).await?))
}

/// Runs `command` on one of the company's units (any other id is unknown).
async fn change_unit(state: &AppState, owner: &CompanyOwner, id: Uuid, command: OrgCommand) -> Result<(), ApiError> {
    unit(&state.pool, owner.tenant(), id).await?;
    change(state, owner, command).await
}

/// Runs `command` on one of the company's positions (any other id is unknown).
async fn change_position(
    state: &AppState,
    owner: &CompanyOwner,
    id: Uuid,
    command: OrgCommand,
) -> Result<(), ApiError> {
    position(&state.pool, owner.tenant(), id).await?;
    change(state, owner, command).await
}

/// Delete a unit with nothing under it; one in use can only be archived.
#[utoipa::path(delete, path = "/api/org/units/{id}/", tag = "org", security(("jwt" = [])),
    responses((status = 204), (status = 409, body = ErrorBody, description = "unit_in_use")))]
pub async fn delete_unit(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    change_unit(&state, &owner, id, OrgCommand::DeleteUnit { id }).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Archive a unit: it and everything under it leave the chart, and keep their history.
#[utoipa::path(post, path = "/api/org/units/{id}/archive/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = Unit)))]
pub async fn archive_unit(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<Unit>, ApiError> {
    change_unit(&state, &owner, id, OrgCommand::ArchiveUnit { id }).await?;
    Ok(Json(unit(&state.pool, owner.tenant(), id).await?))
}

/// Restore an archived unit.
#[utoipa::path(post, path = "/api/org/units/{id}/restore/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = Unit)))]
pub async fn restore_unit(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<Unit>, ApiError> {
    change_unit(&state, &owner, id, OrgCommand::RestoreUnit { id }).await?;
    Ok(Json(unit(&state.pool, owner.tenant(), id).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PositionsQuery {
    /// Only this unit's positions.
    unit: Option<Uuid>,
}

/// The company's positions (not archived), of one unit or all.
#[utoipa::path(get, path = "/api/org/positions/", tag = "org", security(("jwt" = [])), params(PositionsQuery),
    responses((status = 200, body = Vec<Position>)))]
pub async fn positions(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<PositionsQuery>,
) -> Result<Json<Vec<Position>>, ApiError> {
    Ok(Json(
        read::current_positions(&state.pool, reader.tenant(), query.unit).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
pub struct PositionRequest {
    /// Required to add a position; moves it when changing one.
    unit_id: Option<Uuid>,
    #[schema(min_length = 1, max_length = 150)]
    title: Option<String>,
    /// Budgeted places, 0..10000.
    #[schema(minimum = 0, maximum = 10000)]
    head_count: Option<i64>,
}

fn checked_head_count(value: Option<i64>) -> Result<Option<u32>, ApiError> {
    match value {
        Some(count) if !(0..=i64::from(HEAD_COUNT_MAX)).contains(&count) => {
            Err(ApiError::field("head_count", FieldError::OutOfRange))
        }
        count => Ok(count.map(|count| count as u32)),
    }
}

/// A unit of the company to place a position in; any other id is not a valid choice.
async fn chosen_unit(pool: &PgPool, company: Company, id: Uuid) -> Result<(), ApiError> {
    match read::unit(pool, company, id).await? {
        Some(_) => Ok(()),
        None => Err(ApiError::field("unit_id", FieldError::InvalidChoice)),
    }
}

/// Add a position to a unit.
#[utoipa::path(post, path = "/api/org/positions/", tag = "org", security(("jwt" = [])), request_body = PositionRequest,
    responses((status = 201, body = Position), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn add_position(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<PositionRequest>,
) -> Result<(StatusCode, Json<Position>), ApiError> {
    let mut fields = FieldErrors::default();
    let title = fields.require("title", body.title.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let unit_id = fields.check("unit_id", body.unit_id.ok_or(FieldError::Required));
    let (Some(title), Some(unit_id)) = (title, unit_id) else {
        return Err(ApiError::Validation(fields));
    };
    let head_count = checked_head_count(body.head_count)?.unwrap_or(1);
    chosen_unit(&state.pool, owner.tenant(), unit_id).await?;
    let id = Uuid::now_v7();
    change(
        &state,
        &owner,
        OrgCommand::AddPosition {
            id,
            unit_id,
            title,
            head_count,
        },
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(position(&state.pool, owner.tenant(), id).await?),
    ))
}

/// Rename a position, change its head count, or move it to another unit.
#[utoipa::path(put, path = "/api/org/positions/{id}/", tag = "org", security(("jwt" = [])), request_body = PositionRequest,
    responses((status = 200, body = Position), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn update_position(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<PositionRequest>,
) -> Result<Json<Position>, ApiError> {
    let current = position(&state.pool, owner.tenant(), id).await?;
    let title = body
        .title
        .as_deref()
        .map(|title| checked_name("title", Some(title)))
        .transpose()?;
    let head_count = checked_head_count(body.head_count)?;
    if let Some(unit_id) = body.unit_id {
        chosen_unit(&state.pool, owner.tenant(), unit_id).await?;
        change(&state, &owner, OrgCommand::MovePosition { id, unit_id }).await?;
    }
    if title.is_some() || head_count.is_some() {
        let command = OrgCommand::UpdatePosition {
            id,
            title: title.unwrap_or(current.title),
            head_count: head_count.unwrap_or(current.head_count as u32),
        };
        change(&state, &owner, command).await?;
    }
    Ok(Json(position(&state.pool, owner.tenant(), id).await?))
}

/// Delete a position without a competency model; one with a model can only be archived.
#[utoipa::path(delete, path = "/api/org/positions/{id}/", tag = "org", security(("jwt" = [])),
    responses((status = 204), (status = 409, body = ErrorBody, description = "position_in_use: it has a competency model")))]
pub async fn delete_position(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    change_position(&state, &owner, id, OrgCommand::DeletePosition { id }).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Archive a position: it leaves the chart and keeps its history.
#[utoipa::path(post, path = "/api/org/positions/{id}/archive/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = Position)))]
pub async fn archive_position(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<Position>, ApiError> {
    change_position(&state, &owner, id, OrgCommand::ArchivePosition { id }).await?;
    Ok(Json(position(&state.pool, owner.tenant(), id).await?))
}

/// Restore an archived position.
#[utoipa::path(post, path = "/api/org/positions/{id}/restore/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = Position)))]
pub async fn restore_position(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<Position>, ApiError> {
    change_position(&state, &owner, id, OrgCommand::RestorePosition { id }).await?;
    Ok(Json(position(&state.pool, owner.tenant(), id).await?))
}
