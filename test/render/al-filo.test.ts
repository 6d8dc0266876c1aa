// The pictures of ¡Al filo de la espada!: the map, the counters with their facing and state, leaders and markers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alFilo } from 'reglas/al-filo';
import { renderAlFiloSvg, renderAlFiloText, renderSvg } from 'reglas/render';
import { openingPictures } from '../../scripts/render-openings.js';

const position = alFilo.setup({
  seed: 'pic',
  position: {
    omitted: 'off-map',
    units: {
      'haro-ch-1': { hex: '1712', facing: 1, fatigued: true, disorder: 'demoralized' },
      'haro-pi-1': { hex: '1713', disorder: 'routed' },
      'djami-pi-1': { hex: '1714', facing: 3, marks: ['resting'] },
    },
    leaders: { 'de-haro': '1712' },
  },
});

describe('reglas/render: ¡Al filo de la espada!', () => {
  it('draws every unit on the map as a counter with its banner, type and values now (fatigued: the reverse)', () => {
    const svg = renderAlFiloSvg(position);
    expect(svg.match(/<g id="unit-/g)).toHaveLength(3);
    expect(svg).toContain('>HAR<');
    expect(svg).toContain('>3-6-7<'); // haro-ch-1 fatigued: the reverse of 4-7-8
  });

  it('marks a unit demoralized, routed, fatigued, out of command or resting, and draws no front notch on a routed unit (10, reading 17)', () => {
    const svg = renderAlFiloSvg(position);
    for (const mark of ['>F<', '>D<', '>R<', '>C<', '>Z<']) expect(svg).toContain(mark);
    const routed = /<g id="unit-\d+">(?:(?!<\/g>).)*stroke="#d01010"(?:(?!<\/g>).)*<\/g>/.exec(svg)?.[0] ?? '';
    expect(routed).not.toContain('<polygon');
  });

  it('draws the leaders, the army leaders ringed, and the scenario markers', () => {
    const svg = renderAlFiloSvg(position);
    expect(svg).toContain('>DH<');
    expect(svg).toContain('>DR<');
    expect(svg).toContain('>RD<');
    expect(svg).toContain('>B<');
  });

  it('the text picture lists each banner with its leader and units, values, hexes, facing and state', () => {
    const text = renderAlFiloText(position);
    expect(text).toContain('haro-ch-1 Ch 3-6-7 1712 NE [F D]');
    expect(text).toContain('djami-pi-1 Pi 4-5-5 1714 S [OoC Z]');
    expect(text).toContain('Diego López de Haro 1712');
  });

  it('a view is drawn like the state (nothing of a battle is hidden but the dice)', () => {
    expect(renderSvg('al-filo', alFilo.view(position, 'muslim'))).toBe(renderSvg('al-filo', position));
  });

  it('is committed as docs/img/al-filo-opening.svg', () => {
    const committed = readFileSync(new URL('../../docs/img/al-filo-opening.svg', import.meta.url), 'utf8');
    expect(committed === openingPictures()['al-filo-opening.svg'], 'docs/img/al-filo-opening.svg is stale: npx tsx scripts/render-openings.ts').toBe(true);
  });
});
