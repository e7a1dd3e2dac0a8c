import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { acceptPrivacyTerms, password, screenshots, useHarness } from './harness';

// Issue 12: "2,000 employees in 300 units render and pan smoothly". A fresh company gets
// 10 departments × 5 divisions × 5 sub-divisions (310 units), two positions in each
// sub-division (500) and four people in each position (2,000), all through the API; the
// browser then opens the chart and the times are printed. They are not asserted (the machine
// is noisy), only that everything was there.
//
// The structure is one event-sourced aggregate per company, and the API refuses a change made
// at the same moment as another (409 concurrent_update): it is built one request at a time.
// Employees are rows of their own, added several at a time.

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the large org chart browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const run = Date.now().toString(36);
const companyEmail = `owner@big-${run}.io`;

const DEPARTMENTS = 10;
const DIVISIONS = 5; // per department
const SUB_DIVISIONS = 5; // per division
const TITLES = ['Analyst', 'Engineer']; // positions in each sub-division
const PEOPLE = 4; // per position
const HEAD_COUNT = 5;
const UNITS = DEPARTMENTS * (1 + DIVISIONS * (1 + SUB_DIVISIONS));
const POSITIONS = DEPARTMENTS * DIVISIONS * SUB_DIVISIONS * TITLES.length;
const EMPLOYEES = POSITIONS * PEOPLE;
/** Requests in flight at once while adding the employees. */
const CONCURRENCY = 10;

const FIRST_NAMES = ['Aysel', 'Boris', 'Chen', 'Dana', 'Elnur', 'Farida', 'Gleb', 'Hana', 'Ilkin', 'Jana'];
const ROLES = ['hiring_manager', 'hr_executive', 'block_leader'] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Unique, and no name contains another's: a search for one finds one. */
const lastName = (n: number) => `Person${pad(n, 4)}`;

/** Runs `work` on every item, `concurrency` at a time; the answers in the items' order. */
async function pool<T, R>(items: T[], work: (item: T) => Promise<R>, concurrency = 1): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return answers;
}

type Unit = { id: string; name: string };

