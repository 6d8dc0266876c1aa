// The effects of results (10.6-10.8, 11, 12.1, 12.2; 7.5 for the leaders of a lost unit), with forced dice.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from 'reglas/core';
import { alFilo, type AlFiloPosition, type AlFiloState } from 'reglas/al-filo';
import { activated, battle, hexOf, leaderIndex, legalOf, play, unitIndex } from './helpers.js';
import { DEMORALIZED, ELIMINATED, FLED, ORGANIZED, ROUTED } from '../../src/games/al-filo/state.js';
import { victoryPoints } from '../../src/games/al-filo/victory.js';

/** De Haro's activation over a position, his moves over, `haro-pi-1` attacking with the die forced. */
function attack(p: AlFiloPosition, rolls: number[], unit = 'haro-pi-1'): { state: AlFiloState; events: GameEvent[] } {
  const s = play(activated(battle(p), 'de-haro'), { type: 'end-moves' }).state;
  let r = play(s, { type: 'attack', unit }, rolls);
  const events = [...r.events];
  // no other combat is declared, and javelins in defence hold their fire (6.D)
  for (const next of ['end-declare', 'end-fire'] as const) {
    const t = r.state.tasks[r.state.tasks.length - 1];
    if ((next === 'end-declare' && t?.t === 'combats' && t.step === 'declare') || (next === 'end-fire' && t?.t === 'combat')) {
      r = play(r.state, { type: next }, rolls);
      events.push(...r.events);
    }
  }
  return { state: r.state, events };
}

const u = (id: string): number => unitIndex(id);

describe('10.7: retreat after a combat', () => {
  // Pi 4 against Pi 5: 1/2, quality 5 against 6: -1; a 6 makes 5, "R" for the defender
  const base: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } };

  it('10.7: the defender retreats one hex into any free hex, turning one hexside at most; into a rear hex it loses nothing', () => {
    const r = attack(base, [6]);
    expect(legalOf(r.state, 'retreat').filter((a) => a.startsWith('retreat 1710'))).toEqual(['retreat 1710 3', 'retreat 1710 2', 'retreat 1710 4']);
    const after = play(r.state, { type: 'retreat', to: '1710', facing: 2 }).state;
    expect(hexOf(after, 'djami-pi-1')).toBe('1710');
    expect(after.facing[u('djami-pi-1')]).toBe(2);
    expect(after.disorder[u('djami-pi-1')]).toBe(ORGANIZED);
  });

  it('10.7: a retreat that is not into a rear hex costs one more level of disorganization', () => {
    const r = attack(base, [6]);
    const after = play(r.state, { type: 'retreat', to: '1812', facing: 3 }).state;
    expect(hexOf(after, 'djami-pi-1')).toBe('1812');
    expect(after.disorder[u('djami-pi-1')]).toBe(DEMORALIZED);
  });

  it('10.7: a retreat made impossible (enemies and stacking all round) costs one more level in place', () => {
    const r = attack(
      {
        units: {
          'haro-pi-1': { hex: '1712', facing: 0 },
          'haro-pi-2': { hex: '1710', facing: 3 },
          'haro-pi-3': { hex: '1811', facing: 4 },
          'haro-ab-1': { hex: '1611', facing: 2 },
          'haro-mi-1': { hex: '1612', facing: 1 },
          'haro-ab-2': { hex: '1812', facing: 5 },
          'djami-pi-1': { hex: '1711', facing: 3 },
        },
      },
      [8],
    );
    expect(r.events.some((e) => e.type === 'unit-retreat-blocked')).toBe(true);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('1711');
    expect(r.state.disorder[u('djami-pi-1')]).toBe(DEMORALIZED);
    expect(r.state.fatigued[u('djami-pi-1')]).toBe(1);
  });
});

