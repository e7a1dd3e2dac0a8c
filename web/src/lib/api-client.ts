import type { ErrorBody, TokenPair } from '@/types/api';
import type { paths } from '@/types/api.gen';
import type { TokenStore } from './tokens';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;
  /** What some refusals add to their code (`details.highest_required_level`, say). */
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, fields: Record<string, string[]> = {}, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

/** Codes the client produces itself, without an answer from the server. */
export const clientErrorCodes = {
  network: 'network_error',
  noAccessToken: 'no_access_token',
} as const;

export const REFRESH_PATH = '/api/auth/jwt/refresh/' satisfies PathsWith<'post'>;
const REFRESH_LOCK = 'hire.token-refresh';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the access token and refresh it on a 401. Off for login, register and the like. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * `blob` for files (a CV), read with the session like any other call; `response` for the
   * answer itself (a download that needs its headers). JSON otherwise.
   */
  responseType?: 'json' | 'blob' | 'response';
};


type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths of the server's document that take `method`. */
export type PathsWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never }[keyof paths];

type Operation<P extends keyof paths, M extends Method> = Extract<paths[P][M], { responses: unknown }>;

type PathParams<O> = O extends { parameters: { path: infer Params } } ? { path: Params } : { path?: never };
type QueryParams<O> = O extends { parameters: { query?: infer Query } } ? ([NonNullable<Query>] extends [never] ? { query?: never } : { query?: NonNullable<Query> }) : { query?: never };
// An upload is sent as the FormData the form built, whatever fields the document names.
type BodyOf<Content> = Content extends { 'multipart/form-data': unknown } ? FormData : Content extends { 'application/json': infer Json } ? Json : never;
type Body<O> = O extends { requestBody: { content: infer Content } }
  ? { body: BodyOf<Content> }
  : O extends { requestBody?: { content: infer Content } }
    ? { body?: BodyOf<Content> }
    : { body?: never };

/** What a call of `method` on `path` takes: its path and query parameters and its body, as the document has them. */
export type CallInit<P extends keyof paths, M extends Method> = PathParams<Operation<P, M>> &
  QueryParams<Operation<P, M>> &
  Body<Operation<P, M>> &
  Omit<RequestOptions, 'method' | 'body' | 'responseType'>;

type Success<O> = O extends { responses: infer Responses } ? Responses[Extract<keyof Responses, 200 | 201 | 202 | 204>] : never;

/** The answer of a call of `method` on `path`; `undefined` where the server answers without a body. */
export type CallData<P extends keyof paths, M extends Method> =
  Success<Operation<P, M>> extends { content: { 'application/json': infer Data } } ? Data : undefined;

// Every argument is optional only where the document has nothing required.
type CallArgs<P extends keyof paths, M extends Method> = object extends CallInit<P, M> ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `path` with its `{name}` segments filled in and the defined, non-empty query values appended. */
function resolvePath(path: string, params: Record<string, string | number> = {}, query: Record<string, QueryValue> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    // Lists go comma-separated, as the search APIs take them.
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

export type ApiClientOptions = {
  baseUrl: string;
  tokens: TokenStore;
  /** Called once each time the server refuses the refresh token and the tokens are dropped. */
  onSessionExpired?: () => void;
};

export type ApiClient = ReturnType<typeof createApiClient>;

async function parseError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (body.error?.code) {
      return new ApiError(response.status, body.error.code, body.error.message ?? '', body.error.fields ?? {}, body.error.details ?? {});
    }
  } catch {
    // A body that is not our error shape (a proxy page, an empty body) falls through.
  }
  return new ApiError(response.status, response.status >= 500 ? 'internal_error' : 'unknown', response.statusText);
}

async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function createApiClient({ baseUrl, tokens, onSessionExpired }: ApiClientOptions) {
  let refreshing: Promise<boolean> | null = null;

  async function send(path: string, options: RequestOptions, access: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: (options.responseType ?? 'json') === 'json' ? 'application/json' : '*/*' };
    // A FormData body (an upload) goes as multipart; the browser writes its boundary header.
    const multipart = Object.prototype.toString.call(options.body) === '[object FormData]';
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (access) headers.Authorization = `JWT ${access}`;
    try {
      return await fetch(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, clientErrorCodes.network, (error as Error).message);
    }
  }

  function expire() {
    tokens.clear();
    onSessionExpired?.();
  }

  async function doRefresh(): Promise<boolean> {
    const refresh = tokens.getRefresh();
    if (!refresh) {
      // An access token that the server refuses, with nothing to renew it: the session is over.
      if (tokens.getAccess()) expire();
      return false;
    }
    // A network failure is thrown, not treated as a refused token: a server that is briefly
    // unreachable must not sign the user out.
    const response = await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, null);
    if (!response.ok) {
      // A refresh token that was replaced meanwhile (another tab rotated it) is not a failure.
      if (tokens.getRefresh() !== refresh) return tokens.getRefresh() !== null;
      expire();
      return false;
    }
    tokens.set(await parseBody<TokenPair>(response));
    return true;
  }

  /**
   * Exchange the refresh token for a rotated pair. Concurrent callers share one request,
   * because the old refresh token stops working as soon as the first exchange succeeds.
   * Tabs share the tokens too, so where the browser offers Web Locks one tab at a time
   * exchanges, and the next one reads the pair the previous one stored.
   */
  function refresh(): Promise<boolean> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const exchange = async () => (locks ? await locks.request(REFRESH_LOCK, doRefresh) : doRefresh());
    refreshing ??= exchange().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth ?? true;
    const access = auth ? tokens.getAccess() : null;
    let response = await send(path, options, access);

    if (response.status === 401 && auth && access) {
      // Another request may already have refreshed while this one was in flight.
      const renewed = tokens.getAccess() !== access || (await refresh());
      const current = tokens.getAccess();
      if (!renewed || !current) throw await parseError(response);
      response = await send(path, options, current);
    }

    if (!response.ok) throw await parseError(response);
    if (options.responseType === 'blob') return (await response.blob()) as T;
    if (options.responseType === 'response') return response as T;
    return parseBody<T>(response);
  }

  type LooseInit = { path?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown } & RequestOptions;

  // The types of the public methods hold the document's shapes; at run time a call is a request.
  function call(method: Method, path: string, responseType: RequestOptions['responseType'], init: object = {}) {
    const { path: params, query, body, ...options } = init as LooseInit;
    return request(resolvePath(path, params, query), { ...options, method: method.toUpperCase() as RequestOptions['method'], body, responseType });
  }

  const typed =
    <M extends Method>(method: M) =>
    <P extends PathsWith<M>>(path: P, ...args: CallArgs<P, M>) =>
      call(method, path, 'json', (args as unknown[])[0] as object | undefined) as Promise<CallData<P, M>>;

  // Only typed calls leave the client: a path, parameter, body or answer the document does not
  // have fails the type check. `refresh` is the session's own (the periodic exchange).
  return {
    refresh,
    GET: typed('get'),
    POST: typed('post'),
    PUT: typed('put'),
    PATCH: typed('patch'),
    DELETE: typed('delete'),
    /** A file behind the session, as a Blob. */
    GET_FILE: <P extends PathsWith<'get'>>(path: P, ...args: CallArgs<P, 'get'>) => call('get', path, 'blob', (args as unknown[])[0] as object | undefined) as Promise<Blob>,
    /** The answer itself, for a download that reads its headers. */
    GET_RESPONSE: <P extends PathsWith<'get'>>(path: P, ...args: CallArgs<P, 'get'>) => call('get', path, 'response', (args as unknown[])[0] as object | undefined) as Promise<Response>,
  };
}
