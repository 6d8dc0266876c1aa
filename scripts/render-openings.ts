/**
 * `npx tsx scripts/render-openings.ts`: writes the picture of each game's opening position to
 * `docs/img/<game id>-opening.svg` (the README shows them). `test/render/openings.test.ts` checks
 * the committed files equal what this script writes, so run it again when a picture changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '../src/index.js';
import { renderAlFiloSvg, renderLaLegionSvg, renderMarYAceroSvg, renderTaifaSvg } from '../src/render/index.js';

/** The seed of the opening positions drawn (the deal and the set-up draws depend on it). */
export const OPENING_SEED = 'opening';

/** Each opening picture by its file name under `docs/img/`. */
export function openingPictures(): Record<string, string> {
  return {
    'taifa-opening.svg': renderTaifaSvg(games.taifa.setup({ seed: OPENING_SEED }), { title: 'Taifa — the standard opening' }),
    'mar-y-acero-opening.svg': renderMarYAceroSvg(games.marYAcero.setup({ seed: OPENING_SEED }), { title: 'Mar y Acero — 1492, the landing' }),
    'la-legion-opening.svg': renderLaLegionSvg(games.laLegion.setup({ seed: OPENING_SEED }), { title: 'La Legión — the standard set-up, turn 1' }),
    'al-filo-opening.svg': renderAlFiloSvg(games.alFilo.setup({ seed: OPENING_SEED }), {
      title: '¡Al filo de la espada! — Las Navas de Tolosa, 16 July 1212: the standard deployment',
    }),
  };
}

function main(): void {
  const dir = fileURLToPath(new URL('../docs/img', import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of Object.entries(openingPictures())) {
    writeFileSync(join(dir, name), svg);
    console.log(`wrote docs/img/${name}`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
