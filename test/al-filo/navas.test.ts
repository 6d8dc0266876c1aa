// The Las Navas special rules that act when a unit enters a hex or is lost (scenario: Jiménez de Rada, Ruy Díaz, Bandera almohade, Al-Andalus).
import { describe, expect, it } from 'vitest';
import { alFilo, type AlFiloPosition, type AlFiloState } from 'reglas/al-filo';
import { activated, battle, hexOf, play, playAll, run, unitIndex } from './helpers.js';
import { ELIMINATED, FLED, WITHDRAWN } from '../../src/games/al-filo/state.js';
import { victoryPoints } from '../../src/games/al-filo/victory.js';
import { DE_RADA, leaderIndex } from '../../src/games/al-filo/pieces.js';

const u = (id: string): number => unitIndex(id);
const scored = (p: AlFiloPosition, s: AlFiloState): number[] => {
  const before = victoryPoints(battle(p));
  const after = victoryPoints(s);
  return [after[0] - before[0], after[1] - before[1]];
};
/** Five Muslim units round 0811 (all but 0810, which djami-pi-1 enters from 0809 to close the ring). */
const RING: AlFiloPosition['units'] = {
  'djami-pi-2': { hex: '0910', facing: 3 },
  'djami-pi-3': { hex: '0911', facing: 4 },
  'djami-pi-4': { hex: '0812', facing: 0 },
  'djami-il-1': { hex: '0711', facing: 2 },
  'djami-il-2': { hex: '0710', facing: 2 },
};
const markers = (s: AlFiloState): Record<string, string> => alFilo.position(s).markers as Record<string, string>;

describe('scenario: Jiménez de Rada and Ruy Díaz alone on a hex', () => {
  // djami-pi-1 moves south from 0809 into 0810 and 0811; Ben Djami commands it from 0808
  const base = (marker: 'de-rada' | 'ruy-diaz', extra: AlFiloPosition['units'] = {}): AlFiloPosition => ({
    units: { 'djami-pi-1': { hex: '0809', facing: 3 }, 'alf-pi-1': { hex: '0815', facing: 0 }, 'haro-pi-1': { hex: '0817', facing: 0 }, ...extra },
    leaders: { 'ben-djami': '0808' },
    markers: { [marker]: '0811' },
  });
  const enter = (p: AlFiloPosition): { state: AlFiloState; events: ReturnType<typeof playAll>['events'] } =>
    playAll(activated(battle(p), 'ben-djami'), [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
      { type: 'step', to: '0811' },
    ]);

  for (const marker of ['de-rada', 'ruy-diaz'] as const) {
    it(`scenario: an enemy unit entering the hex where ${marker} stands alone puts him on the nearest Christian unit`, () => {
      const r = enter(base(marker));
      expect(markers(r.state)[marker]).toBe('0815');
      expect(r.events.filter((e) => e.type === 'marker-displaced')).toHaveLength(1);
    });
  }

  it('scenario: of two Christian units equally near, the marker goes to the lower-numbered, whichever side of him it stands', () => {
    // alf-ch-1 is the first unit of the order of battle, haro-pi-1 a later one; 1213 and 0413 are both 4 hexes from 0811
    const units = (first: string, later: string): AlFiloPosition['units'] => ({
      'alf-pi-1': { hex: 'eliminated' },
      'alf-ch-1': { hex: first, facing: 0 },
      'haro-pi-1': { hex: later, facing: 0 },
    });
    const east = enter(base('de-rada', units('1213', '0413')));
    expect(markers(east.state)['de-rada']).toBe('1213');
    expect(east.events.find((e) => e.type === 'marker-displaced')).toMatchObject({ marker: 'de-rada', from: '0811', to: '1213' });
    const west = enter(base('de-rada', units('0413', '1213')));
    expect(markers(west.state)['de-rada']).toBe('0413');
  });

  it('scenario: the displacement is told with its rule and both hexes, and the state before it is unchanged', () => {
    const s = activated(battle(base('ruy-diaz')), 'ben-djami');
    const copy = JSON.stringify(s);
    const r = playAll(s, [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
      { type: 'step', to: '0811' },
    ]);
    expect(JSON.stringify(s)).toBe(copy);
    expect(r.events.find((e) => e.type === 'marker-displaced')).toEqual({
      type: 'marker-displaced',
      text: 'Pi masmuda 1 (djami-pi-1) enters 0811, where Ruy Díaz de Yanguas, maestre de Calatrava stands alone: he goes to the nearest Christian unit, alf-pi-1 in 0815 (scenario)',
      rule: 'scenario',
      marker: 'ruy-diaz',
      from: '0811',
      to: '0815',
    });
  });

  it('scenario: De Rada alone, completely surrounded by enemy units, is eliminated: the Muslims score 10', () => {
    // five Muslim units round 0811, the sixth (djami-pi-1) closes the ring at 0810
    const pos: AlFiloPosition = {
      units: {
        'djami-pi-1': { hex: '0809', facing: 3 },
        ...RING,
        'haro-pi-1': { hex: '0815', facing: 0 },
      },
      leaders: { 'ben-djami': '0808' },
      markers: { 'de-rada': '0811' },
    };
    const r = playAll(activated(battle(pos), 'ben-djami'), [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
    ]);
    expect(markers(r.state)['de-rada']).toBe('eliminated');
    expect(scored(pos, r.state)).toEqual([0, 10]);
  });

  it('scenario: Ruy Díaz alone, five enemies round him, is not eliminated; surrounded, he is, and the Muslims score 5', () => {
    const open = battle({ units: { ...RING, 'haro-pi-1': { hex: '0815', facing: 0 } }, markers: { 'ruy-diaz': '0811' } });
    expect(markers(open)['ruy-diaz']).toBe('0811');
    const pos: AlFiloPosition = {
      units: { ...RING, 'djami-pi-1': { hex: '0809', facing: 3 }, 'haro-pi-1': { hex: '0815', facing: 0 } },
      leaders: { 'ben-djami': '0808' },
      markers: { 'ruy-diaz': '0811' },
    };
    const r = playAll(activated(battle(pos), 'ben-djami'), [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
    ]);
    expect(markers(r.state)['ruy-diaz']).toBe('eliminated');
    expect(scored(pos, r.state)).toEqual([0, 5]);
  });

  it('scenario: a marker with a Christian unit is not displaced by an enemy next to it, and is not "surrounded" while his unit stands', () => {
    const p: AlFiloPosition = {
      units: { 'djami-pi-1': { hex: '0809', facing: 3 }, 'haro-pi-1': { hex: '0811', facing: 0 } },
      leaders: { 'ben-djami': '0808' },
      markers: { 'de-rada': '0811' },
    };
    const r = playAll(activated(battle(p), 'ben-djami'), [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
    ]);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0810');
    expect(markers(r.state)['de-rada']).toBe('0811');
  });
});

