import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openingPictures } from '../../scripts/render-openings.js';
import { parseSvg } from './xml.js';

describe('docs/img opening pictures', () => {
  it('are committed as scripts/render-openings.ts writes them (run it after a change)', () => {
    const pictures = openingPictures();
    expect(Object.keys(pictures).sort()).toEqual(['al-filo-opening.svg', 'la-legion-opening.svg', 'mar-y-acero-opening.svg', 'taifa-opening.svg']);
    for (const [name, svg] of Object.entries(pictures)) {
      parseSvg(svg);
      const committed = readFileSync(new URL(`../../docs/img/${name}`, import.meta.url), 'utf8');
      expect(committed === svg, `docs/img/${name} is stale: npx tsx scripts/render-openings.ts`).toBe(true);
    }
  });
});
