//! The social login providers (OpenID Connect), configured by `HIRE_OIDC_<NAME>_*`: their
//! discovery documents, read when first needed and again when old, and the HTTP client that
//! talks to them. `auth::social` runs the sign-in against them.

use crate::config::OidcProviderConfig;
use crate::http::ApiError;
use anyhow::Context;
use domain::accounts::SocialLoginError;
use openidconnect::core::{CoreClient, CoreProviderMetadata};
use openidconnect::{ClientId, ClientSecret, IssuerUrl, RedirectUrl};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// How long a provider's discovery document and keys are trusted before they are read again,
/// so that rotated signing keys are picked up.
const DISCOVERY_LIFETIME: Duration = Duration::from_secs(600);
pub struct Provider {
    pub config: OidcProviderConfig,
    discovered: Mutex<Option<(Instant, CoreProviderMetadata)>>,
}

/// The configured providers, and the HTTP client that talks to them.
pub struct SocialLogin {
    providers: Vec<Provider>,
    pub http: reqwest::Client,
}

impl SocialLogin {
    pub fn new(configs: &[OidcProviderConfig]) -> anyhow::Result<Self> {
        Ok(Self {
            providers: configs
                .iter()
                .map(|config| Provider {
                    config: config.clone(),
                    discovered: Mutex::new(None),
                })
                .collect(),
            // Redirects are not followed: a provider's endpoints answer directly (and
            // following them would let a response steer requests elsewhere).
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .timeout(Duration::from_secs(10))
                .build()?,
        })
    }

    pub fn providers(&self) -> impl Iterator<Item = &Provider> {
        self.providers.iter()
    }

    pub fn provider(&self, name: &str) -> Result<&Provider, ApiError> {
        self.providers
            .iter()
            .find(|provider| provider.config.name == name)
            .ok_or(ApiError::NotFound)
    }

    /// A client for `provider`, from its discovery document (read again when it is old).
    pub async fn client(
        &self,
        provider: &Provider,
        redirect_uri: &str,
    ) -> Result<
        CoreClient<
            openidconnect::EndpointSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointMaybeSet,
            openidconnect::EndpointMaybeSet,
        >,
        ApiError,
    > {
        let mut discovered = provider.discovered.lock().await;
        let metadata = match discovered.as_ref() {
            Some((at, metadata)) if at.elapsed() < DISCOVERY_LIFETIME => metadata.clone(),
            _ => {
                let metadata = self.discover(&provider.config).await.map_err(|error| {
                    tracing::warn!(
                        provider = provider.config.name,
                        error = format!("{error:#}"),
                        "discovery failed"
                    );
                    ApiError::from(SocialLoginError::ProviderUnavailable)
                })?;
                *discovered = Some((Instant::now(), metadata.clone()));
                metadata
            }
        };
        let redirect = RedirectUrl::new(redirect_uri.to_owned()).map_err(anyhow::Error::from)?;
        Ok(CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(provider.config.client_id.clone()),
            provider
                .config
                .client_secret
                .as_ref()
                .map(|secret| ClientSecret::new(secret.expose().to_owned())),
        )
        .set_redirect_uri(redirect))
    }

    async fn discover(&self, config: &OidcProviderConfig) -> anyhow::Result<CoreProviderMetadata> {
        let issuer = IssuerUrl::new(config.issuer.clone()).context("the issuer is not a URL")?;
        Ok(CoreProviderMetadata::discover_async(issuer, &self.http).await?)
    }
}
