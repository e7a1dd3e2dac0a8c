// A real OpenID provider (the `oidc-provider` package) for the social login tests, the Rust
// HTTP tests and the browser tests alike. Nothing of the protocol is faked: discovery, the
// authorization code flow with PKCE, signed ID tokens and single-use codes are the package's.
//
// Environment: REDIRECT_URIS (comma-separated) of the client `hire` (secret `hire-secret`).
// Prints one JSON line {"issuer"} once it listens.
//
// Accounts: whoever signs in at the login form becomes the account of that e-mail address;
// addresses starting with "unverified" have `email_verified: false`.
//
// For the refusal tests, POST /__tamper with {aud?, nonce?, iss?, exp?, wrong_key?} changes
// the next ID token the token endpoint issues: re-signed with the provider's own key (so only
// the named claim is wrong) or, with wrong_key, with a key the provider never published.
import Provider from 'oidc-provider';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import http from 'node:http';

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
const { privateKey: strangerKey } = await generateKeyPair('RS256');

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'hire',
      client_secret: 'hire-secret',
      redirect_uris: (process.env.REDIRECT_URIS ?? '').split(',').filter(Boolean),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: ['oidc-test-cookie-key'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
  // Like Google and Microsoft: the ID token carries the e-mail and names.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  pkce: { required: () => true },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: `subject-${id}`,
      email: id,
      email_verified: !id.startsWith('unverified'),
      given_name: 'Social',
      family_name: id.split('@')[0],
      name: `Social ${id.split('@')[0]}`,
    }),
  }),
});

let tamper = null;

async function tampered(idToken, change) {
  const claims = { ...decodeJwt(idToken) };
  for (const name of ['aud', 'nonce', 'iss', 'exp']) {
    if (change[name] !== undefined) claims[name] = change[name];
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
    .sign(change.wrong_key ? strangerKey : privateKey);
}

const page = (uid) => `<!doctype html><html><body><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}/login">
<label>E-mail <input name="login" type="email" autofocus></label>
<button type="submit">Sign in</button></form></body></html>`;

provider.use(async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/__tamper') {
    tamper = JSON.parse(await readBody(ctx.req));
    ctx.status = 204;
    return;
  }
  const login = ctx.path.match(/^\/interaction\/([^/]+)(\/login)?$/);
  if (login && ctx.method === 'GET' && !login[2]) {
    const { uid } = await provider.interactionDetails(ctx.req, ctx.res);
    ctx.type = 'html';
    ctx.body = page(uid);
    return;
  }
  if (login && ctx.method === 'POST' && login[2]) {
    const { params } = await provider.interactionDetails(ctx.req, ctx.res);
    const accountId = new URLSearchParams(await readBody(ctx.req)).get('login');
    const grant = new provider.Grant({ accountId, clientId: params.client_id });
    grant.addOIDCScope(params.scope);
    const grantId = await grant.save();
    const to = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId }, consent: { grantId } });
    ctx.status = 303;
    ctx.redirect(to);
    return;
  }
  await next();
  if (ctx.path === '/token' && tamper && ctx.body?.id_token) {
    ctx.body = { ...ctx.body, id_token: await tampered(ctx.body.id_token, tamper) };
    tamper = null;
  }
});

server.on('request', provider.callback());
console.log(JSON.stringify({ issuer }));
