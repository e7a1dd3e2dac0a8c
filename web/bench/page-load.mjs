// Page-load times of five screens as a person first opens them (cold: a new browser profile,
// nothing cached) and opens them again (warm: the same profile), in Chromium against
// `hire serve` with `hire seed-demo`'s data and the built web app. Each figure is the median
// over the rounds of the time from navigation start to the screen showing its data, next to a
// baseline measured in the same run: the same server's smallest static file, which is what
// any page costs on this machine before our code runs.
//
//   node bench/page-load.mjs [--rounds 5] [--hire path/to/hire] [--web dist]
//
// Use a release `hire` for figures (the default is the release build in the shared target
// folder); the browser test runs it with one round against the debug build so it cannot break
// unseen.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = process.env.CARGO_TARGET_DIR ?? join(process.env.HOME ?? '/root', '.cache', 'hire', 'target');
const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    hire: { type: 'string', default: process.env.HIRE_BIN ?? join(target, 'release', 'hire') },
    web: { type: 'string', default: join(webDir, 'dist') },
  },
});
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number of at least 1');

// `hire seed-demo`'s logins (api/src/cli/demo.rs).
const DEMO_PASSWORD = 'Demo!2026pass';
const COMPANY = 'hr@caspian-tech.az';
const JOB_SEEKER = 'aysel.karimova@example.org';
/** Each step that could hang has a limit; a screen slower than this is broken, not slow. */
const STEP_MS = 60_000;

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A data folder the PostgreSQL user can reach when we run as root. */
const dataDir = mkdtempSync(join(tmpdir(), 'hire-page-load-'));
chmodSync(dataDir, 0o755);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = { ...process.env, HIRE_DATA_DIR: join(dataDir, 'data'), HIRE_ADDR: `127.0.0.1:${port}`, HIRE_WEB_DIR: options.web };
delete env.DATABASE_URL;

let server;
let browser;
try {
  const seeded = spawnSync(options.hire, ['seed-demo'], { env, encoding: 'utf8', timeout: 5 * STEP_MS });
  if (seeded.status !== 0) throw new Error(`hire seed-demo failed:\n${seeded.stdout}${seeded.stderr}${seeded.error ?? ''}`);
  server = spawn(options.hire, ['serve'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let serverLog = '';
  server.stderr.on('data', (chunk) => (serverLog = (serverLog + chunk).slice(-4000)));
  await until(async () => (await fetch(`${baseUrl}/api/health`)).ok, () => `hire serve did not start:\n${serverLog}`);

  const api = async (path, { token, body } = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const signIn = (email) => api('/api/auth/jwt/create/', { body: { email, password: DEMO_PASSWORD } });
  const company = await signIn(COMPANY);
  const applicants = await api('/api/jobs/all-applicants/?page_size=1', { token: company.access });
  const applicant = (applicants.results ?? applicants)[0];
  if (!applicant) throw new Error('the demo has no applicant to open');
  const applicantName = applicant.full_name ?? `${applicant.first_name} ${applicant.last_name}`;

  // What "showing its data" means for each screen: the element that appears last.
  const screens = [
    { path: '/auth/login', session: null, ready: { selector: 'button[type="submit"]' } },
    { path: '/', session: COMPANY, ready: { selector: '.recharts-surface' } },
    { path: '/jobs', session: JOB_SEEKER, ready: { selector: 'a[href^="/job/"]' } },
    { path: '/all-applicants', session: COMPANY, ready: { selector: '.ant-table-row' } },
    { path: `/applicant/${applicant.id}`, session: COMPANY, ready: { selector: 'h1, h2, h3, h4', text: applicantName } },
  ];

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  /** One visit: milliseconds from navigation start to `ready`, and the bytes that came over the wire. */
  async function visit(page, path, ready) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit', timeout: STEP_MS });
    const shownAt = await page
      .waitForFunction(
        ({ selector, text }) => {
          const shown = [...document.querySelectorAll(selector)].some((element) => !text || element.textContent.includes(text));
          return shown && performance.now();
        },
        ready,
        { polling: 'raf', timeout: STEP_MS },
      )
      .catch(async (error) => {
        const shown = await page.evaluate(() => document.body?.innerText.slice(0, 400)).catch(() => '');
        throw new Error(`${path} did not show ${JSON.stringify(ready)} (${error.message}); ${page.url()} shows:\n${shown}`);
      });
    const ms = await shownAt.jsonValue();
    const bytes = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return { ms, bytes };
  }

  /**
   * A new profile (nothing cached), signed in as `email` without the login screen; then the same
   * visit again. Each profile gets tokens of its own: the app exchanges the refresh token as it
   * starts, and a refresh token used twice ends its session.
   */
  async function coldThenWarm(path, email, ready) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      if (email) {
        await context.addInitScript(({ access, refresh }) => {
          if (window.localStorage.getItem('hire.access')) return;
          window.localStorage.setItem('hire.access', access);
          window.localStorage.setItem('hire.refresh', refresh);
        }, await signIn(email));
      }
      const page = await context.newPage();
      const cold = await visit(page, path, ready);
      const warm = await visit(page, path, ready);
      return { cold, warm };
    } finally {
      await context.close();
    }
  }

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const measure = async (path, session, ready) => {
    const runs = [];
    for (let round = 0; round < rounds; round += 1) runs.push(await coldThenWarm(path, session, ready));
    return {
      cold: median(runs.map((run) => run.cold.ms)),
      warm: median(runs.map((run) => run.warm.ms)),
      coldBytes: median(runs.map((run) => run.cold.bytes)),
      warmBytes: median(runs.map((run) => run.warm.bytes)),
    };
  };

  const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`page load: ${options.hire} serving ${options.web}, Chromium ${browser.version()}, 1440×900, median of ${rounds} round(s)`);
  const baseline = await measure('/favicon.svg', null, { selector: 'svg' });
  console.log(`baseline (the server's smallest static file): cold ${ms(baseline.cold)}  warm ${ms(baseline.warm)}`);
  console.log(`${'screen'.padEnd(24)}${'cold'.padStart(10)}${'warm'.padStart(10)}${'cold/base'.padStart(11)}${'over the wire: cold'.padStart(21)}${'warm'.padStart(9)}`);
  for (const { path, session, ready } of screens) {
    const figures = await measure(path, session, ready);
    const name = path.startsWith('/applicant/') ? '/applicant/{id}' : path;
    console.log(
      `${name.padEnd(24)}${ms(figures.cold)}${ms(figures.warm)}${`${(figures.cold / baseline.cold).toFixed(1)}×`.padStart(11)}${kb(figures.coldBytes).padStart(21)}${kb(figures.warmBytes)}`,
    );
  }
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await Promise.race([new Promise((done) => server.once('exit', done)), new Promise((done) => setTimeout(done, 30_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function until(check, failure) {
  const deadline = Date.now() + STEP_MS;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(failure());
}
