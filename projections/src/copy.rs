//! Rows written with `COPY … FROM STDIN (FORMAT binary)`: the way PostgreSQL takes many rows
//! at the least cost. An `INSERT … SELECT FROM unnest(arrays)` first decodes every array,
//! then materialises the rows, then inserts them one at a time; `COPY` decodes each field
//! once, straight into the rows it inserts in batches. Each field is in the binary form sqlx
//! sends a parameter in, so the encodings are sqlx's own.

use crate::engine::ProjectionError;
use sqlx::encode::IsNull;
use sqlx::postgres::PgArgumentBuffer;
use sqlx::{Encode, PgConnection, Postgres};

/// The binary format's signature, flags (none) and header extension (empty).
const HEADER: &[u8] = b"PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0";
/// The field count that ends the data.
const TRAILER: i16 = -1;

/// Rows of one table's `COPY`, each field given in the statement's column order.
pub(crate) struct CopyRows {
    statement: String,
    columns: i16,
    buffer: PgArgumentBuffer,
    rows: usize,
}

impl CopyRows {
    /// Rows for `columns` of `table`.
    pub(crate) fn into(table: &str, columns: &[&str]) -> Self {
        let mut buffer = PgArgumentBuffer::default();
        buffer.extend_from_slice(HEADER);
        Self {
            statement: format!("COPY {table} ({}) FROM STDIN (FORMAT binary)", columns.join(", ")),
            columns: columns.len() as i16,
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
    pub(crate) fn field<'q, T: Encode<'q, Postgres>>(&mut self, value: &T) -> Result<(), ProjectionError> {
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
        self.buffer.extend_from_slice(&TRAILER.to_be_bytes());
        let mut copy = db.copy_in_raw(&self.statement).await?;
        if let Err(error) = copy.send(self.buffer.as_slice()).await {
            copy.abort(error.to_string()).await?;
            return Err(error.into());
        }
        copy.finish().await?;
        Ok(())
    }
}
