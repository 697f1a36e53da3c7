import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // two cores: browser-heavy files would only fight each other
    maxWorkers: 2,
  },
});
