// Combats (6.D D3-D4, 10.1-10.3, Tablas de Combates) with forced dice on small positions of the Las Navas map.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from 'reglas/core';
import { alFilo, type AlFiloPosition, type AlFiloState } from 'reglas/al-filo';
import { activated, battle, hexOf, legalOf, play, playAll, unitIndex } from './helpers.js';
import { ROUTED } from '../../src/games/al-filo/state.js';

type Modifier = { label: string; value: number; rule: string };
type CombatEvent = GameEvent & { modifiers: Modifier[]; total: number; result: string; rolls: { value: number }[] };

/** De Haro's activation (or `leader`'s) over a position, his moves over: resting on D2's fire or D3's declarations. */
function declaring(p: AlFiloPosition, leader = 'de-haro'): AlFiloState {
  return play(activated(battle(p), leader), { type: 'end-moves' }).state;
}

/** The combat event among `events`. */
function combatOf(events: readonly GameEvent[]): CombatEvent {
  const e = events.find((x) => x.type === 'combat');
  if (e === undefined) throw new Error(`no combat among ${events.map((x) => x.type).join(', ')}`);
  return e as CombatEvent;
}

/** The modifiers of a combat by label, for assertions that read well. */
function modifiers(e: CombatEvent): Record<string, number> {
  return Object.fromEntries(e.modifiers.map((m) => [m.label, m.value]));
}

// a fatigued Masmuda Pi (4 PF, quality 5) against a concejo Pi (4 PF, quality 5): no modifier but the force's
const PI_VS_PI: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3, fatigued: true } } };

describe('10.2: declaring combats (D3)', () => {
  it('10.2: a unit attacks only through its front hexes: an enemy behind it is not offered', () => {
    const s = declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 3 }, 'djami-pi-1': { hex: '1711', facing: 3 } } });
    expect(legalOf(s, 'attack')).toEqual([]);
    expect(s.tasks.length).toBeGreaterThan(0);
  });

  it('10.2: an attacker attacks every enemy in its front hexes not yet attacked: one combat against both', () => {
    const s = declaring({
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 }, 'djami-pi-2': { hex: '1812', facing: 4 } },
    });
    const r = playAll(s, [{ type: 'attack', unit: 'haro-pi-1' }], [4]);
    const declared = r.events.find((e) => e.type === 'combat-declared') as GameEvent & { targets: string[] };
    expect([...declared.targets].sort()).toEqual(['1711', '1812']);
  });

  it('10.2: a second unit whose front enemy is already attacked joins that combat; the combat is then two against one', () => {
    const s = declaring({
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'haro-pi-2': { hex: '1612', facing: 1 }, 'djami-pi-1': { hex: '1711', facing: 3, fatigued: true } },
    });
    const first = play(s, { type: 'attack', unit: 'haro-pi-1' }).state;
    expect(legalOf(first, 'attack')).toEqual(['attack haro-pi-2 1711']);
    // the last declaration possible made, D3 closes by itself (a lone choice is played)
    const r = playAll(first, [{ type: 'attack', unit: 'haro-pi-2', target: '1711' }], [4]);
    const e = combatOf(r.events);
    expect(e.modifiers.find((m) => m.label.startsWith('force'))).toEqual({ label: 'force 8 to 4', value: 2, rule: 'Tablas de Combates' });
  });

  it('10.1: artillery and routed units never attack; 7.4: nor units out of command', () => {
    const routed = declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0, disorder: 'routed' }, 'djami-pi-1': { hex: '1711', facing: 3 } } });
    expect(legalOf(routed, 'attack')).toEqual([]);
    const out = declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0, marks: ['out-of-command'] }, 'djami-pi-1': { hex: '1711', facing: 3 } } });
    expect(legalOf(out, 'attack')).toEqual([]);
  });

  it('10.2: combat is never compulsory: the declarations may end with none', () => {
    const s = declaring(PI_VS_PI);
    expect(legalOf(s, 'end-declare')).toEqual(['end-declare']);
    const r = play(s, { type: 'end-declare' });
    expect(r.events.some((e) => e.type === 'combat')).toBe(false);
  });

  it("scenario: a Christian attack on a unit of Al-Nasir's banner releases it", () => {
    const s = declaring({ units: { 'haro-pi-1': { hex: '1503', facing: 0 }, 'nasir-pi-1502': { hex: '1502', facing: 3 } } });
    expect(s.released).toBe(false);
    const r = play(s, { type: 'attack', unit: 'haro-pi-1' }, [0]);
    expect(r.state.released).toBe(true);
  });
});