describe('5.2: a pair in retreat', () => {
  it('5.2: a pair retreats together; where stacking bars the pair, one of it may retreat alone, the other staying with one more level', () => {
    // Ch 4 against the pair's 8: 1/2 0, Ch against Pi +2, quality 7 against the pair's lower 5 +1; a 5 makes 8, "F+R"
    const r = attack(
      {
        units: {
          'haro-ch-1': { hex: '1712', facing: 0 },
          'djami-pi-1': { hex: '1711', facing: 3 },
          'djami-pi-2': { hex: '1711', facing: 3 },
          'djami-pi-3': { hex: '1710', facing: 3 },
        },
      },
      [5],
      'haro-ch-1',
    );
    const options = legalOf(r.state, 'retreat');
    expect(options).toContain('retreat 1611 3');
    expect(options.filter((a) => a.startsWith('retreat 1710'))).toEqual([
      'retreat 1710 3 djami-pi-1',
      'retreat 1710 2 djami-pi-1',
      'retreat 1710 4 djami-pi-1',
      'retreat 1710 3 djami-pi-2',
      'retreat 1710 2 djami-pi-2',
      'retreat 1710 4 djami-pi-2',
    ]);
    const after = play(r.state, { type: 'retreat', to: '1710', facing: 3, unit: 'djami-pi-2' }).state;
    expect(hexOf(after, 'djami-pi-2')).toBe('1710');
    expect(hexOf(after, 'djami-pi-1')).toBe('1711');
    expect(after.disorder[u('djami-pi-1')]).toBe(DEMORALIZED);
    expect(after.disorder[u('djami-pi-2')]).toBe(ORGANIZED);
  });
});

describe('11, 12.1: fatigue and demoralization accumulate', () => {
  it('11: a fatigued unit fatigued again stays fatigued, with no other effect', () => {
    const r = attack({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3, fatigued: true } } }, [6]);
    expect(r.state.fatigued[u('djami-pi-1')]).toBe(1);
    expect(r.state.disorder[u('djami-pi-1')]).toBe(ORGANIZED);
  });

  it('12.1: a fresh unit demoralized again becomes fatigued and stays demoralized', () => {
    // Pi 4 against Mi 4: 1/1 +1, Pi against Mi +1, quality 5 against 6 -1, the defender demoralized +2: a 7 makes 10, "D+R"
    const r = attack({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'mujahid-mi-1': { hex: '1711', facing: 3, disorder: 'demoralized' } } }, [7]);
    const mi = u('mujahid-mi-1');
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ total: 10 });
    expect(r.state.fatigued[mi]).toBe(1);
    expect(r.state.disorder[mi]).toBe(DEMORALIZED);
  });

  it('12.1, 12.2: a fatigued demoralized unit demoralized again is routed and flees two hexes at once, faced to its flight edge', () => {
    const r = attack(
      { units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'mujahid-mi-1': { hex: '1711', facing: 4, disorder: 'demoralized', fatigued: true } } },
      [6],
    );
    const mi = u('mujahid-mi-1');
    expect(r.state.disorder[mi]).toBe(ROUTED);
    // the Muslims flee north (row 01): 1711 -> 1709
    expect(hexOf(r.state, 'mujahid-mi-1')).toBe('1709');
    expect(r.state.facing[mi]).toBe(0);
  });
});

