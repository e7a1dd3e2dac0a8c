import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [file] = process.argv.slice(2);
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bytes = new Map();
map.eachMapping((m) => {}, null);
// attribute each char by nearest preceding mapping
const mappings = [];
map.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  let src = (m.source || '?').replace(/.*node_modules\//, 'nm/');
  const parts = src.split('/');
  const key = src.startsWith('nm/') ? parts.slice(0, parts[1].startsWith('@') ? 3 : 2).join('/') + (process.env.DEEP ? '/' + parts.slice(parts[1].startsWith('@') ? 3 : 2, -0 || undefined).join('/') : '') : src.replace(/.*\/src\//, 'src/');
  bytes.set(key, (bytes.get(key) || 0) + len);
}
const rows = [...bytes].sort((a, b) => b[1] - a[1]);
let total = 0; for (const [, b] of rows) total += b;
console.log('total raw', total);
for (const [k, b] of rows.slice(0, +(process.env.N || 40))) console.log((b / 1024).toFixed(1).padStart(8), k);
