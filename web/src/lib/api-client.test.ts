import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { searchToQuery } from './search-params';
import { createLocalTokenStore } from './tokens';

// Paths of the document the test server answers in its own way: always 401, and otherwise with
// the path and token it was called with (cast from the document's answer below).
const alwaysRefused = new Set(['/api/accounts/notifications/', '/api/auth/users/reset_password/']);
type Echo = { path: string; token: string };

/** A small real server that speaks the auth contract: rotated refresh tokens, JWT header. */
class AuthServer {
  server!: Server;
  baseUrl = '';
  validAccess = new Set<string>();
  validRefresh = new Set<string>();
  refreshCalls = 0;
  requests: Array<{ path: string; authorization?: string }> = [];
  private issued = 0;

  issue() {
    this.issued += 1;
    const pair = { access: `access-${this.issued}`, refresh: `refresh-${this.issued}` };
    this.validAccess.add(pair.access);
    this.validRefresh.add(pair.refresh);
    return pair;
  }

  reset() {
    this.validAccess.clear();
    this.validRefresh.clear();
    this.refreshCalls = 0;
    this.requests = [];
  }

  async start() {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const path = request.url ?? '';
    this.requests.push({ path, authorization: request.headers.authorization });
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const error = (status: number, code: string, fields?: Record<string, string[]>) =>
      send(status, { error: { code, message: code, ...(fields ? { fields } : {}) } });

    if (path === '/api/auth/jwt/refresh/') {
      this.refreshCalls += 1;
      // Slow enough that concurrent callers overlap with the exchange in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { refresh } = JSON.parse(raw) as { refresh: string };
      if (!this.validRefresh.delete(refresh)) return error(401, 'token_not_valid');
      return send(200, this.issue());
    }
    const token = request.headers.authorization?.replace(/^JWT /, '');
    if (alwaysRefused.has(path)) return error(401, 'token_not_valid');
    if (!token || !this.validAccess.has(token)) return error(401, token ? 'token_not_valid' : 'not_authenticated');
    if (path === '/api/auth/users/set_email/') return error(422, 'validation_failed', { email: ['email_taken'] });
    if (path === '/api/auth/users/me/' && request.method === 'DELETE') return send(204);
    return send(200, { path, token });
  }
}

const backend = new AuthServer();
beforeAll(() => backend.start());
afterAll(() => backend.stop());

let expired = 0;
const tokens = createLocalTokenStore(window.localStorage);
let client: ReturnType<typeof createApiClient>;

beforeEach(() => {
  backend.reset();
  expired = 0;
  client = createApiClient({ baseUrl: backend.baseUrl, tokens, onSessionExpired: () => (expired += 1) });
});
afterEach(() => tokens.clear());

/** A call the test server answers with its path and token. */
const echo = (id = 'things') => client.GET('/api/jobs/job/{id}/', { path: { id } }) as unknown as Promise<Echo>;

/** A session whose access token the server no longer accepts, with a good refresh token. */
function staleSession() {
  const pair = backend.issue();
  backend.validAccess.delete(pair.access);
  tokens.set(pair);
  return pair;
}

