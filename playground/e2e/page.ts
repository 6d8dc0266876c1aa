// The playground served from playground/dist (built by `npm run test:browser`) to Debian's
// chromium through playwright-core: no browser download.
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface Served {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function serve(): Promise<Served> {
  const root = 'playground/dist';
  const server: Server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return {
    url: `http://127.0.0.1:${port}/`,
    browser,
    close: async () => {
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A new page at the playground with `query` (game, mode, seed), errors from the page failing the test. */
export async function open(s: Served, query: string): Promise<Page> {
  const page = await s.browser.newPage({ viewport: { width: 1500, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(`${s.url}?${query}`);
  await settled(page);
  return page;
}

/** Waits until the bots have played and the page shows a person's decision or the end. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction("document.body.dataset.busy === 'no'", undefined, { timeout: 60_000 });
}
