// The playground's end-to-end tests in headless Chromium (`npm run test:browser`, run by .ci/run):
// apart from `npm test`, which needs no browser.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['playground/e2e/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
