// Gzip size of the JS a first visit downloads before any lazy route: the entry chunk and,
// recursively, its static imports, as Vite's manifest lists them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 250 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(2);
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
entries.forEach(visit);

let total = 0;
const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzip;
    return { file, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);
console.log(`Initial JS: ${kb(total)} gzip (limit ${kb(LIMIT_BYTES)})`);
if (total > LIMIT_BYTES) {
  console.error('Initial JS is over the limit.');
  process.exit(1);
}
