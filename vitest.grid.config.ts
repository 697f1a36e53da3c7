import { defineConfig } from 'vitest/config';

// `npm run test:grid`: the tests that start a real Selenium Grid (Java), kept out of `npm test`.
export default defineConfig({
  test: {
    include: ['test/grid/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
