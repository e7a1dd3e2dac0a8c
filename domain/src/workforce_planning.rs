//! Workforce planning (spec section 3, workforce plan: budget, staff, out of budget, updated
//! budget, vacancy). A company plans each period, a year or a quarter, position by position:
//! the head count budgeted, the head count approved beyond it, and a pay budget. One
//! aggregate per company and period; every change is an event, so the plan as of any past day
//! can be shown and each change says who made it and when. Staff and open requisitions are
//! facts of the hiring side, read live, never stored in the plan.

use chrono::{Datelike, Duration, Months, NaiveDate};
use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::str::FromStr;
use uuid::Uuid;

pub const HEAD_COUNT_MAX: u32 = crate::org::HEAD_COUNT_MAX;
pub const SALARY_BUDGET_MAX: u64 = 1_000_000_000;
pub const YEARS: std::ops::RangeInclusive<i32> = 2000..=2100;

/// A plan's period: a whole year, or one quarter of it. Written `2026` or `2026-Q3`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    year: i32,
    quarter: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("A period is a year (2026) or a quarter (2026-Q3) between 2000 and 2100.")]
pub struct NotAPeriod;

impl Period {
    /// The quarter a day falls in.
    pub fn quarter_of(day: NaiveDate) -> Self {
        Self {
            year: day.year(),
            quarter: Some((day.month0() / 3 + 1) as u8),
        }
    }

    pub fn is_year(self) -> bool {
        self.quarter.is_none()
    }

    pub fn starts_on(self) -> NaiveDate {
        let month = self.quarter.map_or(1, |quarter| u32::from(quarter) * 3 - 2);
        NaiveDate::from_ymd_opt(self.year, month, 1).expect("a period starts on a real day")
    }

    pub fn ends_on(self) -> NaiveDate {
        let next = match self.quarter {
            None | Some(4) => NaiveDate::from_ymd_opt(self.year + 1, 1, 1),
            Some(quarter) => NaiveDate::from_ymd_opt(self.year, u32::from(quarter) * 3 + 1, 1),
        };
        next.and_then(|day| day.pred_opt())
            .expect("a period ends on a real day")
    }

    /// Where the plan of a company for this period is stored.
    pub fn plan_id(self, company_id: Uuid) -> Uuid {
        Uuid::new_v5(&company_id, self.to_string().as_bytes())
    }

    /// The days a trend is read on: the end of each week of a quarter or each month of a
    /// year, up to `today` (which ends the last point of a running period).
    pub fn trend_days(self, today: NaiveDate) -> Vec<NaiveDate> {
        let last = self.ends_on().min(today);
        let mut days = Vec::new();
        let mut day = self.starts_on();
        while day <= last {
            let end = if self.is_year() {
                NaiveDate::from_ymd_opt(day.year(), day.month(), 1)
                    .and_then(|first| first.checked_add_months(Months::new(1)))
                    .and_then(|next| next.pred_opt())
                    .unwrap_or(last)
            } else {
                day + Duration::days(6)
            };
            days.push(end.min(last));
            day = end + Duration::days(1);
        }
        days
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.quarter {
            None => write!(f, "{}", self.year),
            Some(quarter) => write!(f, "{}-Q{quarter}", self.year),
        }
    }
}

impl FromStr for Period {
    type Err = NotAPeriod;

    fn from_str(text: &str) -> Result<Self, NotAPeriod> {
        let text = text.trim();
        let (year, quarter) = match text.split_once('-') {
            None => (text, None),
            Some((year, quarter)) => {
                let quarter = quarter
                    .strip_prefix(['Q', 'q'])
                    .and_then(|digit| digit.parse::<u8>().ok())
                    .filter(|quarter| (1..=4).contains(quarter))
                    .ok_or(NotAPeriod)?;
                (year, Some(quarter))
            }
        };
        let year = year
            .parse::<i32>()
            .ok()
            .filter(|year| YEARS.contains(year))
            .ok_or(NotAPeriod)?;
        Ok(Self { year, quarter })
    }
}

