// The vitest configuration of a mutation run (`npm run test:mutation -- FILE`, scripts/mutation.mjs):
// the tests of the mutated file's own game only (MUTATION_TESTS, a folder such as test/la-legion),
// with the aliases of vitest.config.ts. The whole-game runs (conformance, the golden playthrough)
// are left out: they take seconds a mutant and catch nothing a rule test should not.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const folder = process.env.MUTATION_TESTS ?? 'test';

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: [`${folder}/**/*.test.ts`],
    exclude: ['**/conformance*.test.ts', '**/golden.test.ts', '**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
