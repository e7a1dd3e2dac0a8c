//! Pagination of list endpoints: `?page=1&page_size=20`, answered as `{count, results}` (and a
//! search's `facets`).

use projections::sql::Rows;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// A page number of a list, 1..=[`PageNumber::MAX`]; another number is a 422 `out_of_range`.
#[derive(Debug, Clone, Copy, serde::Deserialize)]
#[serde(try_from = "u32")]
pub struct PageNumber(u32);

impl PageNumber {
    pub const MAX: u32 = 10_000;
}

impl TryFrom<u32> for PageNumber {
    type Error = String;

    fn try_from(number: u32) -> Result<Self, String> {
        if (1..=Self::MAX).contains(&number) {
            Ok(Self(number))
        } else {
            Err(format!("page out of range 1..={}", Self::MAX))
        }
    }
}

/// Results per page, 1..=100; another size is a 422 `out_of_range`.
#[derive(Debug, Clone, Copy, serde::Deserialize)]
#[serde(try_from = "u32")]
pub struct PageSize(u32);

impl PageSize {
    pub const MAX: u32 = 100;
}

impl TryFrom<u32> for PageSize {
    type Error = String;

    fn try_from(size: u32) -> Result<Self, String> {
        if (1..=Self::MAX).contains(&size) {
            Ok(Self(size))
        } else {
            Err(format!("page_size out of range 1..={}", Self::MAX))
        }
    }
}

/// Pagination of list endpoints: `?page=1&page_size=20`.
pub struct Page {
    page: u32,
    page_size: u32,
}

impl Page {
    pub fn of(page: Option<PageNumber>, page_size: Option<PageSize>) -> Self {
        Self {
            page: page.map_or(1, |page| page.0),
            page_size: page_size.map_or(search::DEFAULT_PAGE_SIZE, |size| size.0),
        }
    }

    pub fn number(&self) -> u32 {
        self.page
    }

    pub fn size(&self) -> u32 {
        self.page_size
    }

    /// The rows this page holds, for a read.
    pub fn rows(&self) -> Rows {
        Rows {
            limit: self.page_size,
            offset: self.offset(),
        }
    }

    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.page_size)
    }
}

#[derive(serde::Serialize, ToSchema)]
pub struct Paginated<T> {
    pub count: i64,
    pub results: Vec<T>,
}

/// Search results: a page of hits, hits over all pages, and per facet the hits of each value.
#[derive(serde::Serialize, ToSchema)]
pub struct SearchPage<T> {
    pub count: u64,
    pub results: Vec<T>,
    pub facets: BTreeMap<String, BTreeMap<String, u64>>,
}
