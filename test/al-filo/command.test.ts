// Command (6.A, 7.2, 7.3, 7.4) and rest markers (11.2).
import { describe, expect, it } from 'vitest';
import { OUT_OF_COMMAND, RESTING } from '../../src/games/al-filo/state.js';
import { activated, at, battle, hexOf, legalOf, movingMp, play, playAll, unitIndex } from './helpers.js';

const ooc = (s: { flags: readonly number[] }, id: string): boolean => (s.flags[unitIndex(id)]! & OUT_OF_COMMAND) !== 0;

describe('6.A, 7.2: the command check', () => {
  it("7.2: a unit is in command within its banner leader's radius, the leader's hex not counted (radius 4: at most 4 hexes away)", () => {
    // De Haro at 1714, command radius 4 (data: deployment radius 5, reading 5)
    const s = at(battle({ units: { 'haro-pi-1': { hex: '1710' }, 'haro-pi-2': { hex: '1709' } } }), [{ t: 'command' }]);
    expect(ooc(s, 'haro-pi-1')).toBe(false);
    expect(ooc(s, 'haro-pi-2')).toBe(true);
  });

  it('7.2: the radius is never affected by enemy units or terrain', () => {
    const s = at(battle({ units: { 'haro-pi-1': { hex: '1710' }, 'djami-pi-1': { hex: '1712' }, 'djami-pi-2': { hex: '1711' } } }), [{ t: 'command' }]);
    expect(ooc(s, 'haro-pi-1')).toBe(false);
  });

  it('6.A: army leaders count as simple banner leaders in the check: an Aragonese unit near Alfonso VIII but far from Pedro II is out of command', () => {
    const s = at(battle({ units: { 'pedro-pi-1': { hex: '1717' }, 'alf-pi-1': { hex: '1716' } } }), [{ t: 'command' }]);
    expect(ooc(s, 'pedro-pi-1')).toBe(true);
    expect(ooc(s, 'alf-pi-1')).toBe(false);
  });
});

describe('7.2, 7.3: whom an activated leader commands', () => {
  it('7.2: a banner leader commands every unit of his banner, and only those', () => {
    const s = activated(battle({ units: { 'haro-pi-1': { hex: '1712' }, 'lara-pi-1': { hex: '1713' } } }), 'de-haro');
    expect(legalOf(s, 'move')).toEqual(['move haro-pi-1']);
  });

  it('7.2, reading 6: an army leader also commands the units of his nationality within his radius, not those of another', () => {
    // Alfonso VIII at 1718, radius 5: De Haro's (Castilian) unit at 1714 is his, Pedro II's (Aragonese) at 1716 is not
    const s = activated(
      battle({ units: { 'alf-pi-1': { hex: '1719' }, 'haro-pi-1': { hex: '1714' }, 'pedro-pi-1': { hex: '1716' }, 'lara-pi-1': { hex: '2412' } } }),
      'alfonso-viii',
    );
    expect(legalOf(s, 'move').sort()).toEqual(['move alf-pi-1', 'move haro-pi-1']);
  });

  it('7.2 Nota: a unit may act twice a turn, under its banner leader and under its army leader', () => {
    let s = activated(battle({ units: { 'haro-pi-1': { hex: '1715' } } }), 'de-haro');
    s = playAll(s, [{ type: 'move', unit: 'haro-pi-1' }, { type: 'step', to: '1714' }, { type: 'stop' }]).state;
    expect(legalOf(s, 'move')).toEqual([]);
    const again = activated(s, 'alfonso-viii');
    expect(legalOf(again, 'move')).toEqual(['move haro-pi-1']);
  });
});

describe('7.4: units out of command', () => {
  const far = { units: { 'haro-pi-1': { hex: '1708', facing: 3, marks: ['out-of-command' as const] } } };

  it('7.4: a unit out of command does not move with the units in command (D1)', () => {
    expect(legalOf(activated(battle(far), 'de-haro'), 'move')).toEqual([]);
  });

  it('7.4: it moves in D5, up to half its MP rounded up, and must end nearer its banner leader', () => {
    const d5 = play(activated(battle(far), 'de-haro'), { type: 'end-moves' }).state;
    expect(legalOf(d5, 'move')).toEqual(['move haro-pi-1']);
    const moving = play(d5, { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(moving)).toBe(3);
    // a turn alone does not bring it nearer: it may not stop after it
    const turned = play(moving, { type: 'face', facing: 2 }).state;
    expect(legalOf(turned, 'stop')).toEqual([]);
    const nearer = playAll(moving, [{ type: 'step', to: '1709' }]).state;
    expect(legalOf(nearer, 'stop')).toEqual(['stop']);
  });

  it('7.4: it may stay where it is', () => {
    const moving = playAll(activated(battle(far), 'de-haro'), [{ type: 'end-moves' }, { type: 'move', unit: 'haro-pi-1' }]).state;
    const r = play(moving, { type: 'stop' });
    expect(hexOf(r.state, 'haro-pi-1')).toBe('1708');
  });

  it('7.2 Nota: under its army leader a unit out of command only repeats the moves of 7.4', () => {
    const pos = { units: { 'haro-pi-1': { hex: '1719', facing: 0, marks: ['out-of-command' as const] } }, leaders: { 'de-haro': '1712' } };
    const s = activated(battle(pos), 'alfonso-viii');
    expect(legalOf(s, 'move')).toEqual([]);
    const d5 = play(s, { type: 'end-moves' }).state;
    expect(legalOf(d5, 'move')).toEqual(['move haro-pi-1']);
  });
});

describe('11.2: rest markers', () => {
  it('11.2: a fatigued unit next to no enemy may be put at rest in phase A; one next to an enemy or routed may not', () => {
    const s = at(
      battle({
        units: {
          'haro-pi-1': { hex: '1714', fatigued: true },
          'haro-pi-2': { hex: '1712', fatigued: true },
          'haro-pi-3': { hex: '1716', fatigued: true, disorder: 'routed' },
          'djami-pi-1': { hex: '1711' },
        },
      }),
      [{ t: 'rest', side: 'christian' }],
    );
    expect(legalOf(s, 'rest')).toEqual(['rest haro-pi-1']);
    const r = play(s, { type: 'rest', unit: 'haro-pi-1' });
    expect(r.state.flags[unitIndex('haro-pi-1')]! & RESTING).toBe(RESTING);
  });
});