describe.skipIf(!haveBackend)("A large company's org chart in a browser, against the real backend (issue 12)", () => {
  const harness = useHarness();
  let page: Page;
  let token = '';
  /** A person to look for, and where they sit. */
  let sought = { id: '', name: '', path: [] as string[] };
  /** The company is built: the browser steps have something to show. */
  let built = false;

  beforeAll(async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
  });

  const { url } = harness;
  const shot = (name: string) => page.screenshot({ path: join(screenshots, `${name}.png`) });
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  const see = (text: string | RegExp) => page.getByText(text).first().waitFor();
  const row = (name: string) => page.locator('.org-row', { has: page.getByText(name, { exact: true }) });

  const logIn = async () => {
    const response = await fetch(url('/api/auth/jwt/create/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: companyEmail, password }),
    });
    expect(response.status).toBe(200);
    token = ((await response.json()) as { access: string }).access;
  };

  /** A call as the company, signing in again when the short-lived access token has run out. */
  const call = async <T>(method: string, path: string, body?: unknown, expected = 201): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url(path), {
        method,
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) {
        await logIn();
        continue;
      }
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBe(expected);
      return JSON.parse(text) as T;
    }
  };

  it('a fresh company signs in', async () => {
    await page.goto(url('/auth/register'));
    await page.getByText('A company', { exact: true }).click();
    await field('Company name').fill(`Big ${run}`);
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('E-mail').fill(companyEmail);
    await field('Password').fill(password);
    await field('Confirm password').fill(password);
    await acceptPrivacyTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await see('Check your e-mail');
    await page.goto(await harness.backend.latestLink(companyEmail));
    await see('E-mail verified');
    await harness.backend.activateCompany(companyEmail);

    await page.goto(url('/auth/login'));
    await field('E-mail').fill(companyEmail);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await see('Hello, Ada!');
    await logIn();
  });

  it(`builds ${UNITS} units with ${POSITIONS} positions and places ${EMPLOYEES} employees in them through the API`, { timeout: 900_000 }, async () => {
    const started = Date.now();
    const departments = await pool(
      Array.from({ length: DEPARTMENTS }, (_, d) => `Department ${pad(d + 1)}`),
      (name) => call<Unit>('POST', '/api/org/departments/', { name }),
    );
    const divisions = await pool(
      departments.flatMap((department, d) =>
        Array.from({ length: DIVISIONS }, (_, v) => ({ parent: department, name: `Division ${pad(d + 1)}.${v + 1}` })),
      ),
      async ({ parent, name }) => ({ parent, unit: await call<Unit>('POST', '/api/org/divisions/', { name, parent_id: parent.id }) }),
    );
    const subDivisions = await pool(
      divisions.flatMap(({ parent, unit }) =>
        Array.from({ length: SUB_DIVISIONS }, (_, s) => ({ path: [parent.name, unit.name], parent: unit, name: `Sub-division ${unit.name.slice('Division '.length)}.${s + 1}` })),
      ),
      async ({ path, parent, name }) => ({
        path: [...path, name],
        unit: await call<Unit>('POST', '/api/org/sub-divisions/', { name, parent_id: parent.id }),
      }),
    );
    const unitsDone = Date.now();
    const positions = await pool(
      subDivisions.flatMap(({ path, unit }) => TITLES.map((title) => ({ path, unit, title }))),
      async ({ path, unit, title }) => ({
        path: [...path, title],
        position: await call<{ id: string }>('POST', '/api/org/positions/', { unit_id: unit.id, title, head_count: HEAD_COUNT }),
      }),
    );
    const positionsDone = Date.now();
    const people = positions.flatMap(({ path, position }, p) =>
      Array.from({ length: PEOPLE }, (_, k) => {
        const n = p * PEOPLE + k + 1;
        return { n, path, position_id: position.id, first_name: FIRST_NAMES[n % FIRST_NAMES.length], last_name: lastName(n) };
      }),
    );
    const employees = await pool(people, ({ n, position_id, first_name, last_name }) =>
      call<{ id: string }>('POST', '/api/accounts/employees/', {
        email: `person${n}@big-${run}.io`,
        first_name,
        last_name,
        role: ROLES[n % ROLES.length],
        position_id,
      }),
      CONCURRENCY,
    );
    const done = Date.now();
    console.log(
      `org chart setup through the API: ${UNITS} units in ${unitsDone - started} ms and ${POSITIONS} positions in ` +
        `${positionsDone - unitsDone} ms (one at a time), ${EMPLOYEES} employees in ${done - positionsDone} ms (${CONCURRENCY} at a time)`,
    );

    // Someone deep in the middle of the tree.
    const middle = Math.floor(EMPLOYEES * 0.61);
    sought = { id: employees[middle].id, name: `${people[middle].first_name} ${people[middle].last_name}`, path: people[middle].path };

    const chartStarted = Date.now();
    const chart = await call<{ units: unknown[]; positions: unknown[]; employees: unknown[] }>('GET', '/api/org/chart/', undefined, 200);
    const chartTime = Date.now() - chartStarted;
    expect(chart.units).toHaveLength(UNITS);
    expect(chart.positions).toHaveLength(POSITIONS);
    expect(chart.employees).toHaveLength(EMPLOYEES);
    console.log(`org chart API, ${EMPLOYEES} employees in ${UNITS} units: GET /api/org/chart/ ${chartTime} ms, ${JSON.stringify(chart).length} bytes`);
    built = true;
  });

  it('renders the whole chart, expands it all, finds one person and pans smoothly', { timeout: 300_000 }, async (context) => {
    if (!built) context.skip('the company was not built');
    // First render: from navigation to the tree on screen.
    const navigated = Date.now();
    await page.goto(url('/org-chart'));
    await row('Department 01').waitFor();
    const firstRender = Date.now() - navigated;
    await see(`Units: ${UNITS} · Positions: ${POSITIONS} · Places filled: ${EMPLOYEES} of ${POSITIONS * HEAD_COUNT}`);
    // Everything starts expanded, and only the rows in view are in the page.
    await page.locator('.org-employee').first().waitFor();
    const rendered = await page.locator('.ant-tree-treenode').count();
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(200);
    await shot('org-large-01-rendered');

    // Expand all, from everything collapsed: the click until the frame after people are shown.
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect.poll(() => page.locator('.org-row').count()).toBe(DEPARTMENTS);
    const expandAll = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Expand all');
          const started = performance.now();
          button!.click();
          const check = () =>
            document.querySelector('.org-employee') ? requestAnimationFrame(() => done(performance.now() - started)) : requestAnimationFrame(check);
          requestAnimationFrame(check);
        }),
    );
    await row('Division 01.1').waitFor();

    // A search that narrows the tree to one person.
    const search = await page.evaluate(
      (query) =>
        new Promise<number>((done) => {
          const input = document.querySelector<HTMLInputElement>('input[aria-label="Search units, positions and people"]')!;
          const started = performance.now();
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const check = () =>
            document.querySelectorAll('.org-employee').length === 1 && document.querySelectorAll('.org-row').length === 5
              ? requestAnimationFrame(() => done(performance.now() - started))
              : requestAnimationFrame(check);
          requestAnimationFrame(check);
        }),
      sought.name.split(' ')[1],
    );
    expect(await page.locator('.org-employee').allTextContents()).toEqual([sought.name]);
    for (const name of sought.path) await row(name).waitFor();
    await shot('org-large-02-search');
    await page.getByLabel('Search units, positions and people').fill('');
    await row('Division 01.1').waitFor();

    // Panning: the tree scrolled through from top to bottom and back, a step per frame; the
    // longest frame, and every unit and person seen on the way.
    const pan = await page.evaluate(
      () =>
        new Promise<{ frames: number[]; people: number; units: number; height: number }>((done) => {
          const holder = document.querySelector<HTMLElement>('.ant-tree-list-holder')!;
          const step = Math.max(100, Math.floor(holder.clientHeight / 2));
          const people = new Set<string>();
          const units = new Set<string>();
          const frames: number[] = [];
          let direction = 1;
          let still = 0;
          let last = 0;
          const collect = () => {
            document.querySelectorAll<HTMLElement>('.org-employee').forEach((link) => people.add(link.dataset.employeeId ?? ''));
            document.querySelectorAll('.org-row strong').forEach((name) => units.add(name.textContent ?? ''));
          };
          const tick = (now: number) => {
            frames.push(now - last);
            last = now;
            collect();
            const before = holder.scrollTop;
            holder.scrollTop = before + direction * step;
            if (holder.scrollTop === before) still += 1;
            else still = 0;
            if (still < 3) return requestAnimationFrame(tick);
            if (direction === 1) {
              direction = -1;
              still = 0;
              return requestAnimationFrame(tick);
            }
            done({ frames, people: people.size, units: units.size, height: holder.scrollHeight });
          };
          requestAnimationFrame((now) => {
            last = now;
            holder.scrollTop = 0;
            requestAnimationFrame(tick);
          });
        }),
    );
    expect(pan.people).toBe(EMPLOYEES);
    expect(pan.units).toBe(UNITS);
    const longest = Math.max(...pan.frames);
    const average = pan.frames.reduce((sum, frame) => sum + frame, 0) / pan.frames.length;
    const slow = pan.frames.filter((frame) => frame > 50).length;
    const p95 = [...pan.frames].sort((a, b) => a - b)[Math.floor(pan.frames.length * 0.95)];
    await shot('org-large-03-panned');

    console.log(
      `org chart, ${EMPLOYEES} employees in ${UNITS} units: first render ${firstRender} ms, expand all ${Math.round(expandAll)} ms, ` +
        `search ${Math.round(search)} ms, longest frame while panning ${Math.round(longest)} ms ` +
        `(${pan.frames.length} frames over ${pan.height} px: average ${average.toFixed(1)} ms, 95th percentile ${p95.toFixed(1)} ms, ${slow} over 50 ms)`,
    );
  });

  it("shows a unit's details on a click, and a click on a person opens the employees screen on them", { timeout: 180_000 }, async (context) => {
    if (!built) context.skip('the company was not built');
    // Collapsed, every department is in view.
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await row('Department 03').getByText('Department 03', { exact: true }).click();
    const details = page.getByTestId('org-unit-details');
    await details.waitFor();
    const perDepartment = EMPLOYEES / DEPARTMENTS;
    await details.getByText(`${perDepartment} of ${(POSITIONS / DEPARTMENTS) * HEAD_COUNT} budgeted places filled`).waitFor();
    expect(await details.locator('tr', { hasText: 'Employees' }).textContent()).toBe(`Employees${perDepartment}`);
    expect(await details.locator('tr', { hasText: 'Sub-units' }).textContent()).toBe(`Sub-units${DIVISIONS * (1 + SUB_DIVISIONS)}`);
    await shot('org-large-04-details');

    await page.getByLabel('Search units, positions and people').fill(sought.name);
    const opened = Date.now();
    await page.getByRole('link', { name: sought.name, exact: true }).first().click();
    await page.waitForURL(url(`/employees?employee=${sought.id}`));
    const focused = page.locator('tr.employee-focused');
    await focused.waitFor();
    await focused.getByText(sought.name).waitFor();
    const openEmployee = Date.now() - opened;
    expect(await page.locator('tr.employee-focused').count()).toBe(1);
    await expect.poll(() => focused.isVisible()).toBe(true);
    await shot('org-large-05-employee');
    console.log(`employees screen, ${EMPLOYEES} employees: opened on one from the org chart in ${openEmployee} ms`);
  });
});
