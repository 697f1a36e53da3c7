import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // a real Selenium Grid (Java) is opt-in: npm run test:grid; the CLI end to end and the packed tarball
    // take half an hour: npm run test:e2e (.ci/run runs both)
    exclude: ['test/grid/**', 'test/e2e/**', 'test/package/**', 'node_modules/**'],
    // limits that stop only what hangs: a busy CI machine takes several times as long as an idle one
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // two cores: browser-heavy files would only fight each other
    maxWorkers: 2,
  },
});