describe('10.2: reassigning attackers before resolution (D4)', () => {
  // X = 1711 and Y = 1611: haro-pi-1 attacks X alone, haro-pi-3 Y alone, haro-pi-2 sees both and joins X
  const p: AlFiloPosition = {
    units: {
      'haro-pi-1': { hex: '1712', facing: 0 },
      'haro-pi-2': { hex: '1612', facing: 0 },
      'haro-pi-3': { hex: '1610', facing: 3 },
      'djami-pi-1': { hex: '1711', facing: 3, fatigued: true },
      'djami-pi-2': { hex: '1611', facing: 3, fatigued: true },
    },
  };
  const declared = (): AlFiloState =>
    playAll(declaring(p), [
      { type: 'attack', unit: 'haro-pi-1' },
      { type: 'attack', unit: 'haro-pi-3' },
      { type: 'attack', unit: 'haro-pi-2', target: '1711' },
    ]).state;

  it("10.2: a unit that is not its combat's only attacker may move to another declared combat in its front, every defender staying attacked", () => {
    const s = declared();
    expect(alFilo.decision(s)?.point).toBe('combats');
    expect(legalOf(s, 'attack')).toEqual(['attack haro-pi-2 1611']);
    const r = playAll(
      s,
      [
        { type: 'attack', unit: 'haro-pi-2', target: '1611' },
        { type: 'resolve', target: '1611' },
      ],
      [4],
    );
    expect(combatOf(r.events).modifiers.find((m) => m.label.startsWith('force'))).toEqual({ label: 'force 8 to 4', value: 2, rule: 'Tablas de Combates' });
  });
});

