// Builds the playground (playground/ -> playground/dist, one esbuild bundle) and, with --serve,
// serves it as static files on 127.0.0.1 (`npm run playground`; PORT to choose the port).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const out = 'playground/dist';
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: ['playground/main.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outfile: join(out, 'main.js'),
  tsconfig: 'tsconfig.json',
  metafile: true,
  logLevel: 'warning',
});
for (const f of ['index.html', 'style.css']) copyFileSync(join('playground', f), join(out, f));
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`playground built in ${out} (main.js ${(bytes / 1024).toFixed(0)} KB)`);

if (process.argv.includes('--serve')) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const port = Number(process.env.PORT ?? 5173);
  createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(out, path === '/' ? 'index.html' : path);
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end('not found');
    }
  }).listen(port, '127.0.0.1', () => console.log(`playground on http://127.0.0.1:${port}/`));
}
