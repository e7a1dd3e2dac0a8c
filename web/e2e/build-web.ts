import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { hireBin } from './backend';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the web app's production build the backends serve; '' when nothing runs. */
    webDist: string;
  }
}

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Vitest's global setup for the browser tests: builds the current sources once per test run,
 * before any test file starts, however many files need the app. The build goes to a folder of
 * this run's own, so neither web/dist (which `npm run build`, `npm run size` and a developer's
 * `hire serve` use) nor another run building at the same time can disturb it.
 */
export default async function buildWebApp(project: TestProject): Promise<(() => void) | undefined> {
  if (!existsSync(hireBin)) {
    // Every browser test skips itself without a backend: nothing to serve.
    project.provide('webDist', '');
    return undefined;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'hire-e2e-web-'));
  // Vitest sets NODE_ENV=test, which would give a development bundle; users get the production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webDir, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
