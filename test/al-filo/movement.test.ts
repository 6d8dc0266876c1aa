// Movement (3, 5, 7.1, 8, 8.2, 8.3) and the scenario's movement rules, with positions on the Las Navas map.
import { describe, expect, it } from 'vitest';
import { alFilo } from 'reglas/al-filo';
import { beginMove } from '../../src/games/al-filo/movement.js';
import { rebuild } from '../../src/games/al-filo/edits.js';
import { MOVED } from '../../src/games/al-filo/state.js';
import { activated, battle, hexOf, leaderIndex, legalOf, movingMp, play, playAll, unitIndex } from './helpers.js';

const sorted = (xs: string[]): string[] => [...xs].sort();

describe('3.1, 8: front hexes and terrain costs', () => {
  it('3.1, 8: a unit moves only into its three front hexes', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(sorted(legalOf(s, 'step'))).toEqual(['step 1612', 'step 1711', 'step 1812']);
  });

  it('8: a step into clear terrain costs 1 MP, and MP are spent hex by hex', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(s)).toBe(5);
    const r = playAll(s, [
      { type: 'step', to: '1711' },
      { type: 'step', to: '1710' },
    ]);
    expect(movingMp(r.state)).toBe(3);
    expect(hexOf(r.state, 'haro-pi-1')).toBe('1710');
  });

  it('Tabla de Terrenos, reading 2: climbing a level costs +1 MP on foot and +2 mounted; going down +0 and +1', () => {
    const foot = play(activated(battle({ units: { 'haro-pi-1': { hex: '1606', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(play(foot, { type: 'step', to: '1605' }).state)).toBe(5 - 2);
    const horse = play(activated(battle({ units: { 'haro-ch-1': { hex: '1606', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-ch-1' }).state;
    expect(movingMp(play(horse, { type: 'step', to: '1605' }).state)).toBe(8 - 3);
    const down = play(activated(battle({ units: { 'haro-ch-1': { hex: '1605', facing: 3 } } }), 'de-haro'), { type: 'move', unit: 'haro-ch-1' }).state;
    expect(movingMp(play(down, { type: 'step', to: '1606' }).state)).toBe(8 - 2);
  });

  it('reading 2: a parapet is an Empalizada hexside: +0 MP on foot, +1 mounted', () => {
    const horse = play(activated(battle({ units: { 'haro-ch-1': { hex: '1605', facing: 0 } }, released: true }), 'de-haro'), {
      type: 'move',
      unit: 'haro-ch-1',
    }).state;
    expect(movingMp(play(horse, { type: 'step', to: '1604' }).state)).toBe(8 - 2);
    const foot = play(activated(battle({ units: { 'haro-pi-1': { hex: '1605', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(play(foot, { type: 'step', to: '1604' }).state)).toBe(5 - 1);
  });

  it('8: a move of exactly one hex without a change of facing is always allowed, whatever it costs', () => {
    const base = activated(battle({ units: { 'haro-ch-1': { hex: '1606', facing: 0 } } }), 'de-haro');
    // a unit with 1 MP at the start of its move (8.4: a fatigued unit just dismounted), facing a climb that costs 3
    const task = { ...beginMove(base, unitIndex('haro-ch-1'), -1, 'command'), mp: 1 };
    const s = rebuild(base, { tasks: [...base.tasks, task] });
    expect(legalOf(s, 'step')).toContain('step 1605');
    const r = play(s, { type: 'step', to: '1605' });
    expect(hexOf(r.state, 'haro-ch-1')).toBe('1605');
    expect(movingMp(r.state)).toBeNull();
    expect(r.events.map((e) => e.text).join(' ')).toContain('the whole move');
  });

  it('8: once it has turned, a unit without the MP for a hex may not enter it', () => {
    const base = activated(battle({ units: { 'haro-ch-1': { hex: '1606', facing: 1 } } }), 'de-haro');
    const task = { ...beginMove(base, unitIndex('haro-ch-1'), -1, 'command'), mp: 2 };
    const turned = play(rebuild(base, { tasks: [...base.tasks, task] }), { type: 'face', facing: 0 }).state;
    expect(legalOf(turned, 'step')).not.toContain('step 1605');
  });
});

describe('8.2: facing', () => {
  it('8.2: a change of facing costs 1 MP a hexside', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(play(s, { type: 'face', facing: 1 }).state)).toBe(4);
    expect(movingMp(play(s, { type: 'face', facing: 4 }).state)).toBe(3);
    expect(movingMp(play(s, { type: 'face', facing: 3 }).state)).toBe(2);
  });

  it('8.2: a change of facing in place counts as a move', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    const r = playAll(s, [{ type: 'face', facing: 1 }, { type: 'stop' }]);
    expect(r.state.flags[unitIndex('haro-pi-1')]! & MOVED).toBe(MOVED);
    expect(r.state.facing[unitIndex('haro-pi-1')]).toBe(1);
  });
});

describe('8.3: disengagement and the one-hex retreat', () => {
  it('8.3: leaving a front hex of an enemy unit costs 1 MP more', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } }), 'de-haro'), {
      type: 'move',
      unit: 'haro-pi-1',
    }).state;
    expect(movingMp(play(s, { type: 'step', to: '1812' }).state)).toBe(5 - 2);
  });

  it("8.3: standing in an enemy unit's rear hex costs nothing more to leave", () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 0 } } }), 'de-haro'), {
      type: 'move',
      unit: 'haro-pi-1',
    }).state;
    expect(movingMp(play(s, { type: 'step', to: '1812' }).state)).toBe(5 - 1);
  });

  it('8.3, reading 17: a routed enemy has no front, so leaving its side costs nothing more', () => {
    const s = play(
      activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3, disorder: 'routed' } } }), 'de-haro'),
      { type: 'move', unit: 'haro-pi-1' },
    ).state;
    expect(movingMp(play(s, { type: 'step', to: '1812' }).state)).toBe(5 - 1);
  });

  it('8.3: the retreat goes one hex through a rear hex, keeping the facing, for all the MP', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } }), 'de-haro'), {
      type: 'move',
      unit: 'haro-pi-1',
    }).state;
    expect(sorted(legalOf(s, 'retreat'))).toEqual(['retreat 1613', 'retreat 1713', 'retreat 1813']);
    const r = play(s, { type: 'retreat', to: '1713' });
    expect(hexOf(r.state, 'haro-pi-1')).toBe('1713');
    expect(r.state.facing[unitIndex('haro-pi-1')]).toBe(0);
    expect(movingMp(r.state)).toBeNull();
    expect(r.events.some((e) => e.type === 'unit-retreat' && e.rule === '8.3')).toBe(true);
  });

  it('8.3: the retreat is a whole move: not after a step or a turn', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(legalOf(play(s, { type: 'step', to: '1711' }).state, 'retreat')).toEqual([]);
    expect(legalOf(play(s, { type: 'face', facing: 1 }).state, 'retreat')).toEqual([]);
  });
});