describe('10.3, Tablas de Combates: the die and its modifiers', () => {
  it('10.3: Pi against Pi, 4 PF to 4: 1/1 gives +1; a 6 makes 7, F+R for the defender and a mandatory advance', () => {
    const r = playAll(declaring(PI_VS_PI), [{ type: 'attack', unit: 'haro-pi-1' }], [6]);
    const e = combatOf(r.events);
    expect(e.modifiers).toEqual([{ label: 'force 4 to 4', value: 1, rule: 'Tablas de Combates' }]);
    expect(e.total).toBe(7);
    expect(r.state.fatigued[unitIndex('djami-pi-1')]).toBe(1);
    expect(alFilo.decision(r.state)?.point).toBe('retreat');
  });

  it('Tablas de Combates: the types most favourable to the defender (Ch against Pi +2 and Mi +3: the Pi counts)', () => {
    const r = playAll(
      declaring({ units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 }, 'mujahid-mi-1': { hex: '1812', facing: 4 } } }),
      [{ type: 'attack', unit: 'haro-ch-1' }],
      [4],
    );
    expect(modifiers(combatOf(r.events))['unit types']).toBe(2);
  });

  it('Tablas de Combates: quality: the better attacker +1 (Ch 6 against a fatigued Pi 5)', () => {
    const r = playAll(
      declaring({ units: { 'haro-ch-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3, fatigued: true } } }),
      [{ type: 'attack', unit: 'haro-ch-1' }],
      [4],
    );
    expect(modifiers(combatOf(r.events))['quality 6 against 5']).toBe(1);
  });

  it('Tablas de Combates: +2 when a defender is attacked from one of its rear hexes', () => {
    const r = playAll(
      declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 0 } } }),
      [{ type: 'attack', unit: 'haro-pi-1' }],
      [4],
    );
    expect(modifiers(combatOf(r.events))['attack from a rear hex']).toBe(2);
  });

  it('reading 17: routed defenders have no facing: no rear-attack modifier, and +3 when every defender is routed', () => {
    const r = playAll(
      declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 0, disorder: 'routed' } } }),
      [{ type: 'attack', unit: 'haro-pi-1' }],
      [0],
    );
    const m = modifiers(combatOf(r.events));
    expect(m['attack from a rear hex']).toBeUndefined();
    expect(m['defenders routed']).toBe(3);
  });

  it('Tablas de Combates: +1 when one defender but not all is demoralized; +2 when all are', () => {
    const one = playAll(
      declaring({
        units: {
          'haro-pi-1': { hex: '1712', facing: 0 },
          'djami-pi-1': { hex: '1711', facing: 3, disorder: 'demoralized' },
          'djami-pi-2': { hex: '1812', facing: 4 },
        },
      }),
      [{ type: 'attack', unit: 'haro-pi-1' }],
      [0],
    );
    expect(modifiers(combatOf(one.events))['a defender demoralized']).toBe(1);
    const all = playAll(
      declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3, disorder: 'demoralized' } } }),
      [{ type: 'attack', unit: 'haro-pi-1' }],
      [0],
    );
    expect(modifiers(combatOf(all.events))['defenders demoralized or one routed']).toBe(2);
  });

  it('reading 15: -2 when the only attacker is demoralized, -1 when one of two is', () => {
    const only = playAll(
      declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0, disorder: 'demoralized' }, 'djami-pi-1': { hex: '1711', facing: 3 } } }),
      [{ type: 'attack', unit: 'haro-pi-1' }],
      [5],
    );
    expect(modifiers(combatOf(only.events))['attackers demoralized']).toBe(-2);
    const some = playAll(
      declaring({
        units: {
          'haro-pi-1': { hex: '1712', facing: 0, disorder: 'demoralized' },
          'haro-pi-2': { hex: '1612', facing: 1 },
          'djami-pi-1': { hex: '1711', facing: 3 },
        },
      }),
      [
        { type: 'attack', unit: 'haro-pi-1' },
        { type: 'attack', unit: 'haro-pi-2', target: '1711' },
      ],
      [5],
    );
    expect(modifiers(combatOf(some.events))['an attacker demoralized']).toBe(-1);
  });

  it("Tablas de Combates: the leaders' bonus difference (Pedro II +2 with the attacker, none with the defender)", () => {
    const r = playAll(
      declaring(
        { units: { 'pedro-pi-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3, fatigued: true } }, leaders: { 'pedro-ii': '1712' } },
        'pedro-ii',
      ),
      [{ type: 'attack', unit: 'pedro-pi-1' }],
      [4],
    );
    expect(modifiers(combatOf(r.events)).leaders).toBe(2);
  });

  it('scenario, reading 20: Ruy Díaz gives +1 to the unit he stacks with when it attacks', () => {
    const r = playAll(declaring({ ...PI_VS_PI, markers: { 'ruy-diaz': '1712' } }), [{ type: 'attack', unit: 'haro-pi-1' }], [4]);
    expect(modifiers(combatOf(r.events))['Ruy Díaz with the attackers']).toBe(1);
  });

  it('Tablas de Combates: the modifiers are held to +7 (a 9 then reads 16)', () => {
    const r = playAll(
      declaring({
        units: {
          'haro-ch-1': { hex: '1712', facing: 0 },
          'haro-ha-1': { hex: '1612', facing: 1 },
          'mujahid-il-1': { hex: '1711', facing: 0, disorder: 'routed', fatigued: true },
        },
        leaders: { 'de-haro': '1712' },
        markers: { 'ruy-diaz': '1712' },
      }),
      [
        { type: 'attack', unit: 'haro-ch-1' },
        { type: 'attack', unit: 'haro-ha-1', target: '1711' },
      ],
      [8],
    );
    const e = combatOf(r.events);
    expect(e.modifiers.reduce((n, m) => n + m.value, 0)).toBeGreaterThan(7);
    expect(e.total).toBe(8 + 7);
  });
});

