// Rules review of part 1: edge cases of 4, 5, 6.C, 7.1-7.4, 8, 8.3 and the scenario's movement rules.
import { describe, expect, it } from 'vitest';
import { invariants } from '../../src/games/al-filo/invariants.js';
import { rebuild } from '../../src/games/al-filo/edits.js';
import { activated, battle, hexOf, leaderIndex, legalOf, movingMp, play, playAll, unitIndex, hexIndex } from './helpers.js';

describe('7.1: leaders carried by a unit', () => {
  it("7.1: a leader carried by his unit through a friend's hex stays with his unit, not with the friend", () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'lara-pi-1': { hex: '1711', facing: 0 } },
      leaders: { 'de-haro': '1712', 'de-lara': '1711' },
    });
    const s = play(activated(s0, 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    const mid = play(s, { type: 'step', to: '1711' }).state;
    // in the friend's hex, mid-move, De Haro rides his unit: the state's invariants hold (stacking, riders)
    expect(invariants(mid).filter((p) => !p.message.includes('no battle rests on this stack'))).toEqual([]);
    const strayed = mid.leaderAt.slice();
    strayed[leaderIndex('de-haro')] = hexIndex('1712');
    expect(invariants(rebuild(mid, { leaderAt: strayed })).map((p) => p.message)).toContain('a leader carried by haro-pi-1 stands on its hex (7.1)');
    const r = playAll(mid, [{ type: 'step', to: '1710' }, { type: 'stop' }]).state;
    expect(hexOf(r, 'haro-pi-1')).toBe('1710');
    expect(r.leaderAt[leaderIndex('de-haro')]).toBe(hexIndex('1710'));
    expect(r.leaderAt[leaderIndex('de-lara')]).toBe(hexIndex('1711'));
  });
});

describe('7.1 exception: the army leader moves a unit of another banner', () => {
  it('7.1: a banner leader stacked on a unit his army leader moves is moved with it', () => {
    const s0 = battle({
      units: { 'alf-pi-1': { hex: '1718', facing: 0 }, 'haro-pi-1': { hex: '1716', facing: 0 } },
      leaders: { 'alfonso-viii': '1718', 'de-haro': '1716' },
    });
    const s = play(activated(s0, 'alfonso-viii'), { type: 'move', unit: 'haro-pi-1' }).state;
    const r = playAll(s, [{ type: 'step', to: '1715' }, { type: 'stop' }]).state;
    expect(r.leaderAt[leaderIndex('de-haro')]).toBe(hexIndex('1715'));
  });

  it('7.1: a banner leader may not move a unit of his banner that carries the army leader', () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1716', facing: 0 }, 'haro-pi-2': { hex: '1715', facing: 0 } },
      leaders: { 'alfonso-viii': '1716', 'de-haro': '1715' },
    });
    expect(legalOf(activated(s0, 'de-haro'), 'move')).toEqual(['move haro-pi-2']);
  });
});

describe('8.3 and 4: disengagement and the retreat', () => {
  it('8.3: a hex in the front of two enemy units costs +1 MP to leave, not +2', () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 }, 'djami-pi-2': { hex: '1812', facing: 4 } },
    });
    const s = play(activated(s0, 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(play(s, { type: 'step', to: '1612' }).state)).toBe(5 - 2);
  });

  it("4, 8.3: a unit may go from one of an enemy's front hexes into another, paying +1 MP for each it leaves", () => {
    const s0 = battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } });
    const s = play(activated(s0, 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    // 1712 and 1612 are both front hexes of the enemy in 1711
    const first = play(s, { type: 'step', to: '1612' }).state;
    expect(movingMp(first)).toBe(5 - 2);
    expect(movingMp(play(first, { type: 'step', to: '1611' }).state)).toBe(5 - 2 - 2);
  });

  it("4, 8.3: the one-hex retreat may end in an enemy unit's front hex", () => {
    const s0 = battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1714', facing: 0 } } });
    const s = play(activated(s0, 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(legalOf(s, 'retreat')).toContain('retreat 1713');
    const r = play(s, { type: 'retreat', to: '1713' }).state;
    expect(hexOf(r, 'haro-pi-1')).toBe('1713');
    expect(r.facing[unitIndex('haro-pi-1')]).toBe(0);
  });

  it('8.3, 5.1: the retreat may not end on an enemy unit nor on a friend it cannot stack with', () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1713', facing: 0 }, 'haro-ch-1': { hex: '1613', facing: 0 } },
    });
    const s = play(activated(s0, 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(legalOf(s, 'retreat')).toEqual(['retreat 1813']);
  });
});

