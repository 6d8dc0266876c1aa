// The soak run (`npm run test:soak`): the long many-seed conformance runs of every game, kept out
// of `npm test` (test/soak/*.soak.ts); `.ci/run` runs both. Same aliases as vitest.config.ts.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['test/soak/**/*.soak.ts'],
    testTimeout: 1_200_000,
    hookTimeout: 120_000,
  },
});