describe('6.D (D4): fire inside a combat', () => {
  it('6.D: the attacked crossbowmen fire defensively at their attacker before the roll', () => {
    const s = play(declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'andalus-ab-1': { hex: '1711', facing: 3 } } }), {
      type: 'attack',
      unit: 'haro-pi-1',
    }).state;
    expect(alFilo.decision(s)?.seat).toBe('muslim');
    expect(legalOf(s, 'fire')).toEqual(['fire andalus-ab-1 1712']);
    // 6/8 at 1 hex; 2 PF -1: a 9 makes 8, routed
    const r = playAll(s, [{ type: 'fire', unit: 'andalus-ab-1', at: '1712' }], [9]);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ result: 'routed', total: 8 });
    expect(r.state.disorder[unitIndex('haro-pi-1')]).toBe(ROUTED);
  });

  it('6.D, Tablas de Combates: an attacker that fired offensively takes -2 in its combat', () => {
    const s = play(declaring({ units: { 'haro-ab-1': { hex: '1712', facing: 0 }, 'djami-pi-1': { hex: '1711', facing: 3 } } }), {
      type: 'attack',
      unit: 'haro-ab-1',
    }).state;
    expect(legalOf(s, 'fire')).toEqual(['fire haro-ab-1 1711']);
    // the fire made, no other is possible: the combat is rolled at once
    const r = playAll(s, [{ type: 'fire', unit: 'haro-ab-1', at: '1711' }], [0, 5]);
    expect(modifiers(combatOf(r.events))['offensive fire']).toBe(-2);
  });

  it('10.3: a combat whose attacker routed under defensive fire does not take place', () => {
    const s = play(declaring({ units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'andalus-ab-1': { hex: '1711', facing: 3 } } }), {
      type: 'attack',
      unit: 'haro-pi-1',
    }).state;
    const r = playAll(s, [{ type: 'fire', unit: 'andalus-ab-1', at: '1712' }], [9, 0]);
    expect(r.events.some((e) => e.type === 'combat-void')).toBe(true);
    expect(r.events.some((e) => e.type === 'combat')).toBe(false);
  });
});

describe('7.5, tables: leaders in a combat', () => {
  it('Tablas de Combates, reading 11: an unmodified 9 tests each leader stacked with the attacking unit, one d10 each', () => {
    const r = playAll(declaring({ ...PI_VS_PI, leaders: { 'de-haro': '1712' } }), [{ type: 'attack', unit: 'haro-pi-1' }], [9, 6]);
    const test = r.events.find((e) => e.type === 'leader-test') as GameEvent & { leader: string; result: string };
    expect(test).toMatchObject({ leader: 'de-haro', result: 'wounded' });
    expect(r.state.leaderWounded[1]).toBe(1);
  });

  it('Tablas de Combates: a die that is not a 9 tests no leader', () => {
    const r = playAll(declaring({ ...PI_VS_PI, leaders: { 'de-haro': '1712' } }), [{ type: 'attack', unit: 'haro-pi-1' }], [8]);
    expect(r.events.some((e) => e.type === 'leader-test')).toBe(false);
  });
});

describe('10.6: the results of the table', () => {
  it('Tablas de Combates: -7 to -4: the attackers are demoralized and retreat; the defender may advance', () => {
    const r = playAll(
      declaring({ units: { 'haro-mi-1': { hex: '1712', facing: 0, disorder: 'demoralized', fatigued: true }, 'nasir-pi-1502': { hex: '1711', facing: 3 } } }),
      [{ type: 'attack', unit: 'haro-mi-1' }],
      [0],
    );
    const e = combatOf(r.events);
    expect(e.total).toBeLessThanOrEqual(-4);
    // demoralized again while fatigued: routed (12.1), so it flees two hexes instead of retreating (12.2)
    expect(r.state.disorder[unitIndex('haro-mi-1')]).toBe(ROUTED);
    expect(hexOf(r.state, 'haro-mi-1')).toBe('1714');
    expect(alFilo.decision(r.state)).toMatchObject({ point: 'advance', seat: 'muslim' });
    expect(legalOf(r.state, 'stay')).toEqual(['stay']);
  });

  it('Tablas de Combates: 4 is a stand-off: nothing happens to either side', () => {
    const r = playAll(declaring(PI_VS_PI), [{ type: 'attack', unit: 'haro-pi-1' }], [3]);
    expect(combatOf(r.events).total).toBe(4);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('1711');
    expect(hexOf(r.state, 'haro-pi-1')).toBe('1712');
    expect(r.state.fatigued[unitIndex('haro-pi-1')]).toBe(0);
    expect(r.state.disorder[unitIndex('djami-pi-1')]).toBe(0);
  });
});