describe('scenario: the Almohad banner', () => {
  it('scenario: a Christian unit entering the banner hex 1702 by a move wins the battle at once', () => {
    const pos: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1703', facing: 0 } }, leaders: { 'de-haro': '1704' } };
    const r = playAll(activated(battle(pos), 'de-haro'), [
      { type: 'move', unit: 'haro-pi-1' },
      { type: 'step', to: '1702' },
    ]);
    expect(alFilo.outcome(r.state)).toMatchObject({
      winners: ['christian'],
      level: 'automatic',
      reason: "Pi concejos 1 enters the Almohad banner's hex 1702: the Christians win at once (scenario, Victoria)",
    });
    expect(r.state.tasks).toEqual([]);
  });
});

describe('scenario: Al-Andalus withdraws at 7 units eliminated or routed', () => {
  // every Al-Andalus unit named (a test position's omitted units are eliminated): `n` eliminated, the others on the map,
  // andalus-pi-2 routed at 0802, failing its rally (a 9) and routing off the map: one more unit lost
  const ANDALUS = [
    'andalus-ha-1',
    'andalus-ha-2',
    'andalus-ha-3',
    'andalus-cl-1',
    'andalus-cl-2',
    'andalus-pi-1',
    'andalus-ab-1',
    'andalus-ab-2',
    'andalus-il-1',
  ];
  const pos = (n: number, extra: AlFiloPosition['units'] = {}): AlFiloPosition => ({
    units: {
      ...Object.fromEntries(ANDALUS.map((id, i) => [id, i < n ? { hex: 'eliminated' } : { hex: `${12 + i}12`, facing: 3 }])),
      'andalus-pi-2': { hex: '0802', disorder: 'routed' },
      ...extra,
    },
  });

  it('scenario: at the 7th unit lost the banner leaves with its leader; only the units eliminated score, and the Christians 15 more', () => {
    const p = pos(6);
    const r = run(battle(p), [{ t: 'rally-phase' }], [9]);
    expect(r.state.at[u('andalus-pi-2')]).toBe(FLED);
    expect(['andalus-ab-1', 'andalus-ab-2', 'andalus-il-1'].map((id) => r.state.at[u(id)])).toEqual([WITHDRAWN, WITHDRAWN, WITHDRAWN]);
    expect(r.state.leaderAt[leaderIndex('al-andalus')]).toBe(WITHDRAWN);
    // the routed-off unit's 1 and the 15: the withdrawn units score nothing
    expect(scored(p, r.state)).toEqual([16, 0]);
    expect(r.events.filter((e) => e.type === 'banner-withdraws')).toHaveLength(1);
    expect(alFilo.position(r.state).units!['andalus-ab-1']!.hex).toBe('withdrawn');
    expect(alFilo.position(r.state).leaders!['al-andalus']).toBe('withdrawn');
  });

  it('scenario: at 6 units lost the banner stays', () => {
    const p = pos(5);
    const r = run(battle(p), [{ t: 'rally-phase' }], [9]);
    expect(hexOf(r.state, 'andalus-ab-1')).toBe('1812');
    expect(r.state.leaderAt[leaderIndex('al-andalus')]).toBeGreaterThanOrEqual(0);
    expect(scored(p, r.state)).toEqual([1, 0]);
  });

  it('scenario: routed units count with the eliminated ones (5 eliminated, 1 routed on the map, 1 routed off it), and the routed one withdraws unscored', () => {
    const p = pos(5, { 'andalus-il-1': { hex: '1215', disorder: 'routed' } });
    const r = run(battle(p), [{ t: 'rally-phase' }], [9, 9]);
    expect(r.state.at[u('andalus-il-1')]).toBe(WITHDRAWN);
    expect(scored(p, r.state)).toEqual([16, 0]);
  });

  it('scenario: a position with Al-Andalus already broken changes nothing until one of its units is lost', () => {
    const s = battle(pos(7));
    expect(s.at[u('andalus-ab-2')]).toBeGreaterThanOrEqual(0);
    expect(s.at[u('andalus-ha-1')]).toBe(ELIMINATED);
  });

  it('the Al-Andalus leader withdrawn is activated no more', () => {
    const s = run(battle(pos(6)), [{ t: 'rally-phase' }], [9]).state;
    expect(s.leaderAt[leaderIndex('al-andalus')]).toBe(WITHDRAWN);
    expect(() => play(s, { type: 'activate', leader: 'al-andalus' })).toThrow();
  });
});

