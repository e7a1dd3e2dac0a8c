import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:8080';
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Writes a brotli and a gzip copy beside every text file of the build, which `hire serve` sends
 * to browsers that accept them (api/src/startup/web.rs): compressed once at build time, at the
 * highest levels, instead of on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hire-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      // Each file on libuv's thread pool: brotli's highest level takes seconds for the whole build.
      await Promise.all(
        walk(outDir)
          .filter((name) => /\.(js|css|html|svg|json)$/.test(name))
          .map(async (file) => {
            const content = await readFile(file);
            await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // scripts/size.mjs reads the manifest to measure the initial JS.
    manifest: true,
    // The entry chunk is react, antd's core and the router; scripts/size.mjs is the real budget.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend, ws: true, changeOrigin: true },
    },
  },
});
