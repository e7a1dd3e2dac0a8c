//! A company's org structure (spec section 3, org chart): departments → divisions →
//! sub-divisions, positions with a head count, and each position's competency model (spec
//! categories 1..9, each with a required level on the company's rating scale). One aggregate
//! per company, so that names stay unique among siblings and a unit in use cannot be deleted;
//! every change is an event, so the structure as of any past day can be shown.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};
use uuid::Uuid;

pub const NAME_MAX_CHARS: usize = 150;
pub const HEAD_COUNT_MAX: u32 = 10_000;
/// How many levels a company's rating scale may have; competencies require a level on it and
/// evaluations rate on it.
pub const RATING_LEVELS: std::ops::RangeInclusive<usize> = 3..=10;
/// The scale of a company that has not picked one: 1..5.
pub const RATING_LEVELS_DEFAULT: u8 = 5;
pub const LABEL_MAX_CHARS: usize = 60;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    Department,
    Division,
    SubDivision,
}

string_forms!(UnitKind { Department => "department", Division => "division", SubDivision => "sub_division" });

impl UnitKind {
    /// The kind of unit this kind hangs under: departments stand alone.
    pub fn parent_kind(self) -> Option<UnitKind> {
        match self {
            Self::Department => None,
            Self::Division => Some(Self::Department),
            Self::SubDivision => Some(Self::Division),
        }
    }
}

