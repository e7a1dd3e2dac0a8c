//! Rows written with `COPY … FROM STDIN (FORMAT binary)`: the way PostgreSQL takes many rows
//! at the least cost. An `INSERT … SELECT FROM unnest(arrays)` first decodes every array,
//! then materialises the rows, then inserts them one at a time; `COPY` decodes each field
//! once, straight into the rows it inserts in batches. Each field is in the binary form sqlx
//! sends a parameter in, so the encodings are sqlx's own.
//!
//! A `COPY` costs two round trips, though: the server answers its start before the rows are
//! sent. The few rows of a live batch therefore go in one prepared `INSERT … SELECT FROM
//! unnest`, whose arrays are made of the very same field encodings.

use crate::stored::ProjectionError;
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::types::Oid;
use sqlx::postgres::{PgArgumentBuffer, PgArguments, PgHasArrayType, PgTypeInfo};
use sqlx::{Arguments, Encode, PgConnection, Postgres, Type};

/// The binary format's signature, flags (none) and header extension (empty).
const HEADER: &[u8] = b"PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0";
/// The field count that ends the data.
const TRAILER: i16 = -1;
/// Up to this many rows, the arrays' decoding costs less than `COPY`'s second round trip.
const FEW: usize = 64;

/// Rows of one table's `COPY`, each field given in the statement's column order.
pub(crate) struct CopyRows {
    statement: String,
    insert: String,
    columns: i16,
    /// Each column's element type (none for a type known only by name) and array type, from
    /// the first row's fields.
    types: Vec<(Option<Oid>, PgTypeInfo)>,
    buffer: PgArgumentBuffer,
    rows: usize,
}

impl CopyRows {
    /// Rows for `columns` of `table`.
    pub(crate) fn into(table: &str, columns: &[&str]) -> Self {
        let mut buffer = PgArgumentBuffer::default();
        buffer.extend_from_slice(HEADER);
        let arrays: Vec<String> = (1..=columns.len()).map(|at| format!("${at}")).collect();
        Self {
            statement: format!("COPY {table} ({}) FROM STDIN (FORMAT binary)", columns.join(", ")),
            insert: format!(
                "INSERT INTO {table} ({}) SELECT * FROM unnest({})",
                columns.join(", "),
                arrays.join(", ")
            ),
            columns: columns.len() as i16,
            types: Vec::with_capacity(columns.len()),
            buffer,
            rows: 0,
        }
    }

    /// Starts a row: its fields follow, one `field` each.
    pub(crate) fn row(&mut self) {
        self.buffer.extend_from_slice(&self.columns.to_be_bytes());
        self.rows += 1;
    }

    /// The next field of the current row.
    pub(crate) fn field<'q, T: Encode<'q, Postgres> + Type<Postgres> + PgHasArrayType>(
        &mut self,
        value: &T,
    ) -> Result<(), ProjectionError> {
        if self.rows == 1 {
            let element = value.produces().unwrap_or_else(T::type_info).oid();
            self.types.push((element, T::array_type_info()));
        }
        let length_at = self.buffer.len();
        self.buffer.extend_from_slice(&0_i32.to_be_bytes());
        let null = value.encode_by_ref(&mut self.buffer).map_err(|error| {
            ProjectionError::Command(format!("a row for {} cannot be written: {error}", self.statement))
        })?;
        let length = match null {
            IsNull::Yes => -1,
            IsNull::No => i32::try_from(self.buffer.len() - length_at - 4)
                .map_err(|_| ProjectionError::Command(format!("a field for {} is too large", self.statement)))?,
        };
        self.buffer[length_at..length_at + 4].copy_from_slice(&length.to_be_bytes());
        Ok(())
    }

    /// Writes the rows, if there are any.
    pub(crate) async fn write(mut self, db: &mut PgConnection) -> Result<(), ProjectionError> {
        if self.rows == 0 {
            return Ok(());
        }
        if self.rows <= FEW
            && let Some(arrays) = self.arrays()
        {
            sqlx::query_with(&self.insert, arrays).execute(db).await?;
            return Ok(());
        }
        self.buffer.extend_from_slice(&TRAILER.to_be_bytes());
        let mut copy = db.copy_in_raw(&self.statement).await?;
        if let Err(error) = copy.send(self.buffer.as_slice()).await {
            copy.abort(error.to_string()).await?;
            return Err(error.into());
        }
        copy.finish().await?;
        Ok(())
    }

