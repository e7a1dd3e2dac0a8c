//! Uploaded files, kept through `object_store`: a folder under the data directory by default,
//! an S3-compatible bucket when `HIRE_S3_BUCKET` is set (credentials, region and endpoint from
//! the usual `AWS_*` variables). Checking an upload (its content, not its name) happens before
//! anything is stored, so a refused upload leaves nothing behind.
//!
//! Pictures (avatars, covers, logos, company images) are public: `accounts::pictures` serves
//! them without a token. CVs are not; `accounts::cv` serves them to who may read them.

use crate::http::ApiError;
use anyhow::Context;
use axum::body::Bytes;
use axum::extract::Multipart;
use axum::extract::multipart::MultipartError;
use axum::http::StatusCode;
use domain::uploads::UploadError;
use object_store::path::Path as Key;
use object_store::{BackoffConfig, ClientOptions, ObjectStore, PutPayload, RetryConfig};
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

mod store;

/// Spec section 9: "other uploads 5MB".
pub const IMAGE_MAX_BYTES: usize = 5 * 1024 * 1024;
/// What a picture's `file` may be, as the API document's `encoding` says (`Image::read` checks
/// the content, whatever the part's declared type).
pub const IMAGE_TYPES: &str = "image/png, image/jpeg";
/// Where the public URL of a stored file starts; the rest is its key.
const PUBLIC_PREFIX: &str = "/api/files/";

#[derive(Clone)]
pub struct Files {
    store: Arc<dyn ObjectStore>,
}

impl Files {
    /// A bucket when one is configured, otherwise `<data-dir>/files`.
    pub fn from_config(config: &crate::config::Config) -> anyhow::Result<Self> {
        let store: Arc<dyn ObjectStore> = match &config.s3_bucket {
            Some(bucket) => {
                // The rest of the AWS_* variables (a session token, say) still come from the
                // environment; these four are settings of Hire's own.
                let timeout = Duration::from_millis(config.s3_timeout_ms);
                let mut builder = object_store::aws::AmazonS3Builder::from_env()
                    .with_bucket_name(bucket)
                    .with_client_options(
                        ClientOptions::new()
                            .with_timeout(timeout)
                            .with_connect_timeout(timeout.min(Duration::from_secs(5))),
                    )
                    .with_retry(RetryConfig {
                        backoff: BackoffConfig::default(),
                        max_retries: 2,
                        retry_timeout: timeout * 2,
                    });
                if let Some(endpoint) = &config.s3_endpoint {
                    builder = builder
                        .with_endpoint(endpoint)
                        .with_allow_http(endpoint.starts_with("http://"));
                }
                if let Some(region) = &config.s3_region {
                    builder = builder.with_region(region);
                }
                if let Some(key) = &config.s3_access_key_id {
                    builder = builder.with_access_key_id(key);
                }
                if let Some(secret) = &config.s3_secret_access_key {
                    builder = builder.with_secret_access_key(secret.expose());
                }
                Arc::new(
                    builder
                        .build()
                        .with_context(|| format!("cannot use the S3 bucket {bucket}"))?,
                )
            }
            None => {
                let folder = config.data_dir.join("files");
                std::fs::create_dir_all(&folder).with_context(|| format!("cannot create {}", folder.display()))?;
                Arc::new(object_store::local::LocalFileSystem::new_with_prefix(&folder)?)
            }
        };
        Ok(Self { store })
    }

    /// Stores `bytes` under `key`, whole or not at all. A store that fails (a full or
    /// unwritable folder, an S3 service answering errors or nothing) is answered 503: the
    /// upload is refused before anything refers to it.
    pub async fn put(&self, key: &str, bytes: Bytes) -> Result<(), ApiError> {
        self.store
            .put(&Key::from(key), PutPayload::from_bytes(bytes))
            .await
            .map_err(|error| ApiError::Unavailable(anyhow::Error::from(error).context("storing an upload")))?;
        Ok(())
    }

