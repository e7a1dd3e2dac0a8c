import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces, screenNamespaces } from '@/lib/i18n';

// Unit tests load every namespace up front, so a screen that reads a namespace its route does
// not bring (`withTexts`) would pass them and show raw keys to a user who opens it first. This
// reads the sources instead: what each screen's code names against what its route loads.

const src = resolve(process.cwd(), 'src');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return null;
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : resolve(dirname(from), specifier);
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find(existsSync);
  return file ?? null;
}

/**
 * The source files `file` runs: its imports and, with `lazy`, the modules it loads lazily
 * (a screen's lazy parts find only the texts the screen brought).
 */
function codeOf(file: string, lazy: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms),
    ...(lazy ? text.matchAll(/\bimport\('([^']+)'\)/g) : []),
  ].map((match) => match[1]);
  for (const specifier of specifiers) {
    const imported = resolveImport(file, specifier);
    if (imported) codeOf(imported, lazy, seen);
  }
  return seen;
}

function namespacesNamedIn(files: Set<string>): Set<string> {
  const text = [...files].map((file) => readFileSync(file, 'utf8')).join('\n');
  return new Set(namespaces.filter((namespace) => new RegExp(`[\`'"]${namespace}\\.`).test(text)));
}

const router = join(src, 'app', 'router.tsx');
// `const Name = lazy(() => import('module'))`, or `lazy(() => withTexts(import('module'), 'a', 'b'))`.
const screens = [...readFileSync(router, 'utf8').matchAll(/const (\w+) = lazy\(\(\) =>\s*(?:withTexts\()?import\('([^']+)'\)((?:,\s*'\w+')*)/g)].map(
  ([, name, module, listed]) => ({ name, file: resolveImport(router, module)!, listed: [...listed.matchAll(/'(\w+)'/g)].map((match) => match[1]) }),
);
const firstLoad = namespaces.filter((namespace) => !screenNamespaces.includes(namespace));

describe('the texts of each screen', () => {
  it('are found in the router', () => {
    expect(screens.length).toBeGreaterThan(40);
  });

  it('of the first load are all the entry reads', () => {
    const entry = codeOf(join(src, 'main.tsx'), false);
    expect([...namespacesNamedIn(entry)].filter((namespace) => !firstLoad.includes(namespace))).toEqual([]);
  });

  for (const { name, file, listed } of screens) {
    it(`come with ${name}: every namespace it reads, and none it does not`, () => {
      const read = [...namespacesNamedIn(codeOf(file, true))].filter((namespace) => !firstLoad.includes(namespace));
      expect([...listed].sort()).toEqual(read.sort());
    });
  }
});
