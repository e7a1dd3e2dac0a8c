import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dist = process.argv[2]; const mods = process.argv.slice(3);
const manifest = JSON.parse(readFileSync(dist + '/.vite/manifest.json', 'utf8'));
function closure(keys, seen = new Set()) { for (const k of keys) { if (seen.has(k)) continue; seen.add(k); closure(manifest[k].imports ?? [], seen); } return seen; }
const initial = closure(Object.keys(manifest).filter((k) => manifest[k].isEntry));
const c = closure(mods, new Set(initial));
for (const k of c) if (!initial.has(k) && manifest[k].file.endsWith('.js')) console.log(gzipSync(readFileSync(dist + '/' + manifest[k].file), {level:9}).length/1024|0, manifest[k].file, k);