describe('7.4: moves out of command (D5)', () => {
  it('7.4: a unit out of command that cannot get nearer its banner leader may only stay', () => {
    // three enemies face it from its front hexes: every step costs 2 of its 3 MP and none brings it nearer
    const s0 = battle({
      units: {
        'haro-pi-1': { hex: '1708', facing: 3, marks: ['out-of-command'] },
        'djami-pi-1': { hex: '1709', facing: 0 },
        'djami-pi-2': { hex: '1609', facing: 1 },
        'djami-pi-3': { hex: '1809', facing: 5 },
      },
      leaders: { 'de-haro': '1714' },
    });
    const d5 = play(activated(s0, 'de-haro'), { type: 'end-moves' }).state;
    const r = play(d5, { type: 'move', unit: 'haro-pi-1' });
    // its only choice is to stop (7.4: "Permanecer inmóvil"), so the move ends where it began
    expect(movingMp(r.state)).toBeNull();
    expect(hexOf(r.state, 'haro-pi-1')).toBe('1708');
    expect(r.state.facing[unitIndex('haro-pi-1')]).toBe(3);
    expect(r.events.some((e) => e.type === 'unit-move-end')).toBe(true);
  });

  it('7.4, 5.2: a pair out of command moves together in D5, half the MP rounded up, with no extra MP, and must end nearer', () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1708', facing: 3, marks: ['out-of-command'] }, 'haro-pi-2': { hex: '1708', facing: 3, marks: ['out-of-command'] } },
      leaders: { 'de-haro': '1714' },
    });
    const d5 = play(activated(s0, 'de-haro'), { type: 'end-moves' }).state;
    expect(legalOf(d5, 'move')).toContain('move haro-pi-1 haro-pi-2');
    const moving = play(d5, { type: 'move', unit: 'haro-pi-1', with: 'haro-pi-2' }).state;
    expect(movingMp(moving)).toBe(3);
    expect(legalOf(moving, 'stop')).toEqual(['stop']);
    const stepped = play(moving, { type: 'step', to: '1709' }).state;
    expect(movingMp(stepped)).toBe(2);
    const r = play(stepped, { type: 'stop' }).state;
    expect(hexOf(r, 'haro-pi-1')).toBe('1709');
    expect(hexOf(r, 'haro-pi-2')).toBe('1709');
  });

  it('7.4, 5.2: a unit out of command leaving its pair alone pays 1 MP more on its first step', () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1708', facing: 3, marks: ['out-of-command'] }, 'haro-pi-2': { hex: '1708', facing: 3, marks: ['out-of-command'] } },
      leaders: { 'de-haro': '1714' },
    });
    const moving = playAll(activated(s0, 'de-haro'), [{ type: 'end-moves' }, { type: 'move', unit: 'haro-pi-1' }]).state;
    expect(movingMp(play(moving, { type: 'step', to: '1709' }).state)).toBe(3 - 2);
  });
});

describe('scenario: De Rada, Ruy Díaz and the Mujahids', () => {
  it('scenario, reading 20: De Rada may not enter a hex held by an enemy unit', () => {
    const s0 = battle({ units: { 'alf-pi-1': { hex: '1718', facing: 0 }, 'djami-pi-1': { hex: '1416', facing: 3 } } });
    const s = play(activated(s0, 'alfonso-viii'), { type: 'move-marker', marker: 'de-rada' }).state;
    const steps = legalOf(s, 'step');
    expect(steps).not.toContain('step 1416');
    expect(steps).toContain('step 1418');
  });

  it('scenario, reading 22: the one-hex retreat of a Mujahid unit may not go nearer the Almohad banner', () => {
    const s0 = battle({ units: { 'mujahid-mi-1': { hex: '1710', facing: 3 } } });
    const s = play(activated(s0, 'mujahids'), { type: 'move', unit: 'mujahid-mi-1' }).state;
    const retreats = legalOf(s, 'retreat');
    expect(retreats).not.toContain('retreat 1709');
    const away = play(activated(battle({ units: { 'mujahid-mi-1': { hex: '1710', facing: 0 } } }), 'mujahids'), { type: 'move', unit: 'mujahid-mi-1' }).state;
    expect(legalOf(away, 'retreat')).toContain('retreat 1711');
  });
});