describe('12.2: rout', () => {
  it('12.2: a unit fleeing through a friend: the friend rolls a d10 against its quality and routs on more, fleeing after it', () => {
    // 14 or more: "Dr +R": Ch 4 against Il 3 (1/1 +1), Ch against Il +3, quality 6 against 5 +1: +5; a 9 makes 14
    const r = attack(
      { units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-il-1': { hex: '1711', facing: 3 }, 'djami-pi-1': { hex: '1710', facing: 3 } } },
      [9, 7],
      'haro-ch-1',
    );
    const panic = r.events.find((e) => e.type === 'panic-test') as GameEvent & { units: string[]; routed: boolean };
    expect(panic).toMatchObject({ units: ['djami-pi-1'], routed: true });
    expect(hexOf(r.state, 'djami-il-1')).toBe('1709');
    expect(r.state.disorder[u('djami-pi-1')]).toBe(ROUTED);
    // the friend flees after, through the unit that routed it, which is not tested again
    expect(hexOf(r.state, 'djami-pi-1')).toBe('1708');
    expect(r.events.filter((e) => e.type === 'panic-test')).toHaveLength(1);
  });

  it('5.2, 12.2: a pair routed by one result flees as one counter: one flight, one panic test of the friend it passes through', () => {
    // Ch 4 against the pair's 8 (1/2: 0), Ch against Pi +2, quality 7 against 4 +1, defenders demoralized +2: a 5 makes 10, "D+R"
    const pair = { facing: 3, disorder: 'demoralized', fatigued: true } as const;
    const r = attack(
      {
        units: {
          'haro-ch-1': { hex: '1712', facing: 0 },
          'djami-pi-1': { hex: '1711', ...pair },
          'djami-pi-2': { hex: '1711', ...pair },
          'djami-pi-3': { hex: '1710', facing: 3 },
        },
      },
      [5, 0],
      'haro-ch-1',
    );
    expect(hexOf(r.state, 'djami-pi-1')).toBe('1709');
    expect(hexOf(r.state, 'djami-pi-2')).toBe('1709');
    expect(r.events.filter((e) => e.type === 'panic-test')).toHaveLength(1);
    expect(r.events.filter((e) => e.type === 'unit-flees')).toHaveLength(1);
  });

  it('12.2: a friend whose d10 does not exceed its quality holds', () => {
    const r = attack(
      { units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-il-1': { hex: '1711', facing: 3 }, 'djami-pi-1': { hex: '1710', facing: 3 } } },
      [8, 5],
      'haro-ch-1',
    );
    expect(r.state.disorder[u('djami-pi-1')]).toBe(ORGANIZED);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('1710');
  });

  it('12.2: a unit whose flight is barred by an enemy is eliminated', () => {
    const r = attack(
      { units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'haro-pi-1': { hex: '1710', facing: 3 }, 'djami-il-1': { hex: '1711', facing: 3 } } },
      [9],
      'haro-ch-1',
    );
    expect(r.state.at[u('djami-il-1')]).toBe(ELIMINATED);
  });

  it('12.2: a routed unit that leaves the map is eliminated, routed off it', () => {
    const r = attack({ units: { 'haro-ch-1': { hex: '0202', facing: 0 }, 'djami-il-1': { hex: '0201', facing: 3 } } }, [9], 'haro-ch-1');
    expect(r.state.at[u('djami-il-1')]).toBe(FLED);
    expect(r.events.find((e) => e.type === 'unit-eliminated')).toMatchObject({ unit: 'djami-il-1', fled: true });
  });

  it('12.2: a routed unit routed again is eliminated', () => {
    // +6 and +3 against a routed defender, held to +7: a 7 makes 14, "Dr +R"
    const r = attack({ units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-il-1': { hex: '1711', facing: 3, disorder: 'routed' } } }, [7], 'haro-ch-1');
    expect(r.state.at[u('djami-il-1')]).toBe(ELIMINATED);
  });
});

describe('10.8: advance after combat', () => {
  const win: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } };

  it('10.8: after the defender retreats the attacker must advance into its hex, turning freely; there is no "stay"', () => {
    const s = play(attack(win, [6]).state, { type: 'retreat', to: '1710', facing: 3 }).state;
    expect(alFilo.decision(s)).toMatchObject({ point: 'advance', seat: 'christian' });
    expect(legalOf(s, 'stay')).toEqual([]);
    expect(legalOf(s, 'advance')).toHaveLength(6);
    const after = play(s, { type: 'advance', unit: 'haro-pi-1', to: '1711', facing: 1 }).state;
    expect(hexOf(after, 'haro-pi-1')).toBe('1711');
    expect(after.facing[u('haro-pi-1')]).toBe(1);
  });

  it('5.2, 10.8: a pair advances together, as one counter', () => {
    const p: AlFiloPosition = {
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-pi-2': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } },
    };
    // 8 PF to 4 (2/1 +2), quality 5 to 5: a 5 makes 7, "F+R"
    const s = play(attack(p, [5]).state, { type: 'retreat', to: '1710', facing: 3 }).state;
    expect(legalOf(s, 'advance').every((a) => a.startsWith('advance haro-pi-1 1711'))).toBe(true);
    const after = play(s, { type: 'advance', unit: 'haro-pi-1', to: '1711', facing: 0 }).state;
    expect(hexOf(after, 'haro-pi-1')).toBe('1711');
    expect(hexOf(after, 'haro-pi-2')).toBe('1711');
  });

  it('10.8, 12.1: a demoralized unit never advances', () => {
    const p: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1712', facing: 0, disorder: 'demoralized' }, 'djami-pi-1': { hex: '1711', facing: 3 } } };
    // +1 force -2 demoralized: a 9 makes 8, "F+R"
    const s = play(attack(p, [9, 0]).state, { type: 'retreat', to: '1710', facing: 3 }).state;
    expect(hexOf(s, 'haro-pi-1')).toBe('1712');
    expect(s.tasks.some((t) => t.t === 'advance')).toBe(false);
  });

  it('10.8: a leader advances with his unit when it leaves no unit behind', () => {
    const s = play(attack({ ...win, leaders: { 'de-haro': '1712' } }, [6]).state, { type: 'retreat', to: '1710', facing: 3 }).state;
    const after = play(s, { type: 'advance', unit: 'haro-pi-1', to: '1711', facing: 0 }).state;
    expect(after.leaderAt[leaderIndex('de-haro')]).toBe(after.at[u('haro-pi-1')]);
  });
});

describe('7.5, 10.1: the leaders of a unit lost in combat', () => {
  it('7.5: a leader whose unit is destroyed in a combat is captured by the enemy unit that destroyed it', () => {
    const r = attack(
      { units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-il-1': { hex: '1711', facing: 3, disorder: 'routed' } }, leaders: { 'ben-djami': '1711' } },
      [8],
      'haro-ch-1',
    );
    expect(r.state.at[u('djami-il-1')]).toBe(ELIMINATED);
    expect(r.state.prisoners).toEqual([{ leader: leaderIndex('ben-djami'), form: 0, unit: u('haro-ch-1') }]);
    expect(r.state.leaderForm[leaderIndex('ben-djami')]).toBe(2);
  });
});

describe('scenario: the victory points of what part 2 takes', () => {
  // every unit a position omits is eliminated: the points are compared with the same battle without the losses
  const kept: AlFiloPosition = { units: { 'haro-ch-1': { hex: '1714' }, 'haro-ch-narbonne': { hex: '1814' }, 'djami-pi-1': { hex: '1711' } } };
  const gained = (p: AlFiloPosition): number[] => {
    const [c0, m0] = victoryPoints(battle(kept));
    const [c1, m1] = victoryPoints(battle(p));
    return [c1 - c0, m1 - m0];
  };

  it('scenario: 5 for a Ch eliminated, 1 for a unit routed off the map whatever its type (reading 24), 3 a leader killed, 5 a leader captured, 10 and 5 for De Rada and Ruy Díaz', () => {
    const p: AlFiloPosition = {
      units: { 'haro-ch-1': { hex: 'eliminated' }, 'haro-ch-narbonne': { hex: 'fled' }, 'djami-pi-1': { hex: '1711' } },
      fallen: [1, 0],
      prisoners: [{ leader: 'de-lara', form: 'front', unit: 'djami-pi-1' }],
      markers: { 'de-rada': 'eliminated', 'ruy-diaz': 'eliminated' },
    };
    expect(gained(p)).toEqual([0, 5 + 1 + 3 + 5 + 10 + 5]);
  });

  it('scenario: Alfonso VIII captured scores no points (his loss ends the battle instead)', () => {
    expect(gained({ ...kept, prisoners: [{ leader: 'alfonso-viii', form: 'front', unit: 'djami-pi-1' }] })).toEqual([0, 0]);
  });
});

describe('7.5.1: a captor lost otherwise than to an attack', () => {
  it('7.5.1, reading: a captor eliminated in a flight keeps its prisoner, held off the map: he is not freed, and still scores', async () => {
    const { eliminate } = await import('../../src/games/al-filo/results.js');
    const { stepDice, scriptedDice } = await import('reglas/core');
    const { SILENT } = await import('../../src/core/events.js');
    const s = battle({ units: { 'haro-pi-1': { hex: '1712' } }, prisoners: [{ leader: 'ben-djami', form: 'front', unit: 'haro-pi-1' }] });
    const ctx = { dice: stepDice(s.rng, scriptedDice([])), log: SILENT, listed: (): void => undefined };
    const after = eliminate(s, u('haro-pi-1'), { kind: 'rout' }, ctx as never);
    expect(after.prisoners).toEqual([{ leader: leaderIndex('ben-djami'), form: 0, unit: -1 }]);
    const { invariants } = await import('../../src/games/al-filo/invariants.js');
    expect(invariants(after).filter((p) => p.path.startsWith('state.prisoners'))).toEqual([]);
    // the Christians keep the 5 points of the capture
    expect(victoryPoints(after)[0]).toBe(victoryPoints(s)[0]);
    expect(alFilo.position(after).prisoners).toEqual([{ leader: 'ben-djami', form: 'front', unit: null }]);
  });
});
