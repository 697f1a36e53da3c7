import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // a real Selenium Grid (Java) is opt-in: npm run test:grid (.ci/run runs it)
    exclude: ['test/grid/**', 'node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // two cores: browser-heavy files would only fight each other
    maxWorkers: 2,
  },
});
