// Gzip size of the JS a first visit downloads, from Vite's manifest: the entry chunk with its
// static imports, which every page waits for, and for two pages people open first the lazy
// chunks their route adds. A budget that only counted the entry could be met by moving code into
// route chunks that every first visit still waits for.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// Measured after issue 39, item 10 (183.4, 259.4 and 366.7 KB), with a few KB of room. Below
// these, react-dom (63 KB), react-router (14 KB), i18next and react-query (31 KB) and antd's
// theme and ConfigProvider (33 KB) are most of what is left: docs/decisions.md, issue 39.
const INITIAL_LIMIT = 190 * KB;
// Each page's route modules as the manifest names them (the router loads them with React.lazy),
// with the English texts their route brings (`withTexts` in src/app/router.tsx).
const pages = [
  { name: '/auth/login', limit: 265 * KB, modules: ['src/features/auth/routes/login.tsx', 'src/locales/en/auth.json'] },
  {
    // A signed-in page: the shell loads with it.
    name: '/jobs',
    limit: 375 * KB,
    modules: [
      'src/components/layout/app-layout.tsx',
      'src/features/jobs/routes/find-jobs.tsx',
      'src/locales/en/jobs.json',
      'src/locales/en/lists.json',
    ],
  },
];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(2);
}

/** The manifest keys `keys` load before running: themselves and their static imports, recursively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) {
      console.error(`${key} is not in the manifest: was the module renamed? Update scripts/size.mjs.`);
      process.exit(2);
    }
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipOf = new Map();
function gzip(key) {
  const file = manifest[key].file;
  if (!gzipOf.has(file)) gzipOf.set(file, file.endsWith('.js') ? gzipSync(readFileSync(join(dist, file)), { level: 9 }).length : 0);
  return gzipOf.get(file);
}
const total = (keys) => [...keys].reduce((sum, key) => sum + gzip(key), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const initial = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const rows = [...initial].map((key) => ({ file: manifest[key].file, gzip: gzip(key) })).filter((row) => row.gzip > 0);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);

const figures = [
  { label: 'Initial JS', bytes: total(initial), limit: INITIAL_LIMIT },
  ...pages.map(({ name, limit, modules }) => ({ label: name, bytes: total(closure(modules, new Set(initial))), limit })),
];
let over = false;
for (const { label, bytes, limit } of figures) {
  console.log(`${label}: ${kb(bytes)} gzip (limit ${kb(limit)})`);
  if (bytes > limit) {
    console.error(`${label} is over its limit.`);
    over = true;
  }
}
if (over) process.exit(1);
