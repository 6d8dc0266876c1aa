import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string): string => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^reglas\/core$/, replacement: src('core/index.ts') },
      { find: /^reglas\/schema$/, replacement: src('schema/index.ts') },
      { find: /^reglas\/hex$/, replacement: src('hex/index.ts') },
      { find: /^reglas\/testkit$/, replacement: src('testkit/index.ts') },
      { find: /^reglas\/taifa$/, replacement: src('games/taifa/index.ts') },
      { find: /^reglas\/mar-y-acero$/, replacement: src('games/mar-y-acero/index.ts') },
      { find: /^reglas\/la-legion$/, replacement: src('games/la-legion/index.ts') },
      { find: /^reglas\/al-filo$/, replacement: src('games/al-filo/index.ts') },
      { find: /^reglas\/render$/, replacement: src('render/index.ts') },
      { find: /^reglas\/bots$/, replacement: src('bots/index.ts') },
      { find: /^reglas\/boardgame\.io$/, replacement: src('boardgame.io/index.ts') },
      { find: /^reglas$/, replacement: src('index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