describe('8.4: mounting and dismounting', () => {
  it('8.4: with a marker of its army, a unit dismounts before it moves and may then spend 2 MP (1 fatigued); the marker is spent', () => {
    const base = activated(
      battle({ units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'haro-ch-narbonne': { hex: '1812', facing: 0, fatigued: true } } }),
      'de-haro',
    );
    const s = rebuild(base, { mountMarkers: [2, 0] });
    const moving = play(s, { type: 'move', unit: 'haro-ch-1' }).state;
    expect(legalOf(moving, 'dismount')).toEqual(['dismount']);
    const r = play(moving, { type: 'dismount' });
    expect(movingMp(r.state)).toBe(2);
    expect(r.state.mounted[unitIndex('haro-ch-1')]).toBe(0);
    expect(r.state.mountMarkers).toEqual([1, 0]);
    const tired = playAll(rebuild(r.state, {}), [{ type: 'stop' }, { type: 'move', unit: 'haro-ch-narbonne' }, { type: 'dismount' }]).state;
    expect(movingMp(tired)).toBe(1);
  });

  it('8.4: never next to an enemy, nor after the move has begun, nor without a marker (Las Navas has none)', () => {
    const next = rebuild(activated(battle({ units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } }), 'de-haro'), {
      mountMarkers: [2, 0],
    });
    expect(legalOf(play(next, { type: 'move', unit: 'haro-ch-1' }).state, 'dismount')).toEqual([]);
    const free = rebuild(activated(battle({ units: { 'haro-ch-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { mountMarkers: [2, 0] });
    expect(
      legalOf(
        playAll(free, [
          { type: 'move', unit: 'haro-ch-1' },
          { type: 'step', to: '1711' },
        ]).state,
        'dismount',
      ),
    ).toEqual([]);
    expect(
      legalOf(
        play(activated(battle({ units: { 'haro-ch-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-ch-1' }).state,
        'dismount',
      ),
    ).toEqual([]);
  });
});

describe('5.1, 5.2: stacking at the end of a move', () => {
  it('5.1: a unit may pass through a friend but not end its move on it', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-ab-1': { hex: '1711', facing: 0 } } }), 'de-haro'), {
      type: 'move',
      unit: 'haro-pi-1',
    }).state;
    expect(legalOf(s, 'step')).toContain('step 1711');
    const through = play(s, { type: 'step', to: '1711' }).state;
    expect(legalOf(through, 'stop')).toEqual([]);
    expect(hexOf(play(through, { type: 'step', to: '1710' }).state, 'haro-pi-1')).toBe('1710');
  });

  it("5.1: a unit may not enter a friend's hex it could not leave again", () => {
    const base = activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-ab-1': { hex: '1711', facing: 0 } } }), 'de-haro');
    const task = { ...beginMove(base, unitIndex('haro-pi-1'), -1, 'command'), mp: 1, changed: true };
    expect(legalOf(rebuild(base, { tasks: [...base.tasks, task] }), 'step')).not.toContain('step 1711');
  });

  it('5.2: at Las Navas two units of one type and banner may end a move together, the one that joins paying 1 MP', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-pi-2': { hex: '1711', facing: 0 } } }), 'de-haro'), {
      type: 'move',
      unit: 'haro-pi-1',
    }).state;
    const r = playAll(s, [{ type: 'step', to: '1711' }, { type: 'stop' }]);
    expect(hexOf(r.state, 'haro-pi-1')).toBe('1711');
    expect(r.events.some((e) => e.type === 'unit-move-end' && e.rule === '5.2')).toBe(true);
  });

  it("5.2: a unit without 1 MP left for the join may not end in the pair's hex", () => {
    const base = activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-pi-2': { hex: '1711', facing: 0 } } }), 'de-haro');
    const task = { ...beginMove(base, unitIndex('haro-pi-1'), -1, 'command'), mp: 1, changed: true };
    expect(legalOf(rebuild(base, { tasks: [...base.tasks, task] }), 'step')).not.toContain('step 1711');
  });

  it('5.2: the unit that leaves a pair pays 1 MP more; a pair moving together pays nothing more', () => {
    const pair = { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-pi-2': { hex: '1712', facing: 0 } };
    const alone = play(activated(battle({ units: pair }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    expect(movingMp(play(alone, { type: 'step', to: '1711' }).state)).toBe(5 - 2);
    const s = activated(battle({ units: pair }), 'de-haro');
    expect(legalOf(s, 'move')).toContain('move haro-pi-1 haro-pi-2');
    const together = playAll(s, [
      { type: 'move', unit: 'haro-pi-1', with: 'haro-pi-2' },
      { type: 'step', to: '1711' },
    ]);
    expect(movingMp(together.state)).toBe(5 - 1);
    expect(hexOf(together.state, 'haro-pi-2')).toBe('1711');
  });

  it('5.2: units of different types or banners may not end a move together', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'lara-pi-1': { hex: '1711', facing: 0 } } }), 'de-haro'), {
      type: 'move',
      unit: 'haro-pi-1',
    }).state;
    expect(legalOf(play(s, { type: 'step', to: '1711' }).state, 'stop')).toEqual([]);
  });
});

