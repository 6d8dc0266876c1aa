// Runs a TypeScript entry (the bench) as one optimised bundle on plain node: tsx's loader
// hooks slow hot loops several times over, which would measure the loader, not the engine.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/bundle-run.mjs <entry.ts> [args…]');
  process.exit(2);
}
mkdirSync('.tmp', { recursive: true });
const outfile = resolve('.tmp', `${basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
