import { defineConfig } from 'tsup';

/**
 * One entry per public path. Shared code goes to common chunks (`splitting`), so an error
 * class imported from `reglas` and from `reglas/core` is one class and `instanceof` holds.
 */
export const entries: Record<string, string> = {
  index: 'src/index.ts',
  'core/index': 'src/core/index.ts',
  'schema/index': 'src/schema/index.ts',
  'hex/index': 'src/hex/index.ts',
  'testkit/index': 'src/testkit/index.ts',
  'taifa/index': 'src/games/taifa/index.ts',
  'mar-y-acero/index': 'src/games/mar-y-acero/index.ts',
  'la-legion/index': 'src/games/la-legion/index.ts',
  'al-filo/index': 'src/games/al-filo/index.ts',
  'render/index': 'src/render/index.ts',
  // The `reglas` command (package.json `bin`): dist/cli/main.js, with its shebang.
  'cli/main': 'src/cli/main.ts',
  'bots/index': 'src/bots/index.ts',
  'rl/index': 'src/rl/index.ts',
  'boardgame.io/index': 'src/boardgame.io/index.ts',
  'cli/simulate-worker': 'src/cli/simulate-worker.ts',
};

export default defineConfig({
  entry: entries,
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  sourcemap: false,
  clean: true,
  treeshake: true,
  target: 'node20',
  outDir: 'dist',
});
