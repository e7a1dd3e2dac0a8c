import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accessRules, type Principal } from '../src/config/access';
import { hireBin } from './backend';
import { password, privacyTermsVersion, useHarness, type Owner } from './harness';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the accessibility browser test: no backend binary at ${hireBin}.\n` +
    'Build it (cargo build -p api) or point HIRE_BIN at it.\n');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA as axe-core tags it: the rules of levels A and AA of 2.0, 2.1 and 2.2. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const languages = ['en', 'az', 'ru'] as const;
type Language = (typeof languages)[number];

const run = Date.now().toString(36);
const owner: Owner = { name: `Nizami ${run}`, email: `owner@a11y-${run}.io`, first: 'Nigar' };
const seeker = { first: 'Rashad', last: 'Aliyev', email: `seeker@a11y-${run}.io` };
const jobTitle = `Accountant ${run}`;
/** One employee of the company in each role, with the company-wide access a new employee has. */
const employees = {
  'an HR Executive': { role: 'hr_executive', first_name: 'Leyla', last_name: 'Hasanova', email: `hr@a11y-${run}.io` },
  'a Hiring Manager': { role: 'hiring_manager', first_name: 'Elvin', last_name: 'Guliyev', email: `manager@a11y-${run}.io` },
  'a Block Leader': { role: 'block_leader', first_name: 'Aysel', last_name: 'Karimova', email: `leader@a11y-${run}.io` },
} as const;

/**
 * Left out, and only where it occurs: antd puts the "more tabs" button of a tab bar too long for
 * its width inside the tablist (aria-required-children: a tablist holds tabs only). That is
 * antd's own structure (rc-tabs' OperationNode) and no prop moves the button out; My
 * applications' eleven status tabs overflow at 1366 px.
 */
const antdTabsMoreButton = (rule: string, target: string, summary = '') =>
  rule === 'aria-required-children' && target.endsWith('.ant-tabs-nav') && /children which are not allowed: button\[aria-controls\]$/.test(summary.trim());

/**
 * English words a screen reader must not announce on an Azerbaijani or Russian screen: the names
 * antd's icons give themselves, and the labels antd falls back to in English (a Segmented
 * without a name of its own is a "segmented control").
 */
const englishUiWords = ['segmented control', 'calendar', 'plus', 'edit', 'delete', 'left', 'right', 'star', 'eye', 'eye-invisible', 'gift', 'stop', 'search', 'close', 'down', 'more', 'user', 'Clear'];
const englishUiWord = new RegExp(`(?<![\\w-])(?:${englishUiWords.join('|')})(?![\\w-])`, 'i');

// Every screen each kind of visitor may open, in every language, checked with axe-core against
// WCAG 2.2 AA: a violation fails with its rule, element and route. The job, its application and
// the applicant's page exist so that the tables, rating and pipeline are not empty.
describe.skipIf(!haveBackend)('WCAG 2.2 AA on the main screens, against the real backend', () => {
  const harness = useHarness();
  const { url, call, companyThroughApi, seekerThroughApi } = harness;
  let jobId = '';
  let applicationId = '';

  /**
   * The screens each visitor opens at 320 px and at 200 % zoom: their main screens, where the
   * layout differs. `:job`, `:application` and the others are filled once they exist.
   */
  const screens = {
    // Jobs and a job's page need signing in (spec section 2): signed out, they are the login screen.
    'signed out': ['/auth/login', '/auth/register', '/auth/resetpassword', '/privacy'],
    'the company owner': [
      '/', '/my-jobs', '/my-job/:job', '/all-applicants', '/applicant/:application', '/my-schedule', '/job-offers', '/employees', '/org-chart', '/settings',
      '/post-job', '/reports', '/cb-benchmark', '/workforce-planning', '/competency-model', '/cv-database', '/requested-staff', '/market', '/messages',
      '/webhooks', '/documents', '/ai-teachers', '/browse-companies',
      // The editors and pages one opens from those lists: a message thread, a teacher, a new
      // document, the applicant's profile.
      '/messages/:other', '/ai-teacher/:teacher', '/documents/create', '/documents/edit/:document', '/job-template/:position',
      '/jobseeker/profile/:seeker',
    ],
    'a job seeker': [
      '/', '/jobs', '/job/:job', '/my-applications', '/profile', '/settings', '/browse-companies', '/market', '/messages', '/messages/:other',
    ],
    // The screens each role may open (spec sections 2 and 6) where it sees something the owner
    // does not: its own menu and dashboard, the all-jobs list, and the job, applicant and
    // wizard screens with the buttons its role keeps or loses.
    'an HR Executive': ['/', '/all-jobs', '/my-job/:job', '/job/edit/:job', '/my-schedule', '/requested-staff'],
    'a Hiring Manager': ['/', '/all-jobs', '/applicant/:application', '/job-offers', '/post-job', '/competency-model'],
    'a Block Leader': ['/', '/all-jobs', '/my-job/:job', '/post-job', '/reports'],
  } as const;
  type Visitor = keyof typeof screens;
  const emails: Record<Visitor, string | null> = {
    'signed out': null, 'the company owner': owner.email, 'a job seeker': seeker.email,
    ...Object.fromEntries(Object.entries(employees).map(([who, employee]) => [who, employee.email])) as Record<keyof typeof employees, string>,
  };

  /** Who each signed-in visitor is, in the terms of the routes' access table. */
  const principals: Record<Exclude<Visitor, 'signed out'>, readonly Principal[]> = {
    'the company owner': ['company'],
    'a job seeker': ['jobseeker'],
    'an HR Executive': ['employee', 'hr_executive'],
    'a Hiring Manager': ['employee', 'hiring_manager'],
    'a Block Leader': ['employee', 'block_leader'],
  };
  /** The record each route's `:id` names here. */
  const records: Record<string, string> = {
    '/message/:id': ':other', '/messages/:id': ':other', '/jobseeker/profile/:id': ':seeker', '/job/:id': ':job', '/job/edit/:id': ':job',
    '/my-job/:id': ':job', '/company/:id': ':company', '/applicant/:id': ':application', '/job-template/:id': ':position',
    '/documents/edit/:id': ':document', '/ai-teacher/:id': ':teacher',
  };
  /**
   * Every route the visitor may open, from the same access table the app's guards read (the
   * company has both modules on): the screens axe checks. Signed out, the public screens that
   * need no e-mailed link.
   */
  const everyRoute = (who: Visitor): readonly string[] => who === 'signed out' ? screens[who] : accessRules
    .filter((rule) => !rule.public && (!rule.who || rule.who.some((principal) => principals[who].includes(principal))))
    .map((rule) => rule.path.replace(/:id$/, records[rule.path] ?? ':id'));

  let teacherId = '';
  let documentId = '';
  let positionId = '';
  let companyId = '';
  const users = { owner: '', seeker: '' };
  /** `path` with its record filled in; the other side of a conversation is the seeker's, or the owner for the seeker. */
  const route = (path: string, who: Visitor) =>
    path.replace(':job', jobId).replace(':application', applicationId).replace(':teacher', teacherId).replace(':document', documentId).replace(':position', positionId)
      .replace(':company', companyId).replace(':seeker', users.seeker).replace(':other', who === 'a job seeker' ? users.owner : users.seeker);

  /**
   * One page per visitor, signed in once (through the login screen) and kept for every language:
   * the language is the one the app reads at its next load.
   */
  const pages = new Map<Visitor, Page>();
  afterAll(() => Promise.all([...pages.values()].map((page) => page.context().close())));

  async function visitor(who: Visitor, language: Language): Promise<Page> {
    let page = pages.get(who);
    if (!page) {
      page = await (await harness.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' })).newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(url('/auth/login'));
      const email = emails[who];
      if (email) {
        await page.locator('input[type="email"], input#email').first().fill(email);
        await page.locator('input[type="password"]').fill(password);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL((address) => !address.pathname.startsWith('/auth/'));
      }
      pages.set(who, page);
    }
    await page.evaluate((chosen) => window.localStorage.setItem('hire.language', chosen), language);
    return page;
  }

  /**
   * English reads every screen; Azerbaijani and Russian share them out, every other one each, so
   * that each screen is read in one of them too, and the run stays short.
   */
  const screensIn = (language: Language, paths: readonly string[]) =>
    language === 'en' ? paths : paths.filter((_, index) => index % 2 === languages.indexOf(language) - 1);

  /** Opens `path` and waits until it has loaded: no request, spinner, skeleton or animation left. */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    // A route the visitor may not open sends them to /404 (or to log in), which would pass for the screen.
    const landed = new URL(page.url()).pathname;
    expect(landed === '/404' || (landed === '/auth/login' && path !== '/auth/login'), `${path} sent the visitor to ${landed}`).toBe(false);
    await page.waitForFunction(() => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length === 0);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  }

  /** axe-core's violations on the open page, one line each: rule, element and route. */
  async function violations(page: Page, where: string): Promise<string[]> {
    // Evaluated through the DevTools protocol: the app's Content-Security-Policy allows no inline script.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const results = await page.evaluate(
      (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
      wcagTags,
    );
    return results.violations.flatMap((violation) =>
      violation.nodes.filter((node) => !antdTabsMoreButton(violation.id, node.target.join(' '), node.failureSummary)).map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`));
  }

  it('a company with a published job and an employee in each role, and a job seeker with a CV who applied to it', async () => {
    const company = await companyThroughApi(owner);
    // Documents and AI teachers are the lms module's: without it they are the 404 page.
    await harness.backend.setModule(owner.email, 'lms', true);
    jobId = (await call<{ id: string }>('POST', '/api/jobs/job/', {
      title: jobTitle, employment_type: 'full_time', description: 'Keep the books of a small company, monthly and yearly.', publish: true,
    }, 201, company)).id;

    const token = await seekerThroughApi({ first_name: seeker.first, last_name: seeker.last, email: seeker.email });
    applicationId = (await call<{ id: string }>('POST', `/api/jobs/job/${jobId}/apply/`, { cover_letter: null, privacy_terms_version: privacyTermsVersion }, 201, token)).id;
    teacherId = (await call<{ id: string }>('POST', '/api/learning/ai-teacher/', { name: 'Onboarding', topic: 'The first week' }, 201, company)).id;
    users.owner = (await call<{ id: string }>('GET', '/api/auth/users/me/', undefined, 200, company)).id;
    companyId = (await call<{ id: string }>('GET', '/api/accounts/company/', undefined, 200, company)).id;
    users.seeker = (await call<{ id: string }>('GET', '/api/auth/users/me/', undefined, 200, token)).id;
    const document = new FormData();
    document.append('file', new Blob(['Holiday requests go to the line manager two weeks ahead.'], { type: 'text/plain' }), 'leave.txt');
    document.append('title', 'Leave policy');
    documentId = (await call<{ id: string }>('POST', '/api/learning/documents/', document, 201, company)).id;
    const department = await call<{ id: string }>('POST', '/api/org/departments/', { name: 'Finance' }, 201, company);
    positionId = (await call<{ id: string }>('POST', '/api/org/positions/', { unit_id: department.id, title: 'Accountant' }, 201, company)).id;
    // A thread with something in it, for both sides.
    await call('POST', '/api/chat/message/', { receiver_id: users.seeker, message: 'Could you start in March?' }, 201, company);

    // Each employee added by the company sets a password from the invitation e-mail's link.
    for (const employee of Object.values(employees)) {
      await call('POST', '/api/accounts/employees/', employee, 201, company);
      const invite = new URL(await harness.backend.latestLink(employee.email));
      await call('POST', '/api/auth/users/reset_password_confirm/', {
        uid: invite.searchParams.get('uid'), token: invite.searchParams.get('token'), new_password: password,
      }, 204);
    }
  });

  /** The names of controls and images on the open page that are English UI words. */
  async function englishNames(page: Page, where: string): Promise<string[]> {
    const tree = await page.locator('body').ariaSnapshot();
    // Each line of the snapshot is `- role "name"`: the name is what a screen reader announces.
    return [...tree.matchAll(/- (\w+) "((?:[^"\\]|\\.)*)"/g)]
      .filter(([, , name]) => englishUiWord.test(name))
      .map(([, role, name]) => `${where}: ${role} "${name}"`);
  }

  /**
   * What sticks out past the right edge of the open page, the outermost such elements (at most
   * three) named by tag, class and text: out there, it either makes the page scroll sideways or
   * is cut off by a box that hides its overflow, out of reach. Tables and the board may scroll
   * inside their own box (WCAG 1.4.10 allows it for content that needs two dimensions), and a tab
   * bar too long for its width offers the tabs it hides in its "more" menu.
   */
  async function outOfReach(page: Page, where: string): Promise<string[]> {
    const outside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const reachable = (element: Element) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX) || box.classList.contains('ant-tabs-nav-wrap')) return true;
        }
        return false;
      };
      const out = Array.from(document.body.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > width + 1);
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const outermost = out.filter((element) => !reachable(element) && !out.includes(element.parentElement as Element));
      return { scrolled: document.documentElement.scrollWidth - width, elements: outermost.slice(0, 3).map(name) };
    });
    if (outside.scrolled <= 0 && outside.elements.length === 0) return [];
    return [`${where}: ${outside.scrolled > 0 ? `scrolls ${outside.scrolled}px` : 'cut off'}: ${outside.elements.join('; ')}`];
  }

  for (const [width, height, zoom] of [[320, 640, '320 px wide'], [683, 450, '200 % zoom']] as const) {
    it(`at ${zoom}, no main screen of any visitor scrolls sideways or cuts anything off`, async () => {
      const found: string[] = [];
      for (const [who, paths] of Object.entries(screens) as [Visitor, readonly string[]][]) {
        const page = await visitor(who, 'en');
        await page.setViewportSize({ width, height });
        for (const path of paths) {
          await open(page, route(path, who));
          found.push(...(await outOfReach(page, `${who} ${path}`)));
        }
        await page.setViewportSize({ width: 1366, height: 900 });
      }
      expect(found).toEqual([]);
    });
  }

  for (const language of languages) {
    for (const who of Object.keys(screens) as Visitor[]) {
      it(`in ${language}, every screen ${who} may open has no WCAG 2.2 AA violation${language === 'en' ? '' : ' and names nothing in English'}`, async () => {
        const page = await visitor(who, language);
        const found: string[] = [];
        const english: string[] = [];
        for (const path of screensIn(language, everyRoute(who))) {
          await open(page, route(path, who));
          const where = `${language} ${who} ${path}`;
          found.push(...(await violations(page, where)));
          if (language !== 'en') english.push(...(await englishNames(page, where)));
        }
        expect({ found, english }).toEqual({ found: [], english: [] });
      });
    }
  }
});
