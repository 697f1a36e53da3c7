import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the CLI end to end (whole features compiled and replayed, each in a project of its
// own, `test/e2e/`) and the packed tarball installed into a temp project (`test/package/`). About half an
// hour on two cores, so out of `npm test` (near ten minutes); `.ci/run` runs both.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts', 'test/package/**/*.test.ts'],
    // a busy CI machine may take several times as long as an idle one: these only stop what hangs, and
    // the tests themselves wait on conditions (the CLI helper's own limit is 400 s, test/support/cli.ts)
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // two cores: browser-heavy files would only fight each other
    maxWorkers: 2,
  },
});