describe('7.1: leaders', () => {
  it('7.1: a leader on a moving unit is carried with it', () => {
    const s = activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } }, leaders: { 'de-haro': '1712' } }), 'de-haro');
    const r = playAll(s, [
      { type: 'move', unit: 'haro-pi-1' },
      { type: 'step', to: '1711' },
    ]);
    expect(r.state.leaderAt[leaderIndex('de-haro')]).toBe(r.state.at[unitIndex('haro-pi-1')]);
  });

  it('7.1: a banner leader may not move a unit of his banner that carries the army leader; the army leader may', () => {
    const pos = { units: { 'haro-pi-1': { hex: '1716', facing: 0 } }, leaders: { 'alfonso-viii': '1716', 'de-haro': '1714' } };
    expect(legalOf(activated(battle(pos), 'de-haro'), 'move')).not.toContain('move haro-pi-1');
    expect(legalOf(activated(battle(pos), 'alfonso-viii'), 'move')).toContain('move haro-pi-1');
  });

  it('7.1: a leader ends his move on a unit of his banner; an army leader on any unit of his army', () => {
    const pos = {
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'lara-pi-1': { hex: '1812', facing: 0 } },
      leaders: { 'de-haro': '1712', 'alfonso-viii': '1712' },
    };
    const haro = playAll(activated(battle(pos), 'de-haro'), [
      { type: 'move-leader', leader: 'de-haro' },
      { type: 'step', to: '1812' },
    ]).state;
    expect(legalOf(haro, 'stop')).toEqual([]);
    const king = playAll(activated(battle(pos), 'alfonso-viii'), [
      { type: 'move-leader', leader: 'alfonso-viii' },
      { type: 'step', to: '1812' },
    ]).state;
    expect(legalOf(king, 'stop')).toEqual(['stop']);
  });
});

