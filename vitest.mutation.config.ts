// The vitest configuration of a mutation run (`npm run test:mutation -- FILE`, scripts/mutation.mjs):
// the tests of the mutated file's own game only (MUTATION_TESTS, a folder such as test/la-legion),
// with the aliases of vitest.config.ts. The files that play whole random games (conformance, the
// golden playthrough, and Taifa's and Mar y Acero's runs of many seeded or random games for the
// contract's views, explanations, invariants and round trips) are left out: each costs seconds a
// mutant, and a rule a mutant breaks is a rule test's job to catch. A score without them is a lower
// bound.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const folder = process.env.MUTATION_TESTS ?? 'test';

/** Test files of whole random games, by game folder. */
const WHOLE_GAMES = [
  '**/conformance*.test.ts',
  '**/golden.test.ts',
  'test/taifa/{explanations,hidden-deal,hidden-view,properties}.test.ts',
  'test/mar-y-acero/{explanations,hidden-determinize,hidden-view-events,invariants,position,solitaire-game}.test.ts',
];

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: [`${folder}/**/*.test.ts`],
    exclude: [...WHOLE_GAMES, '**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