/// Commands carry checked text: names are trimmed, present and within
/// [`NAME_MAX_CHARS`], head counts within [`HEAD_COUNT_MAX`] (the API edge checks them).
#[derive(Debug, Clone)]
pub enum OrgCommand {
    AddUnit {
        id: Uuid,
        kind: UnitKind,
        name: String,
        parent_id: Option<Uuid>,
    },
    RenameUnit {
        id: Uuid,
        name: String,
    },
    MoveUnit {
        id: Uuid,
        parent_id: Uuid,
    },
    ArchiveUnit {
        id: Uuid,
    },
    RestoreUnit {
        id: Uuid,
    },
    DeleteUnit {
        id: Uuid,
    },
    AddPosition {
        id: Uuid,
        unit_id: Uuid,
        title: String,
        head_count: u32,
    },
    UpdatePosition {
        id: Uuid,
        title: String,
        head_count: u32,
    },
    MovePosition {
        id: Uuid,
        unit_id: Uuid,
    },
    ArchivePosition {
        id: Uuid,
    },
    RestorePosition {
        id: Uuid,
    },
    DeletePosition {
        id: Uuid,
    },
    /// The scale's levels, lowest first, by name: their number ([`RATING_LEVELS`]) is the
    /// scale's length.
    SetRatingScale {
        labels: Vec<String>,
    },
    /// `category` 1..9 (`lists::COMPETENCY_CATEGORIES`), `required_level` on the rating scale.
    AddCompetency {
        id: Uuid,
        position_id: Uuid,
        category: u8,
        name: String,
        required_level: u8,
    },
    UpdateCompetency {
        id: Uuid,
        category: u8,
        name: String,
        required_level: u8,
    },
    RemoveCompetency {
        id: Uuid,
    },
    /// The job a position posts by default (spec: position job template).
    SetJobTemplate {
        position_id: Uuid,
        /// Boxed: a job's details are large next to the other variants.
        details: Box<crate::hiring::job::JobDetails>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum OrgEvent {
    UnitAdded {
        id: Uuid,
        kind: UnitKind,
        name: String,
        parent_id: Option<Uuid>,
    },
    UnitRenamed {
        id: Uuid,
        name: String,
    },
    UnitMoved {
        id: Uuid,
        parent_id: Uuid,
    },
    UnitArchived {
        id: Uuid,
    },
    UnitRestored {
        id: Uuid,
    },
    UnitDeleted {
        id: Uuid,
    },
    PositionAdded {
        id: Uuid,
        unit_id: Uuid,
        title: String,
        head_count: u32,
    },
    PositionRenamed {
        id: Uuid,
        title: String,
    },
    HeadCountChanged {
        id: Uuid,
        head_count: u32,
    },
    PositionMoved {
        id: Uuid,
        unit_id: Uuid,
    },
    PositionArchived {
        id: Uuid,
    },
    PositionRestored {
        id: Uuid,
    },
    PositionDeleted {
        id: Uuid,
    },
    RatingScaleSet {
        labels: Vec<String>,
    },
    CompetencyAdded {
        id: Uuid,
        position_id: Uuid,
        category: u8,
        name: String,
        required_level: u8,
    },
    CompetencyChanged {
        id: Uuid,
        category: u8,
        name: String,
        required_level: u8,
    },
    CompetencyRemoved {
        id: Uuid,
    },
    JobTemplateSet {
        position_id: Uuid,
        /// Boxed: a job's details are large next to the other variants.
        details: Box<crate::hiring::job::JobDetails>,
    },
}

impl DomainEvent for OrgEvent {
    fn event_type(&self) -> String {
        match self {
            Self::UnitAdded { .. } => "OrgUnitAdded",
            Self::UnitRenamed { .. } => "OrgUnitRenamed",
            Self::UnitMoved { .. } => "OrgUnitMoved",
            Self::UnitArchived { .. } => "OrgUnitArchived",
            Self::UnitRestored { .. } => "OrgUnitRestored",
            Self::UnitDeleted { .. } => "OrgUnitDeleted",
            Self::PositionAdded { .. } => "PositionAdded",
            Self::PositionRenamed { .. } => "PositionRenamed",
            Self::HeadCountChanged { .. } => "PositionHeadCountChanged",
            Self::PositionMoved { .. } => "PositionMoved",
            Self::PositionArchived { .. } => "PositionArchived",
            Self::PositionRestored { .. } => "PositionRestored",
            Self::PositionDeleted { .. } => "PositionDeleted",
            Self::RatingScaleSet { .. } => "RatingScaleSet",
            Self::CompetencyAdded { .. } => "CompetencyAdded",
            Self::CompetencyChanged { .. } => "CompetencyChanged",
            Self::CompetencyRemoved { .. } => "CompetencyRemoved",
            Self::JobTemplateSet { .. } => "PositionJobTemplateSet",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrgError {
    #[error("This unit does not exist.")]
    NoSuchUnit,
    #[error("This position does not exist.")]
    NoSuchPosition,
    #[error("This already exists.")]
    AlreadyExists,
    #[error("A {kind} cannot be placed there.")]
    WrongParent { kind: UnitKind },
    #[error("A unit or position with this name already exists here.")]
    NameTaken,
    #[error("It is archived; restore it first.")]
    Archived,
    #[error("This unit still has units or positions under it. Archive it instead.")]
    UnitInUse,
    #[error("This position has a competency model. Archive it instead.")]
    PositionInUse,
    #[error("This competency does not exist.")]
    NoSuchCompetency,
    #[error("The competency category must be one of 1..9.")]
    NoSuchCategory,
    #[error("The level must be on the company's rating scale.")]
    LevelOffScale,
    #[error("A rating scale has 3 to 10 levels, each with a name.")]
    WrongLevelCount,
    #[error("Competencies require level {highest}; keep at least {highest} levels, or lower those requirements first.")]
    ScaleBelowRequiredLevels { highest: u8 },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Unit {
    kind: UnitKind,
    name: String,
    parent_id: Option<Uuid>,
    archived: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Position {
    unit_id: Uuid,
    title: String,
    archived: bool,
    head_count: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Competency {
    position_id: Uuid,
    name: String,
    required_level: u8,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct OrgStructure {
    units: BTreeMap<Uuid, Unit>,
    positions: BTreeMap<Uuid, Position>,
    competencies: BTreeMap<Uuid, Competency>,
    /// The levels of the company's rating scale, once it picked one.
    rating_levels: Option<u8>,
}

fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

impl OrgStructure {
    fn unit(&self, id: Uuid) -> Result<&Unit, OrgError> {
        self.units.get(&id).ok_or(OrgError::NoSuchUnit)
    }

    fn live_unit(&self, id: Uuid) -> Result<&Unit, OrgError> {
        let unit = self.unit(id)?;
        if unit.archived {
            Err(OrgError::Archived)
        } else {
            Ok(unit)
        }
    }

    fn live_position(&self, id: Uuid) -> Result<&Position, OrgError> {
        let position = self.positions.get(&id).ok_or(OrgError::NoSuchPosition)?;
        if position.archived {
            Err(OrgError::Archived)
        } else {
            Ok(position)
        }
    }

    /// A parent a unit of `kind` may hang under: of the right kind, and not archived.
    fn check_parent(&self, kind: UnitKind, parent_id: Option<Uuid>) -> Result<(), OrgError> {
        match (kind.parent_kind(), parent_id) {
            (None, None) => Ok(()),
            (Some(wanted), Some(parent_id)) => match self.units.get(&parent_id) {
                Some(parent) if parent.kind == wanted => {
                    if parent.archived {
                        Err(OrgError::Archived)
                    } else {
                        Ok(())
                    }
                }
                _ => Err(OrgError::WrongParent { kind }),
            },
            _ => Err(OrgError::WrongParent { kind }),
        }
    }

    /// Names are unique among the units with the same parent (departments: among departments).
    fn check_unit_name(&self, parent_id: Option<Uuid>, name: &str, except: Option<Uuid>) -> Result<(), OrgError> {
        let taken = self
            .units
            .iter()
            .any(|(id, unit)| Some(*id) != except && unit.parent_id == parent_id && same_name(&unit.name, name));
        if taken { Err(OrgError::NameTaken) } else { Ok(()) }
    }

    /// Position titles are unique within their unit.
    fn check_title(&self, unit_id: Uuid, title: &str, except: Option<Uuid>) -> Result<(), OrgError> {
        let taken = self.positions.iter().any(|(id, position)| {
            Some(*id) != except && position.unit_id == unit_id && same_name(&position.title, title)
        });
        if taken { Err(OrgError::NameTaken) } else { Ok(()) }
    }

    fn rating_levels(&self) -> u8 {
        self.rating_levels.unwrap_or(RATING_LEVELS_DEFAULT)
    }

    fn is_known(&self, id: Uuid) -> bool {
        self.units.contains_key(&id) || self.positions.contains_key(&id) || self.competencies.contains_key(&id)
    }

    /// A competency's category and level are on the spec's lists and the rating scale, and
    /// its name is unique within its position.
    fn check_competency(
        &self,
        position_id: Uuid,
        category: u8,
        name: &str,
        required_level: u8,
        except: Option<Uuid>,
    ) -> Result<(), OrgError> {
        if !(1..=crate::lists::COMPETENCY_CATEGORIES.len() as u8).contains(&category) {
            return Err(OrgError::NoSuchCategory);
        }
        if !(1..=self.rating_levels()).contains(&required_level) {
            return Err(OrgError::LevelOffScale);
        }
        let taken = self.competencies.iter().any(|(id, competency)| {
            Some(*id) != except && competency.position_id == position_id && same_name(&competency.name, name)
        });
        if taken { Err(OrgError::NameTaken) } else { Ok(()) }
    }
}

impl Aggregate for OrgStructure {
    const TYPE: &'static str = "org";
    type Command = OrgCommand;
    type Event = OrgEvent;
    type Error = OrgError;
    type Services = ();

    async fn handle(&mut self, command: OrgCommand, _: &(), sink: &EventSink<Self>) -> Result<(), OrgError> {
        let event = match command {
            OrgCommand::AddUnit {
                id,
                kind,
                name,
                parent_id,
            } => {
                if self.is_known(id) {
                    return Err(OrgError::AlreadyExists);
                }
                self.check_parent(kind, parent_id)?;
                self.check_unit_name(parent_id, &name, None)?;
                OrgEvent::UnitAdded {
                    id,
                    kind,
                    name,
                    parent_id,
                }
            }
            OrgCommand::RenameUnit { id, name } => {
                let unit = self.live_unit(id)?;
                if unit.name == name {
                    return Ok(());
                }
                self.check_unit_name(unit.parent_id, &name, Some(id))?;
                OrgEvent::UnitRenamed { id, name }
            }
            OrgCommand::MoveUnit { id, parent_id } => {
                let unit = self.live_unit(id)?;
                if unit.parent_id == Some(parent_id) {
                    return Ok(());
                }
                self.check_parent(unit.kind, Some(parent_id))?;
                self.check_unit_name(Some(parent_id), &unit.name, Some(id))?;
                OrgEvent::UnitMoved { id, parent_id }
            }
            OrgCommand::ArchiveUnit { id } => {
                if self.unit(id)?.archived {
                    return Ok(());
                }
                OrgEvent::UnitArchived { id }
            }
            OrgCommand::RestoreUnit { id } => {
                if !self.unit(id)?.archived {
                    return Ok(());
                }
                OrgEvent::UnitRestored { id }
            }
            OrgCommand::DeleteUnit { id } => {
                self.unit(id)?;
                let in_use = self.units.values().any(|unit| unit.parent_id == Some(id))
                    || self.positions.values().any(|position| position.unit_id == id);
                if in_use {
                    return Err(OrgError::UnitInUse);
                }
                OrgEvent::UnitDeleted { id }
            }
            OrgCommand::AddPosition {
                id,
                unit_id,
                title,
                head_count,
            } => {
                if self.is_known(id) {
                    return Err(OrgError::AlreadyExists);
                }
                self.live_unit(unit_id)?;
                self.check_title(unit_id, &title, None)?;
                OrgEvent::PositionAdded {
                    id,
                    unit_id,
                    title,
                    head_count,
                }
            }
            OrgCommand::UpdatePosition { id, title, head_count } => {
                let position = self.live_position(id)?.clone();
                if position.title != title {
                    self.check_title(position.unit_id, &title, Some(id))?;
                    sink.write(OrgEvent::PositionRenamed { id, title }, self).await;
                }
                if position.head_count != head_count {
                    sink.write(OrgEvent::HeadCountChanged { id, head_count }, self).await;
                }
                return Ok(());
            }
            OrgCommand::MovePosition { id, unit_id } => {
                let position = self.live_position(id)?;
                if position.unit_id == unit_id {
                    return Ok(());
                }
                self.live_unit(unit_id)?;
                self.check_title(unit_id, &position.title, Some(id))?;
                OrgEvent::PositionMoved { id, unit_id }
            }
            OrgCommand::ArchivePosition { id } => {
                let position = self.positions.get(&id).ok_or(OrgError::NoSuchPosition)?;
                if position.archived {
                    return Ok(());
                }
                OrgEvent::PositionArchived { id }
            }
            OrgCommand::RestorePosition { id } => {
                let position = self.positions.get(&id).ok_or(OrgError::NoSuchPosition)?;
                if !position.archived {
                    return Ok(());
                }
                OrgEvent::PositionRestored { id }
            }
            OrgCommand::DeletePosition { id } => {
                self.positions.get(&id).ok_or(OrgError::NoSuchPosition)?;
                if self
                    .competencies
                    .values()
                    .any(|competency| competency.position_id == id)
                {
                    return Err(OrgError::PositionInUse);
                }
                OrgEvent::PositionDeleted { id }
            }
            OrgCommand::SetRatingScale { labels } => {
                if !RATING_LEVELS.contains(&labels.len()) {
                    return Err(OrgError::WrongLevelCount);
                }
                let highest = self
                    .competencies
                    .values()
                    .map(|competency| competency.required_level)
                    .max()
                    .unwrap_or(1);
                if usize::from(highest) > labels.len() {
                    return Err(OrgError::ScaleBelowRequiredLevels { highest });
                }
                OrgEvent::RatingScaleSet { labels }
            }
            OrgCommand::AddCompetency {
                id,
                position_id,
                category,
                name,
                required_level,
            } => {
                if self.is_known(id) {
                    return Err(OrgError::AlreadyExists);
                }
                self.live_position(position_id)?;
                self.check_competency(position_id, category, &name, required_level, None)?;
                OrgEvent::CompetencyAdded {
                    id,
                    position_id,
                    category,
                    name,
                    required_level,
                }
            }
            OrgCommand::UpdateCompetency {
                id,
                category,
                name,
                required_level,
            } => {
                let competency = self.competencies.get(&id).ok_or(OrgError::NoSuchCompetency)?;
                self.live_position(competency.position_id)?;
                self.check_competency(competency.position_id, category, &name, required_level, Some(id))?;
                OrgEvent::CompetencyChanged {
                    id,
                    category,
                    name,
                    required_level,
                }
            }
            OrgCommand::RemoveCompetency { id } => {
                self.competencies.get(&id).ok_or(OrgError::NoSuchCompetency)?;
                OrgEvent::CompetencyRemoved { id }
            }
            OrgCommand::SetJobTemplate { position_id, details } => {
                self.live_position(position_id)?;
                OrgEvent::JobTemplateSet { position_id, details }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: OrgEvent) {
        match event {
            OrgEvent::UnitAdded {
                id,
                kind,
                name,
                parent_id,
            } => {
                self.units.insert(
                    id,
                    Unit {
                        kind,
                        name,
                        parent_id,
                        archived: false,
                    },
                );
            }
            OrgEvent::UnitRenamed { id, name } => {
                if let Some(unit) = self.units.get_mut(&id) {
                    unit.name = name;
                }
            }
            OrgEvent::UnitMoved { id, parent_id } => {
                if let Some(unit) = self.units.get_mut(&id) {
                    unit.parent_id = Some(parent_id);
                }
            }
            OrgEvent::UnitArchived { id } | OrgEvent::UnitRestored { id } => {
                let archived = matches!(event, OrgEvent::UnitArchived { .. });
                if let Some(unit) = self.units.get_mut(&id) {
                    unit.archived = archived;
                }
            }
            OrgEvent::UnitDeleted { id } => {
                self.units.remove(&id);
            }
            OrgEvent::PositionAdded {
                id,
                unit_id,
                title,
                head_count,
            } => {
                self.positions.insert(
                    id,
                    Position {
                        unit_id,
                        title,
                        head_count,
                        archived: false,
                    },
                );
            }
            OrgEvent::PositionRenamed { id, title } => {
                if let Some(position) = self.positions.get_mut(&id) {
                    position.title = title;
                }
            }
            OrgEvent::HeadCountChanged { id, head_count } => {
                if let Some(position) = self.positions.get_mut(&id) {
                    position.head_count = head_count;
                }
            }
            OrgEvent::PositionMoved { id, unit_id } => {
                if let Some(position) = self.positions.get_mut(&id) {
                    position.unit_id = unit_id;
                }
            }
            OrgEvent::PositionArchived { id } | OrgEvent::PositionRestored { id } => {
                let archived = matches!(event, OrgEvent::PositionArchived { .. });
                if let Some(position) = self.positions.get_mut(&id) {
                    position.archived = archived;
                }
            }
            OrgEvent::PositionDeleted { id } => {
                self.positions.remove(&id);
            }
            OrgEvent::RatingScaleSet { labels } => {
                self.rating_levels = Some(labels.len() as u8);
            }
            OrgEvent::JobTemplateSet { .. } => {}
            OrgEvent::CompetencyAdded {
                id,
                position_id,
                name,
                required_level,
                ..
            } => {
                self.competencies.insert(
                    id,
                    Competency {
                        position_id,
                        name,
                        required_level,
                    },
                );
            }
            OrgEvent::CompetencyChanged {
                id,
                name,
                required_level,
                ..
            } => {
                if let Some(competency) = self.competencies.get_mut(&id) {
                    competency.required_level = required_level;
                    competency.name = name;
                }
            }
            OrgEvent::CompetencyRemoved { id } => {
                self.competencies.remove(&id);
            }
        }
    }
}

/// The units that hang on the tree, of `units` given as (unit, the unit it hangs under): those
/// whose every unit above is among them. A view that leaves a unit out (an archived one)
/// leaves out its whole subtree with it.
pub fn rooted(units: impl IntoIterator<Item = (Uuid, Option<Uuid>)>) -> HashSet<Uuid> {
    let parents: HashMap<Uuid, Option<Uuid>> = units.into_iter().collect();
    let mut shown: HashSet<Uuid> = parents.keys().copied().collect();
    loop {
        let orphans: Vec<Uuid> = shown
            .iter()
            .filter(|id| parents[id].is_some_and(|parent| !shown.contains(&parent)))
            .copied()
            .collect();
        if orphans.is_empty() {
            return shown;
        }
        for orphan in orphans {
            shown.remove(&orphan);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cqrs_es::test::TestFramework;

    fn framework() -> TestFramework<OrgStructure> {
        TestFramework::with(())
    }

    fn id(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn department(n: u128, name: &str) -> OrgEvent {
        OrgEvent::UnitAdded {
            id: id(n),
            kind: UnitKind::Department,
            name: name.into(),
            parent_id: None,
        }
    }

    fn division(n: u128, name: &str, department: u128) -> OrgEvent {
        OrgEvent::UnitAdded {
            id: id(n),
            kind: UnitKind::Division,
            name: name.into(),
            parent_id: Some(id(department)),
        }
    }

    fn position(n: u128, unit: u128, title: &str) -> OrgEvent {
        OrgEvent::PositionAdded {
            id: id(n),
            unit_id: id(unit),
            title: title.into(),
            head_count: 2,
        }
    }

    #[test]
    fn a_division_is_added_under_a_department() {
        framework()
            .given(vec![department(1, "Sales")])
            .when(OrgCommand::AddUnit {
                id: id(2),
                kind: UnitKind::Division,
                name: "Retail".into(),
                parent_id: Some(id(1)),
            })
            .then_expect_events(vec![division(2, "Retail", 1)]);
    }

    #[test]
    fn a_division_cannot_hang_under_another_division() {
        framework()
            .given(vec![department(1, "Sales"), division(2, "Retail", 1)])
            .when(OrgCommand::AddUnit {
                id: id(3),
                kind: UnitKind::Division,
                name: "Online".into(),
                parent_id: Some(id(2)),
            })
            .then_expect_error(OrgError::WrongParent {
                kind: UnitKind::Division,
            });
    }

    #[test]
    fn a_department_has_no_parent() {
        framework()
            .given(vec![department(1, "Sales")])
            .when(OrgCommand::AddUnit {
                id: id(2),
                kind: UnitKind::Department,
                name: "Finance".into(),
                parent_id: Some(id(1)),
            })
            .then_expect_error(OrgError::WrongParent {
                kind: UnitKind::Department,
            });
    }

    #[test]
    fn names_are_unique_among_siblings_ignoring_case() {
        framework()
            .given(vec![department(1, "Sales")])
            .when(OrgCommand::AddUnit {
                id: id(2),
                kind: UnitKind::Department,
                name: "SALES".into(),
                parent_id: None,
            })
            .then_expect_error(OrgError::NameTaken);
    }

    #[test]
    fn the_same_name_may_be_used_under_another_parent() {
        framework()
            .given(vec![
                department(1, "Sales"),
                department(2, "Finance"),
                division(3, "North", 1),
            ])
            .when(OrgCommand::AddUnit {
                id: id(4),
                kind: UnitKind::Division,
                name: "North".into(),
                parent_id: Some(id(2)),
            })
            .then_expect_events(vec![division(4, "North", 2)]);
    }

    #[test]
    fn a_division_moves_to_another_department() {
        framework()
            .given(vec![
                department(1, "Sales"),
                department(2, "Finance"),
                division(3, "North", 1),
            ])
            .when(OrgCommand::MoveUnit {
                id: id(3),
                parent_id: id(2),
            })
            .then_expect_events(vec![OrgEvent::UnitMoved {
                id: id(3),
                parent_id: id(2),
            }]);
    }

    #[test]
    fn a_move_onto_a_sibling_with_the_same_name_is_refused() {
        framework()
            .given(vec![
                department(1, "Sales"),
                department(2, "Finance"),
                division(3, "North", 1),
                division(4, "north", 2),
            ])
            .when(OrgCommand::MoveUnit {
                id: id(3),
                parent_id: id(2),
            })
            .then_expect_error(OrgError::NameTaken);
    }

    #[test]
    fn a_unit_with_children_cannot_be_deleted_only_archived() {
        framework()
            .given(vec![department(1, "Sales"), division(2, "Retail", 1)])
            .when(OrgCommand::DeleteUnit { id: id(1) })
            .then_expect_error(OrgError::UnitInUse);
        framework()
            .given(vec![department(1, "Sales"), division(2, "Retail", 1)])
            .when(OrgCommand::ArchiveUnit { id: id(1) })
            .then_expect_events(vec![OrgEvent::UnitArchived { id: id(1) }]);
    }

    #[test]
    fn a_unit_with_positions_cannot_be_deleted() {
        framework()
            .given(vec![department(1, "Sales"), position(2, 1, "Account Executive")])
            .when(OrgCommand::DeleteUnit { id: id(1) })
            .then_expect_error(OrgError::UnitInUse);
    }

    #[test]
    fn an_empty_unit_is_deleted() {
        framework()
            .given(vec![department(1, "Sales")])
            .when(OrgCommand::DeleteUnit { id: id(1) })
            .then_expect_events(vec![OrgEvent::UnitDeleted { id: id(1) }]);
    }

    #[test]
    fn nothing_is_added_under_an_archived_unit() {
        framework()
            .given(vec![department(1, "Sales"), OrgEvent::UnitArchived { id: id(1) }])
            .when(OrgCommand::AddPosition {
                id: id(2),
                unit_id: id(1),
                title: "Clerk".into(),
                head_count: 1,
            })
            .then_expect_error(OrgError::Archived);
    }

    #[test]
    fn an_archived_unit_is_restored() {
        framework()
            .given(vec![department(1, "Sales"), OrgEvent::UnitArchived { id: id(1) }])
            .when(OrgCommand::RestoreUnit { id: id(1) })
            .then_expect_events(vec![OrgEvent::UnitRestored { id: id(1) }]);
    }

    #[test]
    fn updating_a_position_records_only_what_changed() {
        framework()
            .given(vec![department(1, "Sales"), position(2, 1, "Clerk")])
            .when(OrgCommand::UpdatePosition {
                id: id(2),
                title: "Clerk".into(),
                head_count: 5,
            })
            .then_expect_events(vec![OrgEvent::HeadCountChanged {
                id: id(2),
                head_count: 5,
            }]);
    }

    #[test]
    fn position_titles_are_unique_within_their_unit() {
        framework()
            .given(vec![department(1, "Sales"), position(2, 1, "Clerk")])
            .when(OrgCommand::AddPosition {
                id: id(3),
                unit_id: id(1),
                title: "clerk".into(),
                head_count: 1,
            })
            .then_expect_error(OrgError::NameTaken);
    }

    fn competency(n: u128, position: u128, name: &str) -> OrgEvent {
        OrgEvent::CompetencyAdded {
            id: id(n),
            position_id: id(position),
            category: 5,
            name: name.into(),
            required_level: 3,
        }
    }

    fn add_competency(category: u8, name: &str, required_level: u8) -> OrgCommand {
        OrgCommand::AddCompetency {
            id: id(9),
            position_id: id(2),
            category,
            name: name.into(),
            required_level,
        }
    }

    #[test]
    fn a_position_gets_a_competency_with_a_required_level() {
        framework()
            .given(vec![department(1, "Sales"), position(2, 1, "Clerk")])
            .when(add_competency(5, "Negotiation", 3))
            .then_expect_events(vec![competency(9, 2, "Negotiation")]);
    }

    #[test]
    fn a_competency_category_outside_the_nine_is_refused() {
        framework()
            .given(vec![department(1, "Sales"), position(2, 1, "Clerk")])
            .when(add_competency(10, "Negotiation", 3))
            .then_expect_error(OrgError::NoSuchCategory);
    }

    #[test]
    fn a_required_level_off_the_rating_scale_is_refused() {
        framework()
            .given(vec![department(1, "Sales"), position(2, 1, "Clerk")])
            .when(add_competency(5, "Negotiation", 6))
            .then_expect_error(OrgError::LevelOffScale);
    }

    #[test]
    fn a_competency_name_is_unique_within_its_position() {
        framework()
            .given(vec![
                department(1, "Sales"),
                position(2, 1, "Clerk"),
                competency(3, 2, "Negotiation"),
            ])
            .when(add_competency(1, "negotiation", 2))
            .then_expect_error(OrgError::NameTaken);
    }

    #[test]
    fn a_position_with_a_competency_model_cannot_be_deleted() {
        framework()
            .given(vec![
                department(1, "Sales"),
                position(2, 1, "Clerk"),
                competency(3, 2, "Negotiation"),
            ])
            .when(OrgCommand::DeletePosition { id: id(2) })
            .then_expect_error(OrgError::PositionInUse);
    }

    fn scale(levels: usize) -> Vec<String> {
        (1..=levels).map(|level| format!("Level {level}")).collect()
    }

    #[test]
    fn a_rating_scale_has_three_to_ten_levels() {
        for levels in [2, 11] {
            framework()
                .given_no_previous_events()
                .when(OrgCommand::SetRatingScale { labels: scale(levels) })
                .then_expect_error(OrgError::WrongLevelCount);
        }
        framework()
            .given_no_previous_events()
            .when(OrgCommand::SetRatingScale { labels: scale(10) })
            .then_expect_events(vec![OrgEvent::RatingScaleSet { labels: scale(10) }]);
    }

    #[test]
    fn a_scale_shorter_than_a_required_level_is_refused() {
        framework()
            .given(vec![
                department(1, "Sales"),
                position(2, 1, "Clerk"),
                competency(3, 2, "Negotiation"),
            ])
            .when(OrgCommand::SetRatingScale { labels: scale(3) })
            .then_expect_events(vec![OrgEvent::RatingScaleSet { labels: scale(3) }]);
        framework()
            .given(vec![
                department(1, "Sales"),
                position(2, 1, "Clerk"),
                OrgEvent::RatingScaleSet { labels: scale(7) },
                OrgEvent::CompetencyAdded {
                    id: id(3),
                    position_id: id(2),
                    category: 5,
                    name: "Negotiation".into(),
                    required_level: 6,
                },
            ])
            .when(OrgCommand::SetRatingScale { labels: scale(5) })
            .then_expect_error(OrgError::ScaleBelowRequiredLevels { highest: 6 });
    }

    #[test]
    fn a_longer_scale_lets_competencies_require_its_higher_levels() {
        framework()
            .given(vec![
                department(1, "Sales"),
                position(2, 1, "Clerk"),
                OrgEvent::RatingScaleSet { labels: scale(7) },
            ])
            .when(add_competency(5, "Negotiation", 7))
            .then_expect_events(vec![OrgEvent::CompetencyAdded {
                id: id(9),
                position_id: id(2),
                category: 5,
                name: "Negotiation".into(),
                required_level: 7,
            }]);
    }

    #[test]
    fn an_unknown_unit_is_refused() {
        framework()
            .given_no_previous_events()
            .when(OrgCommand::RenameUnit {
                id: id(9),
                name: "X".into(),
            })
            .then_expect_error(OrgError::NoSuchUnit);
    }

    #[test]
    fn a_unit_hangs_on_the_tree_while_every_unit_above_it_is_shown() {
        let shown = rooted([(id(1), None), (id(2), Some(id(1))), (id(3), Some(id(2)))]);

        assert_eq!(shown, HashSet::from([id(1), id(2), id(3)]));
    }

    #[test]
    fn a_unit_left_out_takes_its_whole_subtree_with_it() {
        // Division 2 is archived and not given: its sub-divisions 3 and 4 hang on nothing.
        let shown = rooted([
            (id(1), None),
            (id(3), Some(id(2))),
            (id(4), Some(id(3))),
            (id(5), Some(id(1))),
        ]);

        assert_eq!(shown, HashSet::from([id(1), id(5)]));
    }

    #[test]
    fn no_units_no_tree() {
        assert!(rooted([]).is_empty());
    }
}