    /// The file under `key`, or `None` when there is none.
    pub async fn get(&self, key: &str) -> Result<Option<Bytes>, ApiError> {
        match self.store.get(&Key::from(key)).await {
            Ok(found) => Ok(Some(found.bytes().await.map_err(|error| {
                ApiError::Unavailable(anyhow::Error::from(error).context("reading a stored file"))
            })?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(ApiError::Unavailable(
                anyhow::Error::from(error).context("reading a stored file"),
            )),
        }
    }

    /// Removes a file that nothing refers to any more. A failure leaves an orphan file
    /// behind, which is logged rather than refused: what the user asked for has happened.
    pub async fn forget(&self, key: &str) {
        if let Err(error) = self.store.delete(&Key::from(key)).await {
            tracing::warn!(%error, key, "an unused file could not be deleted");
        }
    }

    /// Forgets the file a public URL (as stored in a picture column) points at.
    pub async fn forget_url(&self, url: Option<&str>) {
        if let Some(key) = url.and_then(|url| url.strip_prefix(PUBLIC_PREFIX)) {
            self.forget(key).await;
        }
    }

    /// Sets `column` of row `id` in `table` to `url` (or clears it), then forgets the file
    /// the column pointed at before.
    pub async fn replace_picture(
        &self,
        pool: &sqlx::PgPool,
        table: &str,
        column: &str,
        id: Uuid,
        url: Option<&str>,
    ) -> Result<(), ApiError> {
        let replaced = store::replace_picture(pool, table, column, id, url).await?;
        self.forget_url(replaced.as_deref()).await;
        Ok(())
    }

    /// Stores a checked picture under a fresh key and returns its public URL.
    pub async fn put_image(&self, image: &Image) -> Result<String, ApiError> {
        let key = format!("images/{}.{}", Uuid::now_v7(), image.format.extension());
        self.put(&key, image.bytes.clone()).await?;
        Ok(format!("{PUBLIC_PREFIX}{key}"))
    }
}

/// One uploaded file: the `file` field of a multipart body.
pub struct Upload {
    /// The name it had on the sender's machine, cleaned for showing.
    pub name: String,
    pub bytes: Bytes,
}

/// Reads the `file` field; `too_large` is the refusal for a file over the route's limit.
pub async fn read_upload(
    mut multipart: Multipart,
    max_bytes: usize,
    too_large: fn() -> ApiError,
) -> Result<Upload, ApiError> {
    let unreadable = |error: MultipartError| {
        if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            ApiError::MalformedUpload
        }
    };
    let mut upload = None;
    while let Some(field) = multipart.next_field().await.map_err(unreadable)? {
        if field.name() == Some("file") {
            let name = display_name(field.file_name());
            upload = Some(Upload {
                name,
                bytes: field.bytes().await.map_err(unreadable)?,
            });
        }
    }
    let upload = upload.ok_or_else(|| ApiError::field("file", domain::validation::FieldError::Required))?;
    if upload.bytes.len() > max_bytes {
        return Err(too_large());
    }
    Ok(upload)
}

/// A file name a person can recognise, without path parts or control characters.
pub(crate) fn display_name(name: Option<&str>) -> String {
    let base = name.unwrap_or_default().rsplit(['/', '\\']).next().unwrap_or_default();
    base.chars()
        .filter(|c| !c.is_control())
        .take(120)
        .collect::<String>()
        .trim()
        .to_owned()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Png,
    Jpeg,
}

impl ImageFormat {
    fn extension(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpg",
        }
    }

    pub fn from_extension(extension: &str) -> Option<Self> {
        match extension {
            "png" => Some(Self::Png),
            "jpg" => Some(Self::Jpeg),
            _ => None,
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
        }
    }
}

/// A picture whose content was read as a PNG or JPEG of a known size.
pub struct Image {
    pub format: ImageFormat,
    pub width: usize,
    pub height: usize,
    bytes: Bytes,
}

pub fn unsupported_file_type() -> ApiError {
    UploadError::UnsupportedType.into()
}

pub fn image_too_large() -> ApiError {
    UploadError::TooLarge { max_mb: 5 }.into()
}

impl Image {
    /// Reads a picture upload; anything but a whole PNG or JPEG header is refused.
    pub fn read(upload: Upload) -> Result<Self, ApiError> {
        let format = match imagesize::image_type(&upload.bytes) {
            Ok(imagesize::ImageType::Png) => ImageFormat::Png,
            Ok(imagesize::ImageType::Jpeg) => ImageFormat::Jpeg,
            _ => return Err(unsupported_file_type()),
        };
        let size = imagesize::blob_size(&upload.bytes).map_err(|_| unsupported_file_type())?;
        if size.width == 0 || size.height == 0 {
            return Err(unsupported_file_type());
        }
        Ok(Self {
            format,
            width: size.width,
            height: size.height,
            bytes: upload.bytes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_name_loses_its_folders_and_control_characters() {
        assert_eq!(display_name(Some("C:\\Users\\me\\my\u{7}cv.pdf")), "mycv.pdf");
        assert_eq!(display_name(Some("../../etc/passwd")), "passwd");
    }

    #[test]
    fn a_text_file_named_like_a_picture_is_not_a_picture() {
        let upload = Upload {
            name: "photo.png".into(),
            bytes: Bytes::from_static(b"hello, this is not a picture"),
        };
        assert!(Image::read(upload).is_err());
    }
}
