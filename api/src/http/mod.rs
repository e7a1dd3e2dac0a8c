//! What every area's handlers share about HTTP: the error shape, the extractors of a request's
//! body, query and path, pagination, and who may call.

pub mod error;
pub mod flat;
pub mod input;
pub mod pagination;
pub mod policy;
mod refusals;
pub mod roles;
mod strict_json;
pub mod token;

pub use error::{ApiError, ErrorBody, FieldErrors};
pub use input::{Day, JsonBody, Path, Query, UploadForm, json_value};
pub use pagination::{Page, PageNumber, PageSize, Paginated, SearchPage};
pub use roles::Actor;