describe('api client', () => {
  it('sends the access token with the JWT scheme', async () => {
    const pair = backend.issue();
    tokens.set(pair);
    await expect(echo()).resolves.toEqual({ path: '/api/jobs/job/things/', token: pair.access });
    expect(backend.requests[0].authorization).toBe(`JWT ${pair.access}`);
  });

  it('refreshes on a 401, stores the rotated pair and retries once', async () => {
    const old = staleSession();
    const answer = await echo();
    expect(backend.refreshCalls).toBe(1);
    expect(tokens.getAccess()).not.toBe(old.access);
    expect(tokens.getRefresh()).not.toBe(old.refresh);
    expect(answer.token).toBe(tokens.getAccess());
    expect(backend.requests.map((request) => request.path)).toEqual(['/api/jobs/job/things/', '/api/auth/jwt/refresh/', '/api/jobs/job/things/']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    staleSession();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => echo(`things-${n}`)));
    expect(backend.refreshCalls).toBe(1);
    for (const answer of answers) expect(answer.token).toBe(tokens.getAccess());
  });

  it('shares the refresh of the periodic routine with a request that meets a 401', async () => {
    staleSession();
    const [refreshed, answer] = await Promise.all([client.refresh(), echo()]);
    expect(refreshed).toBe(true);
    expect(answer.token).toBe(tokens.getAccess());
    expect(backend.refreshCalls).toBe(1);
  });

  it('retries only once', async () => {
    staleSession();
    await expect(client.GET('/api/accounts/notifications/')).rejects.toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(backend.refreshCalls).toBe(1);
    expect(backend.requests.filter((request) => request.path === '/api/accounts/notifications/')).toHaveLength(2);
  });

  it('ends the session when the refresh token is refused', async () => {
    const pair = backend.issue();
    backend.validAccess.delete(pair.access);
    backend.validRefresh.delete(pair.refresh);
    tokens.set(pair);
    await expect(echo()).rejects.toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(expired).toBe(1);
  });

  it('ends the session when the periodic refresh is refused', async () => {
    tokens.set({ access: 'access-x', refresh: 'refresh-unknown' });
    await expect(client.refresh()).resolves.toBe(false);
    expect(tokens.getRefresh()).toBeNull();
    expect(expired).toBe(1);
  });

  it('does not refresh calls made without the session (login, register)', async () => {
    tokens.set({ access: 'access-x', refresh: 'refresh-x' });
    await expect(client.POST('/api/auth/users/reset_password/', { body: { email: 'a@b.io' }, auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(backend.requests[0].authorization).toBeUndefined();
    expect(backend.refreshCalls).toBe(0);
  });

  it('reads the error shape: code and field codes', async () => {
    tokens.set(backend.issue());
    const failure = await client.POST('/api/auth/users/set_email/', { body: { new_email: 'a@b.io', current_password: 'x' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, code: 'validation_failed', fields: { email: ['email_taken'] } });
  });

  it('answers 204 with nothing', async () => {
    tokens.set(backend.issue());
    await expect(client.DELETE('/api/auth/users/me/', { body: { current_password: 'x' } })).resolves.toBeUndefined();
  });

  it('reports an unreachable server as a network error and keeps the session', async () => {
    const pair = staleSession();
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', tokens, onSessionExpired: () => (expired += 1) });
    await expect(offline.GET('/api/jobs/skills')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(tokens.getRefresh()).toBe(pair.refresh);
    expect(expired).toBe(0);
  });
});

describe('typed calls', () => {
  it("fill the document's path parameters and leave out empty query values", async () => {
    tokens.set(backend.issue());
    await client.GET('/api/webhooks/deliveries/{id}/', { path: { id: 'a b/c' } });
    await client.GET('/api/webhooks/deliveries/', { query: { status: 'failed', endpoint_id: '', page: 2 } });
    expect(backend.requests.map((request) => request.path)).toEqual(['/api/webhooks/deliveries/a%20b%2Fc/', '/api/webhooks/deliveries/?status=failed&page=2']);
  });

  it('write the query as the hand-built strings did: set values in order, spaces as +, false kept, lists comma-separated', async () => {
    tokens.set(backend.issue());
    const search = searchToQuery({ q: 'rust dev', skills: ['Rust', 'SQL'], dropped: false, page: 2 });
    await client.GET('/api/cv-database/', { query: { ...search, page_size: 20 } });
    await client.GET('/api/jobs/all-applicants/', { query: { status: undefined, favorite: false, sort: undefined, page: 1, job: '' } });
    await client.GET('/api/jobs/my-jobs/', { query: {} });
    expect(backend.requests.map((request) => request.path)).toEqual([
      '/api/cv-database/?q=rust+dev&skills=Rust%2CSQL&page=2&page_size=20',
      '/api/jobs/all-applicants/?favorite=false&page=1',
      '/api/jobs/my-jobs/',
    ]);
  });
});