describe('12.2: routed units', () => {
  it('12.2: a routed unit does not move in phase D', () => {
    const s = activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0, disorder: 'routed' }, 'haro-pi-2': { hex: '1713', facing: 0 } } }), 'de-haro');
    expect(legalOf(s, 'move')).toEqual(['move haro-pi-2']);
  });
});

describe('scenario: Las Navas movement rules', () => {
  it("scenario, reading 21: Al-Nasir's banner neither moves nor its leader, but its units turn freely", () => {
    const s = activated(battle({ units: { 'nasir-pi-1702': { hex: '1702', facing: 3 } } }), 'al-nasir');
    expect(legalOf(s, 'move-leader')).toEqual([]);
    const moving = play(s, { type: 'move', unit: 'nasir-pi-1702' }).state;
    expect(legalOf(moving, 'step')).toEqual([]);
    expect(legalOf(moving, 'face')).toHaveLength(5);
    const turned = play(moving, { type: 'face', facing: 0 }).state;
    expect(turned.facing[unitIndex('nasir-pi-1702')]).toBe(0);
  });

  it("scenario: once released, Al-Nasir's banner moves", () => {
    const s = play(activated(battle({ units: { 'nasir-pi-1702': { hex: '1702', facing: 3 } }, released: true }), 'al-nasir'), {
      type: 'move',
      unit: 'nasir-pi-1702',
    }).state;
    expect(legalOf(s, 'step').length).toBeGreaterThan(0);
  });

  it('scenario, reading 22: a Mujahid unit never enters a hex nearer the Almohad banner than its start', () => {
    const north = play(activated(battle({ units: { 'mujahid-mi-1': { hex: '1710', facing: 0 } } }), 'mujahids'), { type: 'move', unit: 'mujahid-mi-1' }).state;
    expect(legalOf(north, 'step')).not.toContain('step 1709');
    const south = play(activated(battle({ units: { 'mujahid-mi-1': { hex: '1710', facing: 3 } } }), 'mujahids'), { type: 'move', unit: 'mujahid-mi-1' }).state;
    expect(legalOf(south, 'step')).toContain('step 1711');
  });

  it('scenario, reading 20: De Rada moves once a turn with any Christian banner, up to 6 MP', () => {
    const pos = { units: { 'pedro-pi-1': { hex: '0415', facing: 0 }, 'sancho-pi-1': { hex: '2815', facing: 0 } } };
    const s = activated(battle(pos), 'pedro-ii');
    expect(legalOf(s, 'move-marker')).toEqual(['move-marker de-rada', 'move-marker ruy-diaz']);
    const moved = playAll(s, [{ type: 'move-marker', marker: 'de-rada' }, { type: 'step', to: '1416' }, { type: 'stop' }]).state;
    expect(alFilo.position(moved).markers!['de-rada']).toBe('1416');
    expect(legalOf(moved, 'move-marker')).toEqual(['move-marker ruy-diaz']);
    const muslim = activated(battle({ units: { 'djami-pi-1': { hex: '1706' } } }), 'ben-djami');
    expect(legalOf(muslim, 'move-marker')).toEqual([]);
  });
});
