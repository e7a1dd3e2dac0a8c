import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // A page read again on a loaded machine takes seconds to settle; poll's default is 1 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