    /// The rows as one array per column, each element the field as the rows hold it; none when
    /// a column's element type has no known OID.
    fn arrays(&self) -> Option<PgArguments> {
        let mut columns: Vec<Array> = Vec::with_capacity(self.types.len());
        for (element, array) in &self.types {
            columns.push(Array::new((*element)?, array.clone(), self.rows));
        }
        let mut at = HEADER.len();
        for _ in 0..self.rows {
            at += 2;
            for column in &mut columns {
                let length = i32::from_be_bytes(self.buffer[at..at + 4].try_into().ok()?);
                let end = at + 4 + usize::try_from(length).unwrap_or(0);
                column.bytes.extend_from_slice(&self.buffer[at..end]);
                at = end;
            }
        }
        let mut arguments = PgArguments::default();
        for column in columns {
            arguments.add(column).ok()?;
        }
        Some(arguments)
    }
}

/// A one-dimensional array in PostgreSQL's binary form (dimensions, flags, element type, length,
/// lower bound, then each element's length and bytes), its elements already encoded.
struct Array {
    type_info: PgTypeInfo,
    bytes: Vec<u8>,
}

impl Array {
    fn new(element: Oid, type_info: PgTypeInfo, length: usize) -> Self {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(&1_i32.to_be_bytes());
        bytes.extend_from_slice(&0_i32.to_be_bytes());
        bytes.extend_from_slice(&element.0.to_be_bytes());
        bytes.extend_from_slice(&(length as i32).to_be_bytes());
        bytes.extend_from_slice(&1_i32.to_be_bytes());
        Self { type_info, bytes }
    }
}

impl Type<Postgres> for Array {
    /// Never asked: every value says its own type (`produces`).
    fn type_info() -> PgTypeInfo {
        PgTypeInfo::with_name("anyarray")
    }
}

impl Encode<'_, Postgres> for Array {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        buf.extend_from_slice(&self.bytes);
        Ok(IsNull::No)
    }

    fn produces(&self) -> Option<PgTypeInfo> {
        Some(self.type_info.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{DateTime, TimeZone, Utc};
    use serde_json::{Value, json};
    use sqlx::Connection;
    use uuid::Uuid;

    type Row = (Uuid, String, Option<i16>, DateTime<Utc>, Value, Option<String>);

    fn rows(count: usize) -> Vec<Row> {
        (0..count)
            .map(|n| {
                (
                    Uuid::new_v4(),
                    format!("row {n} — ünïcode"),
                    (n % 3 != 0).then_some(n as i16),
                    Utc.timestamp_opt(1_700_000_000 + n as i64, 0).unwrap(),
                    json!({"n": n, "nested": {"list": [n, null]}}),
                    (n % 2 == 0).then(|| "note".to_owned()),
                )
            })
            .collect()
    }

    /// Writes `written` through [`CopyRows`] into a fresh table and reads them back in order.
    async fn written_and_read(written: &[Row]) -> Vec<Row> {
        let url = migrations::testing::fresh_database().await.unwrap();
        let mut db = PgConnection::connect(&url).await.unwrap();
        sqlx::query(
            "CREATE TABLE copied (id uuid PRIMARY KEY, name text NOT NULL, rank smallint, at timestamptz NOT NULL,
                                  data jsonb NOT NULL, note text, position serial)",
        )
        .execute(&mut db)
        .await
        .unwrap();
        let mut copy = CopyRows::into("copied", &["id", "name", "rank", "at", "data", "note"]);
        for (id, name, rank, at, data, note) in written {
            copy.row();
            copy.field(id).unwrap();
            copy.field(name).unwrap();
            copy.field(rank).unwrap();
            copy.field(at).unwrap();
            copy.field(data).unwrap();
            copy.field(note).unwrap();
        }
        copy.write(&mut db).await.unwrap();
        sqlx::query_as("SELECT id, name, rank, at, data, note FROM copied ORDER BY position")
            .fetch_all(&mut db)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn a_live_batchs_few_rows_are_written_as_given_nulls_included() {
        let written = rows(5);

        assert_eq!(written_and_read(&written).await, written);
    }

    #[tokio::test]
    async fn a_pages_many_rows_are_written_as_given_nulls_included() {
        let written = rows(FEW + 5);

        assert_eq!(written_and_read(&written).await, written);
    }
}
