#!/usr/bin/env node
// The `reglas` command (package.json `bin`). In the published package it runs the build
// (dist/cli/main.js). In a clone, where the TypeScript source sits beside this file and tsx is
// installed, it runs the source through tsx, so `npm install && npx reglas --help` works with no
// build step and never runs a stale build.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
let tsx = null;
if (existsSync(source)) {
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    // No tsx (an install without dev dependencies): fall back to the build.
  }
}
if (tsx !== null) {
  tsx.register();
  await import(source.href);
} else {
  await import(new URL('../dist/cli/main.js', import.meta.url).href);
}
