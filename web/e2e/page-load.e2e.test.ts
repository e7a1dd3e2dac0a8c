import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireBin } from './backend';
import { buildWebApp, webDir } from './browser';

const haveBackend = existsSync(hireBin);
if (!haveBackend) {
  console.warn(`\nSKIPPING the page-load bench test: no backend binary at ${hireBin}.\n`);
}

// bench/page-load.mjs at a size of seconds, so it cannot break unseen (its figures come from a
// release build: docs/decisions.md, "First load").
describe.skipIf(!haveBackend)('The page-load bench', () => {
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'hire-e2e-web-'));
    await buildWebApp(distDir);
  });

  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('prints a cold and a warm time for each of its five screens next to its baseline', () => {
    const run = spawnSync('node', ['bench/page-load.mjs', '--rounds', '1', '--hire', hireBin, '--web', distDir], {
      cwd: webDir,
      encoding: 'utf8',
      timeout: 240_000,
    });

    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const figure = String.raw`\s+\d+\.\d ms`;
    expect(run.stdout).toMatch(new RegExp(String.raw`baseline .*: cold${figure}  warm${figure}`));
    for (const screen of ['/auth/login', '/', '/jobs', '/all-applicants', '/applicant/{id}']) {
      const escaped = screen.replace(/[/{}]/g, (character) => `\\${character}`);
      expect(run.stdout).toMatch(new RegExp(String.raw`^${escaped}\s+\d+\.\d ms${figure}\s+\d+\.\d×\s+\d+\.\d KB\s+\d+\.\d KB$`, 'm'));
    }
  });
});