/// What the company plans for one position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PlanFigures))]
pub struct Figures {
    pub budget: u32,
    pub out_of_budget: u32,
    /// The yearly pay budget of the position, in `currency`.
    pub salary_budget: Option<u64>,
    pub currency: Option<String>,
}

impl Figures {
    pub fn updated_budget(&self) -> u32 {
        self.budget + self.out_of_budget
    }
}

/// Commands carry checked figures: head counts within [`HEAD_COUNT_MAX`], the pay budget
/// within [`SALARY_BUDGET_MAX`], a currency code (the API edge checks them). The position is
/// one of the company's current positions (checked against the org structure's view).
#[derive(Debug, Clone)]
pub enum WorkforcePlanCommand {
    SetLine {
        company_id: Uuid,
        period: Period,
        position_id: Uuid,
        figures: Figures,
    },
    RemoveLine {
        position_id: Uuid,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum WorkforcePlanEvent {
    PlanOpened { company_id: Uuid, period: String },
    LineSet { position_id: Uuid, figures: Figures },
    LineRemoved { position_id: Uuid },
}

impl DomainEvent for WorkforcePlanEvent {
    fn event_type(&self) -> String {
        match self {
            Self::PlanOpened { .. } => "WorkforcePlanOpened",
            Self::LineSet { .. } => "WorkforcePlanLineSet",
            Self::LineRemoved { .. } => "WorkforcePlanLineRemoved",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WorkforcePlanError {
    #[error("This position has no figures in the plan.")]
    NoSuchLine,
    #[error("A pay budget needs a currency.")]
    CurrencyRequired,
    #[error("This plan belongs to another company or period.")]
    WrongPlan,
    #[error("Head counts are between 0 and {HEAD_COUNT_MAX}; a pay budget at most {SALARY_BUDGET_MAX}.")]
    OutOfRange,
    #[error("This position has no vacancy in the plan: its staff and open requisitions already cover the budget.")]
    NoVacancy,
    #[error("This position has no job template yet. Write one first; the request is filled from it.")]
    NoJobTemplate,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct WorkforcePlan {
    opened: Option<(Uuid, String)>,
    lines: BTreeMap<Uuid, Figures>,
}

impl WorkforcePlan {
    fn check(figures: &Figures) -> Result<(), WorkforcePlanError> {
        if figures.budget > HEAD_COUNT_MAX
            || figures.out_of_budget > HEAD_COUNT_MAX
            || figures.salary_budget.is_some_and(|amount| amount > SALARY_BUDGET_MAX)
        {
            return Err(WorkforcePlanError::OutOfRange);
        }
        if figures.salary_budget.is_some() && figures.currency.is_none() {
            return Err(WorkforcePlanError::CurrencyRequired);
        }
        Ok(())
    }
}

impl Aggregate for WorkforcePlan {
    const TYPE: &'static str = "workforce_plan";
    type Command = WorkforcePlanCommand;
    type Event = WorkforcePlanEvent;
    type Error = WorkforcePlanError;
    type Services = ();

    async fn handle(
        &mut self,
        command: WorkforcePlanCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), WorkforcePlanError> {
        match command {
            WorkforcePlanCommand::SetLine {
                company_id,
                period,
                position_id,
                figures,
            } => {
                Self::check(&figures)?;
                let period = period.to_string();
                match &self.opened {
                    Some((company, opened)) if *company != company_id || *opened != period => {
                        return Err(WorkforcePlanError::WrongPlan);
                    }
                    Some(_) => {}
                    None => {
                        sink.write(WorkforcePlanEvent::PlanOpened { company_id, period }, self)
                            .await
                    }
                }
                if self.lines.get(&position_id) != Some(&figures) {
                    sink.write(WorkforcePlanEvent::LineSet { position_id, figures }, self)
                        .await;
                }
            }
            WorkforcePlanCommand::RemoveLine { position_id } => {
                if !self.lines.contains_key(&position_id) {
                    return Err(WorkforcePlanError::NoSuchLine);
                }
                sink.write(WorkforcePlanEvent::LineRemoved { position_id }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: WorkforcePlanEvent) {
        match event {
            WorkforcePlanEvent::PlanOpened { company_id, period } => self.opened = Some((company_id, period)),
            WorkforcePlanEvent::LineSet { position_id, figures } => {
                self.lines.insert(position_id, figures);
            }
            WorkforcePlanEvent::LineRemoved { position_id } => {
                self.lines.remove(&position_id);
            }
        }
    }
}

/// How far a position's plan is met: the spec's vacancy and what lies beyond the budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Coverage {
    pub vacancy: u32,
    pub over_budget: u32,
}

impl Coverage {
    /// `staff` hold the position and `open_requisitions` openings are being hired for.
    pub fn of(updated_budget: u32, staff: u32, open_requisitions: u32) -> Self {
        Self {
            vacancy: updated_budget.saturating_sub(staff.saturating_add(open_requisitions)),
            over_budget: staff.saturating_sub(updated_budget),
        }
    }
}

/// The pay budget per budgeted head, when both are known.
pub fn budget_per_head(figures: &Figures) -> Option<u64> {
    let heads = u64::from(figures.updated_budget());
    figures
        .salary_budget
        .filter(|_| heads > 0)
        .map(|amount| (amount + heads / 2) / heads)
}

/// A plan's head counts: of one position, or added up over a unit or the whole company.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PlanTotals))]
pub struct Totals {
    pub budget: u32,
    pub out_of_budget: u32,
    pub updated_budget: u32,
    pub staff: u32,
    pub open_requisitions: u32,
    pub vacancy: u32,
    pub over_budget: u32,
}

impl Totals {
    /// A position's line: its figures against the `staff` who hold it and the
    /// `open_requisitions` being hired for.
    pub fn of_line(figures: &Figures, staff: u32, open_requisitions: u32) -> Self {
        let updated_budget = figures.updated_budget();
        let coverage = Coverage::of(updated_budget, staff, open_requisitions);
        Self {
            budget: figures.budget,
            out_of_budget: figures.out_of_budget,
            updated_budget,
            staff,
            open_requisitions,
            vacancy: coverage.vacancy,
            over_budget: coverage.over_budget,
        }
    }

    fn add(&mut self, other: &Self) {
        self.budget += other.budget;
        self.out_of_budget += other.out_of_budget;
        self.updated_budget += other.updated_budget;
        self.staff += other.staff;
        self.open_requisitions += other.open_requisitions;
        self.vacancy += other.vacancy;
        self.over_budget += other.over_budget;
    }
}

/// A plan's totals rolled up the org tree.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct RollUp {
    /// Per unit, the totals of its positions and of every unit under it; a unit without
    /// positions anywhere under it has none.
    pub units: HashMap<Uuid, Totals>,
    /// The whole company's.
    pub total: Totals,
}

/// Rolls the plan's `lines`, each given as the unit its position is in and its totals, up the
/// tree of `parents` (each unit and the unit it hangs under).
pub fn roll_up<'a>(
    lines: impl IntoIterator<Item = (Uuid, &'a Totals)>,
    parents: &HashMap<Uuid, Option<Uuid>>,
) -> RollUp {
    let mut rolled = RollUp::default();
    for (unit, line) in lines {
        rolled.total.add(line);
        let mut at = Some(unit);
        while let Some(id) = at {
            rolled.units.entry(id).or_default().add(line);
            at = parents.get(&id).copied().flatten();
        }
    }
    rolled
}

#[cfg(test)]
mod tests {
    use super::*;
    use cqrs_es::test::TestFramework;

    type Plan = TestFramework<WorkforcePlan>;

    fn figures(budget: u32, out_of_budget: u32) -> Figures {
        Figures {
            budget,
            out_of_budget,
            salary_budget: None,
            currency: None,
        }
    }

    fn company() -> Uuid {
        Uuid::from_u128(1)
    }

    fn position() -> Uuid {
        Uuid::from_u128(2)
    }

    fn q3() -> Period {
        "2026-Q3".parse().unwrap()
    }

    fn opened() -> WorkforcePlanEvent {
        WorkforcePlanEvent::PlanOpened {
            company_id: company(),
            period: "2026-Q3".into(),
        }
    }

    fn set(figures: Figures) -> WorkforcePlanCommand {
        WorkforcePlanCommand::SetLine {
            company_id: company(),
            period: q3(),
            position_id: position(),
            figures,
        }
    }

    #[test]
    fn a_period_is_a_year_or_a_quarter_with_its_first_and_last_day() {
        let quarter: Period = "2026-q3".parse().unwrap();
        assert_eq!(quarter.to_string(), "2026-Q3");
        assert_eq!(quarter.starts_on(), NaiveDate::from_ymd_opt(2026, 7, 1).unwrap());
        assert_eq!(quarter.ends_on(), NaiveDate::from_ymd_opt(2026, 9, 30).unwrap());
        let year: Period = "2026".parse().unwrap();
        assert!(year.is_year());
        assert_eq!(year.ends_on(), NaiveDate::from_ymd_opt(2026, 12, 31).unwrap());
        let last: Period = "2026-Q4".parse().unwrap();
        assert_eq!(last.ends_on(), NaiveDate::from_ymd_opt(2026, 12, 31).unwrap());
    }

    #[test]
    fn anything_else_is_not_a_period() {
        for text in [
            "", "26", "2026-Q5", "2026-Q0", "2026-3", "1999", "2101-Q1", "2026-Q3x", "Q3",
        ] {
            assert_eq!(text.parse::<Period>(), Err(NotAPeriod), "{text}");
        }
    }

    #[test]
    fn the_quarter_of_a_day() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        assert_eq!(Period::quarter_of(day).to_string(), "2026-Q4");
    }

    #[test]
    fn each_company_and_period_has_its_own_plan() {
        let other_company = Uuid::from_u128(9);
        let year: Period = "2026".parse().unwrap();
        assert_ne!(q3().plan_id(company()), year.plan_id(company()));
        assert_ne!(q3().plan_id(company()), q3().plan_id(other_company));
        assert_eq!(
            q3().plan_id(company()),
            "2026-Q3".parse::<Period>().unwrap().plan_id(company())
        );
    }

    #[test]
    fn the_first_figures_open_the_plan() {
        Plan::with(())
            .given_no_previous_events()
            .when(set(figures(3, 0)))
            .then_expect_events(vec![
                opened(),
                WorkforcePlanEvent::LineSet {
                    position_id: position(),
                    figures: figures(3, 0),
                },
            ]);
    }

    #[test]
    fn changed_figures_are_a_new_event_and_the_same_figures_are_none() {
        let line = WorkforcePlanEvent::LineSet {
            position_id: position(),
            figures: figures(3, 0),
        };
        Plan::with(())
            .given(vec![opened(), line.clone()])
            .when(set(figures(3, 0)))
            .then_expect_events(vec![]);
        Plan::with(())
            .given(vec![opened(), line])
            .when(set(figures(3, 1)))
            .then_expect_events(vec![WorkforcePlanEvent::LineSet {
                position_id: position(),
                figures: figures(3, 1),
            }]);
    }

    #[test]
    fn a_pay_budget_needs_a_currency() {
        Plan::with(())
            .given_no_previous_events()
            .when(set(Figures {
                salary_budget: Some(100_000),
                ..figures(2, 0)
            }))
            .then_expect_error(WorkforcePlanError::CurrencyRequired);
    }

    #[test]
    fn head_counts_beyond_the_limit_are_refused() {
        Plan::with(())
            .given_no_previous_events()
            .when(set(figures(HEAD_COUNT_MAX + 1, 0)))
            .then_expect_error(WorkforcePlanError::OutOfRange);
    }

    #[test]
    fn only_a_planned_line_can_be_removed() {
        Plan::with(())
            .given(vec![opened()])
            .when(WorkforcePlanCommand::RemoveLine {
                position_id: position(),
            })
            .then_expect_error(WorkforcePlanError::NoSuchLine);
        Plan::with(())
            .given(vec![
                opened(),
                WorkforcePlanEvent::LineSet {
                    position_id: position(),
                    figures: figures(1, 0),
                },
            ])
            .when(WorkforcePlanCommand::RemoveLine {
                position_id: position(),
            })
            .then_expect_events(vec![WorkforcePlanEvent::LineRemoved {
                position_id: position(),
            }]);
    }

    #[test]
    fn a_plan_stays_with_its_company_and_period() {
        Plan::with(())
            .given(vec![opened()])
            .when(WorkforcePlanCommand::SetLine {
                company_id: Uuid::from_u128(9),
                period: q3(),
                position_id: position(),
                figures: figures(1, 0),
            })
            .then_expect_error(WorkforcePlanError::WrongPlan);
    }

    #[test]
    fn the_vacancy_is_what_neither_staff_nor_open_requisitions_cover() {
        assert_eq!(
            Coverage::of(5, 2, 1),
            Coverage {
                vacancy: 2,
                over_budget: 0
            }
        );
        assert_eq!(
            Coverage::of(2, 3, 1),
            Coverage {
                vacancy: 0,
                over_budget: 1
            }
        );
        assert_eq!(Coverage::of(0, 0, 0), Coverage::default());
    }

    #[test]
    fn the_pay_budget_per_head_is_rounded_and_needs_heads() {
        let line = Figures {
            salary_budget: Some(100_000),
            currency: Some("AZN".into()),
            ..figures(2, 1)
        };
        assert_eq!(budget_per_head(&line), Some(33_333));
        let no_heads = Figures {
            budget: 0,
            out_of_budget: 0,
            ..line
        };
        assert_eq!(budget_per_head(&no_heads), None);
    }

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_quarter_trends_by_week_up_to_today() {
        let q4: Period = "2026-Q4".parse().unwrap();
        let days = q4.trend_days(day("2026-10-20"));
        assert_eq!(days, vec![day("2026-10-07"), day("2026-10-14"), day("2026-10-20")]);
    }

    #[test]
    fn a_past_year_trends_by_month_end() {
        let year: Period = "2025".parse().unwrap();
        let days = year.trend_days(day("2026-11-23"));
        assert_eq!(days.len(), 12);
        assert_eq!(days[1], day("2025-02-28"));
        assert_eq!(days[11], day("2025-12-31"));
    }

    #[test]
    fn a_future_period_has_no_trend_yet() {
        let next: Period = "2027-Q1".parse().unwrap();
        assert!(next.trend_days(day("2026-11-23")).is_empty());
    }

    #[test]
    fn a_line_counts_its_vacancy_and_what_lies_beyond_its_budget() {
        let line = Totals::of_line(&figures(3, 1), 5, 1);
        assert_eq!(
            line,
            Totals {
                budget: 3,
                out_of_budget: 1,
                updated_budget: 4,
                staff: 5,
                open_requisitions: 1,
                vacancy: 0,
                over_budget: 1,
            }
        );
    }

    #[test]
    fn a_unit_totals_its_positions_and_every_unit_under_it() {
        let (department, division, sub_division, other) = (
            Uuid::from_u128(1),
            Uuid::from_u128(2),
            Uuid::from_u128(3),
            Uuid::from_u128(4),
        );
        let parents = HashMap::from([
            (department, None),
            (division, Some(department)),
            (sub_division, Some(division)),
            (other, None),
        ]);
        let in_department = Totals::of_line(&figures(2, 0), 1, 0);
        let in_sub_division = Totals::of_line(&figures(3, 1), 1, 1);

        let rolled = roll_up(
            [(department, &in_department), (sub_division, &in_sub_division)],
            &parents,
        );

        assert_eq!(rolled.units[&sub_division], in_sub_division);
        assert_eq!(rolled.units[&division], in_sub_division);
        assert_eq!(rolled.units[&department].updated_budget, 6);
        assert_eq!(rolled.units[&department].vacancy, 3);
        assert_eq!(rolled.total, rolled.units[&department]);
        assert!(!rolled.units.contains_key(&other));
    }
}
