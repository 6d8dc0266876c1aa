// The pictures of ¡Al filo de la espada!: the map, the counters with their facing and state, leaders and markers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alFilo } from 'reglas/al-filo';
import { renderAlFiloSvg, renderAlFiloText, renderSvg } from 'reglas/render';
import { openingPictures } from '../../scripts/render-openings.js';
import { UNIT_IDS } from '../../src/games/al-filo/pieces.js';

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
    expect(svg).toContain('>3-5-7<'); // haro-ch-1 fatigued: the reverse of 4-6-8
  });

  /** The group drawing unit `id`, whole (a counter's group holds no other group). */
  const counter = (svg: string, id: string): string => new RegExp(`<g id="unit-${UNIT_IDS.indexOf(id)}"[^>]*>.*?</g>`).exec(svg)?.[0] ?? '';

  it('2.3.1, 11.1: a fatigued unit is drawn as the reverse of its counter: a paler colour, a folded corner, its values in italic and an F mark', () => {
    const svg = renderAlFiloSvg(position);
    const tired = counter(svg, 'haro-ch-1');
    const fresh = counter(svg, 'haro-pi-1');
    expect(tired).toContain('data-status="fatigued demoralized"');
    expect(tired).toContain('class="reverse"');
    expect(tired).toContain('font-style="italic"');
    expect(tired).toMatch(/class="status-mark"[^>]*>F</);
    // the same Castilian red, washed toward white on the reverse
    expect(fresh).toContain('fill="#b3261e"');
    expect(tired).not.toContain('fill="#b3261e"');
    expect(fresh).not.toContain('class="reverse"');
  });

  it('12.1: a demoralized unit is framed in amber and marked D', () => {
    const tired = counter(renderAlFiloSvg(position), 'haro-ch-1');
    expect(tired).toMatch(/stroke="#e08a00"[^>]*class="status-frame"/);
    expect(tired).toMatch(/class="status-mark"[^>]*>D</);
  });

  it('12.2, 10 Precisión: a routed unit is framed in red, turned askew, marked R, and has no front notch (reading 17)', () => {
    const routed = counter(renderAlFiloSvg(position), 'haro-pi-1');
    expect(routed).toContain('data-status="routed"');
    expect(routed).toMatch(/transform="rotate\(/);
    expect(routed).toMatch(/stroke="#d01010"[^>]*class="status-frame"/);
    expect(routed).toMatch(/class="status-mark"[^>]*>R</);
    expect(routed).not.toContain('<polygon');
  });

  it('7.2, 11.2: out of command and resting units are marked C and Z; an organized fresh unit carries no mark', () => {
    const svg = renderAlFiloSvg(position);
    const resting = counter(svg, 'djami-pi-1');
    expect(resting).toMatch(/class="status-mark"[^>]*>Z</);
    expect(resting).toMatch(/class="status-mark"[^>]*>C</);
    const plain = counter(
      renderAlFiloSvg(alFilo.setup({ seed: 'pic', position: { omitted: 'off-map', units: { 'haro-pi-2': { hex: '1716' } } } })),
      'haro-pi-2',
    );
    expect(plain).not.toContain('data-status');
    expect(plain).not.toContain('status-');
  });

  it('12.2: an eliminated unit is not drawn', () => {
    const s = alFilo.setup({ seed: 'pic', position: { omitted: 'off-map', units: { 'haro-pi-1': { hex: '1713' }, 'haro-pi-2': { hex: 'eliminated' } } } });
    const svg = renderAlFiloSvg(s);
    expect(counter(svg, 'haro-pi-1')).not.toBe('');
    expect(counter(svg, 'haro-pi-2')).toBe('');
    expect(svg.match(/<g id="unit-/g)).toHaveLength(1);
  });

  it('no two discs (leaders, markers) overlap: Al-Nasir and the Almohad banner side by side at 1702', () => {
    const svg = renderAlFiloSvg(alFilo.setup({ seed: 'opening' }));
    const discs = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="7"/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    expect(discs.length).toBeGreaterThan(10);
    for (let i = 0; i < discs.length; i++) {
      for (let j = i + 1; j < discs.length; j++) expect(Math.hypot(discs[i]![0] - discs[j]![0], discs[i]![1] - discs[j]![1])).toBeGreaterThanOrEqual(14);
    }
  });

  describe('7.5, 7.6: leaders wounded, replaced and captured', () => {
    const fates = alFilo.setup({
      seed: 'pic',
      position: {
        omitted: 'off-map',
        units: {
          'haro-ch-1': { hex: '1712' },
          'lara-ch-1': { hex: '1716' },
          'ucero-ch-temple': { hex: '1216' },
          'djami-pi-1': { hex: '1714', facing: 3 },
          'haro-pi-1': { hex: 'fled' },
        },
        leaders: { 'de-haro': '1712', 'de-lara': '1716', ucero: '1216', 'ben-djami': 'eliminated' },
        leaderStates: { 'de-haro': { wounded: true }, 'de-lara': { form: 'generic' }, ucero: { form: 'reverse', wounded: true } },
        prisoners: [{ leader: 'de-lara', form: 'front', unit: 'djami-pi-1' }],
      },
    });
    /** The disc drawn for the leader whose label is `label`, whole. */
    const discOf = (svg: string, label: string): string =>
      new RegExp(`<g><circle [^>]*/>(?:<text [^>]*>${label}</text>)(?:<g class="[a-z]+">.*?</g>)*</g>`).exec(svg)?.[0] ?? '';
    const svg = renderAlFiloSvg(fates);
    const text = renderAlFiloText(fates);

    it("7.5.2: a wounded leader's disc carries the wounded marker; an unhurt one does not", () => {
      expect(discOf(svg, 'DH')).toContain('class="wound"');
      expect(discOf(svg, 'DH')).not.toContain('class="replacement"');
      expect(discOf(svg, 'N')).not.toContain('class="wound"');
      expect(text).toContain('Diego López de Haro 1712 [WOUNDED]');
    });

    it("7.6: a replacement on the counter's reverse is pale and marked R; a wounded replacement carries both marks", () => {
      const ucero = discOf(svg, 'U');
      expect(ucero).toContain('class="replacement"');
      expect(ucero).toContain('class="wound"');
      expect(ucero).not.toContain('fill="#b3261e"');
      expect(text).toContain('Juan González de Ucero 1216 [REPLACEMENT (reverse), WOUNDED]');
    });

    it("7.6: a generic replacement after a capture is a grey disc with its banner's tag, marked R", () => {
      const generic = discOf(svg, 'LAR');
      expect(generic).toContain('fill="#9c9c9c"');
      expect(generic).toContain('class="replacement"');
      expect(text).toContain('a replacement for Gonzalo Núñez de Lara 1716 [REPLACEMENT (generic)]');
    });

    it('7.5.1: a captured leader is a barred square of his counter beside the enemy unit that holds him', () => {
      const prisoner = /<g class="prisoner" data-leader="de-lara" data-unit="djami-pi-1">.*?<\/g>/.exec(svg)?.[0] ?? '';
      expect(prisoner).toContain('>DL<');
      const square = /<rect x="([\d.]+)" y="([\d.]+)" width="12"/.exec(prisoner);
      const captor = /<g id="unit-\d+"[^>]*><rect x="([\d.]+)" y="([\d.]+)"/.exec(counter(svg, 'djami-pi-1'));
      // the captor's counter is 30 wide: the square lies just right of it, level with it
      const dx = Number(square?.[1]) - Number(captor?.[1]);
      const dy = Number(square?.[2]) - Number(captor?.[2]);
      expect(dx).toBeGreaterThan(30);
      expect(dx).toBeLessThan(40);
      expect(Math.abs(dy - 9)).toBeLessThan(8);
      expect(svg.match(/class="prisoner"/g)).toHaveLength(1);
      expect(text).toContain('prisoners (7.5.1): Gonzalo Núñez de Lara held by djami-pi-1 at 1714');
    });

    it('7.5, 12.2: a leader out of play has no disc; a unit routed off the map is listed as fled, not drawn', () => {
      expect(discOf(svg, 'BD')).toBe('');
      expect(text).toContain('Abu Said Ben Djami eliminated');
      expect(counter(svg, 'haro-pi-1')).toBe('');
      expect(text).toContain('haro-pi-1 Pi 4-5-5 fled off the map');
    });
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
    expect(text).toContain('haro-ch-1 Ch 3-5-7 1712 NE [fatigued, DEMORALIZED]');
    expect(text).toContain('haro-pi-1 Pi 4-5-5 1713');
    expect(text).toMatch(/haro-pi-1 Pi 4-5-5 1713 \w+ \[ROUTED\]/);
    expect(text).toContain('djami-pi-1 Pi 5-6-5 1714 S [out of command, resting]');
    expect(text).toContain('haro-pi-2 Pi 4-5-5 eliminated;');
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
