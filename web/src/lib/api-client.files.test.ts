// @vitest-environment node
// Uploads and downloads go through Node's own fetch, FormData and Blob here: jsdom's versions
// do not mix with Node's fetch. The browser has one of each.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { createLocalTokenStore } from './tokens';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let server: Server;
let baseUrl = '';
const seen: Array<{ path: string; authorization?: string; contentType?: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'] });
      if (request.url === '/api/accounts/files/cv/cv.pdf') {
        response.writeHead(200, { 'Content-Type': 'application/pdf' });
        response.end('%PDF-1.4');
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ raw }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client() {
  const tokens = createLocalTokenStore(new MemoryStorage() as unknown as Storage);
  tokens.set({ access: 'access-1', refresh: 'refresh-1' });
  return createApiClient({ baseUrl, tokens });
}

describe('api client files', () => {
  it('sends FormData as multipart, with the session', async () => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    // The test server answers with the body it was sent.
    const answer = (await client().POST('/api/accounts/cv/', { body: form })) as unknown as { raw: string };
    expect(answer.raw).toContain('filename="cv.pdf"');
    const request = seen.find((entry) => entry.path === '/api/accounts/cv/')!;
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.authorization).toBe('JWT access-1');
  });

  it('reads a file behind the session as a Blob', async () => {
    const file = await client().GET_FILE('/api/accounts/files/cv/{name}', { path: { name: 'cv.pdf' } });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4');
    expect(seen.find((entry) => entry.path === '/api/accounts/files/cv/cv.pdf')?.authorization).toBe('JWT access-1');
  });
});
