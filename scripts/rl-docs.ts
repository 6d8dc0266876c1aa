/** Writes the per-game part of docs/rl.md between its markers: `npx tsx scripts/rl-docs.ts`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { encodingDocs } from '../src/rl/docs.js';

const file = new URL('../docs/rl.md', import.meta.url);
const text = readFileSync(file, 'utf8');
const [head, rest] = text.split('<!-- encodings:start -->');
const tail = rest?.split('<!-- encodings:end -->')[1];
if (head === undefined || tail === undefined) throw new Error('docs/rl.md lacks its encodings markers');
writeFileSync(file, `${head}<!-- encodings:start -->\n${encodingDocs()}\n<!-- encodings:end -->${tail}`);