describe('scenario: De Rada and a routed unit barred every way', () => {
  it('scenario, 12.2: a routed unit barred every way is eliminated; with De Rada on it, it rallies first and makes no rout move', () => {
    const p: AlFiloPosition = {
      units: {
        'haro-pi-1': { hex: '0812', disorder: 'routed' },
        'djami-pi-1': { hex: '0813', facing: 0 },
        'djami-pi-2': { hex: '0712', facing: 1 },
        'djami-pi-3': { hex: '0912', facing: 5 },
      },
      markers: { 'de-rada': '0812' },
    };
    const withHim = run(battle(p), [{ t: 'rally-phase' }]);
    expect(hexOf(withHim.state, 'haro-pi-1')).toBe('0812');
    const alone = run(battle({ ...p, markers: { 'de-rada': '0811' } }), [{ t: 'rally-phase' }]);
    expect(alone.state.at[u('haro-pi-1')]).toBe(ELIMINATED);
  });
});

describe('scenario: the markers and Al-Andalus, further cases', () => {
  it('scenario: a lone marker with no Christian unit left on the map to go to is eliminated', () => {
    const p: AlFiloPosition = { units: { 'djami-pi-1': { hex: '0809', facing: 3 } }, leaders: { 'ben-djami': '0808' }, markers: { 'de-rada': '0810' } };
    const r = playAll(activated(battle(p), 'ben-djami'), [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
    ]);
    expect(markers(r.state)['de-rada']).toBe('eliminated');
    expect(r.state.markerAt[DE_RADA]).toBe(ELIMINATED);
    expect(r.events.find((e) => e.type === 'marker-eliminated')).toEqual({
      type: 'marker-eliminated',
      text: 'Rodrigo Jiménez de Rada, arzobispo de Toledo, alone in 0810, has no Christian unit to go to: eliminated (scenario)',
      rule: 'scenario',
      marker: 'de-rada',
    });
  });

  it('scenario: a marker on a Christian unit (here the first of the order of battle) is not eliminated when the enemy rings the hex: only a lone marker is', () => {
    const p: AlFiloPosition = {
      units: { ...RING, 'djami-pi-1': { hex: '0809', facing: 3 }, 'alf-ch-1': { hex: '0811', facing: 0 } },
      leaders: { 'ben-djami': '0808' },
      markers: { 'de-rada': '0811' },
    };
    const r = playAll(activated(battle(p), 'ben-djami'), [
      { type: 'move', unit: 'djami-pi-1' },
      { type: 'step', to: '0810' },
    ]);
    expect(markers(r.state)['de-rada']).toBe('0811');
    const alone = playAll(
      activated(battle({ ...p, units: { ...RING, 'djami-pi-1': { hex: '0809', facing: 3 }, 'alf-ch-1': { hex: '0815', facing: 0 } } }), 'ben-djami'),
      [
        { type: 'move', unit: 'djami-pi-1' },
        { type: 'step', to: '0810' },
      ],
    );
    expect(alone.events.find((e) => e.type === 'marker-eliminated')).toMatchObject({
      text: 'Rodrigo Jiménez de Rada, arzobispo de Toledo, alone in 0811, is completely surrounded by enemy units: eliminated (scenario)',
      rule: 'scenario',
      marker: 'de-rada',
    });
  });

  it('scenario: a unit lost that is not of Al-Andalus never withdraws the banner, however many of its units are down', () => {
    const ANDALUS = ['andalus-ha-1', 'andalus-ha-2', 'andalus-ha-3', 'andalus-cl-1', 'andalus-cl-2', 'andalus-pi-1', 'andalus-pi-2'];
    const p: AlFiloPosition = {
      units: {
        ...Object.fromEntries(ANDALUS.map((id) => [id, { hex: 'eliminated' }])),
        'andalus-ab-1': { hex: '1512', facing: 3 },
        'djami-pi-1': { hex: '0802', disorder: 'routed' },
      },
    };
    const r = run(battle(p), [{ t: 'rally-phase' }], [9]);
    expect(r.state.at[u('djami-pi-1')]).toBe(FLED);
    expect(hexOf(r.state, 'andalus-ab-1')).toBe('1512');
  });

  it('scenario, 7.5.1: a leader held by an Al-Andalus unit stays a prisoner when it withdraws, held off the map, and still scores; the input is unchanged', () => {
    const ANDALUS = ['andalus-ha-1', 'andalus-ha-2', 'andalus-ha-3', 'andalus-cl-1', 'andalus-cl-2', 'andalus-pi-1'];
    const p: AlFiloPosition = {
      units: {
        ...Object.fromEntries(ANDALUS.map((id) => [id, { hex: 'eliminated' }])),
        'andalus-pi-2': { hex: '0802', disorder: 'routed' },
        'andalus-ab-1': { hex: '1512', facing: 3 },
        'andalus-ab-2': { hex: 'eliminated' },
        'andalus-il-1': { hex: '1612', facing: 3 },
      },
      prisoners: [{ leader: 'de-lara', form: 'front', unit: 'andalus-ab-1' }],
    };
    const s = battle(p);
    const copy = JSON.stringify(s);
    const r = run(s, [{ t: 'rally-phase' }], [9]);
    expect(JSON.stringify(s)).toBe(copy);
    expect(r.state.prisoners).toEqual([{ leader: leaderIndex('de-lara'), form: 0, unit: -1 }]);
    expect(r.events.find((e) => e.type === 'banner-withdraws')).toMatchObject({
      text: 'Al-Andalus has 7 units eliminated or routed: the banner leaves the battle with Al-Andalus (2 units withdrawn, scored by nobody); the Christians score 15 (scenario, Al-Andalus)',
      rule: 'scenario',
      banner: 'al-andalus',
      units: ['andalus-ab-1', 'andalus-il-1'],
    });
  });
  it('scenario, 7.5.1: a leader held by a unit of another banner stays with that unit when Al-Andalus withdraws', () => {
    const ANDALUS = ['andalus-ha-1', 'andalus-ha-2', 'andalus-ha-3', 'andalus-cl-1', 'andalus-cl-2', 'andalus-pi-1', 'andalus-ab-2'];
    const p: AlFiloPosition = {
      units: {
        ...Object.fromEntries(ANDALUS.map((id) => [id, { hex: 'eliminated' }])),
        'andalus-pi-2': { hex: '0802', disorder: 'routed' },
        'andalus-ab-1': { hex: '1512', facing: 3 },
        'andalus-il-1': { hex: '1612', facing: 3 },
        'djami-pi-1': { hex: '1012', facing: 3 },
      },
      prisoners: [
        { leader: 'de-lara', form: 'front', unit: 'andalus-ab-1' },
        { leader: 'de-haro', form: 'front', unit: 'djami-pi-1' },
      ],
    };
    const r = run(battle(p), [{ t: 'rally-phase' }], [9]);
    expect(r.state.leaderAt[leaderIndex('al-andalus')]).toBe(WITHDRAWN);
    expect(r.state.prisoners).toEqual([
      { leader: leaderIndex('de-lara'), form: 0, unit: -1 },
      { leader: leaderIndex('de-haro'), form: 0, unit: u('djami-pi-1') },
    ]);
  });
});
