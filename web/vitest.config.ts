import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      // The machine is shared with Rust builds; a component test's first render of antd can
      // take several seconds there. Generous limits, so load never reads as a failure.
      testTimeout: 30_000,
    },
  }),
);
