// Leaders' casualties, capture and replacement (7.5, 7.5.1-7.5.3, 7.6; the Tabla de Tiros' "Efecto sobre los jefes"; scenario victory), with scripted dice.
import { describe, expect, it } from 'vitest';
import { alFilo, type AlFiloPosition, type AlFiloState, type UnitPosition } from 'reglas/al-filo';
import type { GameEvent } from 'reglas/core';
import { leaderValues } from '../../src/games/al-filo/leaders.js';
import { LEADERS } from '../../src/games/al-filo/data/order-of-battle.js';
import { ELIMINATED, FRONT, GENERIC, REPLACEMENT_DUE, REVERSE } from '../../src/games/al-filo/state.js';
import { activated, at, battle, hexOf, leaderIndex, legalOf, play, playAll, unitIndex } from './helpers.js';

type Units = Record<string, UnitPosition>;
const N = 0;
const S = 3;

/** De Haro's activation at its D2 fire, with these units and this position's other fields. */
function d2(units: Units, extra: Partial<AlFiloPosition> = {}): AlFiloState {
  return play(activated(battle({ units, released: true, ...extra }), 'de-haro'), { type: 'end-moves' }).state;
}

/** Ben Djami's Pi at 1010 with Ben Djami on it, De Haro's crossbow 2 hexes south: D2 fire. */
function shotAtBenDjami(extra: Partial<AlFiloPosition> = {}, more: Units = {}): AlFiloState {
  return d2(
    { 'haro-ab-1': { hex: '1012', facing: N }, 'djami-pi-1': { hex: '1010', facing: S }, 'djami-pi-2': { hex: '1406', facing: S }, ...more },
    { leaders: { 'ben-djami': '1010' }, ...extra },
  );
}

const FIRE = { type: 'fire', unit: 'haro-ab-1', at: '1010' } as const;
const tests = (events: GameEvent[]): GameEvent[] => events.filter((e) => e.type === 'leader-test');
const l = leaderIndex;

describe("7.5, Tabla de Tiros: the leaders' test on an unmodified 9", () => {
  it('Tabla de Tiros, reading 11: an unmodified 9 on the fire die tests the leader stacked with the target', () => {
    const r = play(shotAtBenDjami(), FIRE, [9, 0]);
    const t = tests(r.events);
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ leader: 'ben-djami', rolls: [{ die: 'd10', value: 0 }], result: 'none' });
  });

  it('Tabla de Tiros: a die under 9 tests no leader, whatever the modified total', () => {
    const r = play(shotAtBenDjami(), FIRE, [8]);
    expect(tests(r.events)).toEqual([]);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ total: 7 });
  });

  it('Tabla de Tiros: a modified total of 9 from a lower die tests no leader (three archers, 8 +2 -1)', () => {
    const units: Units = {
      'haro-pi-1': { hex: '1112', facing: N },
      'djami-ar-1': { hex: '1110', facing: S },
      'djami-ar-2': { hex: '1011', facing: S },
      'djami-ar-3': { hex: '1211', facing: S },
    };
    const s = at(battle({ units, leaders: { 'de-haro': '1112' } }), [{ t: 'fire-phase' }]);
    const r = playAll(
      s,
      ['djami-ar-1', 'djami-ar-2', 'djami-ar-3'].map((u) => ({ type: 'fire', unit: u, at: '1112' }) as const),
      [8],
    );
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ total: 9 });
    expect(tests(r.events)).toEqual([]);
  });

  it('7.5 Precisión: each leader of the stack rolls his own d10, one roll a leader', () => {
    // Al-Nasir, the army leader, may stand on any unit of his army (5.1)
    const r = play(shotAtBenDjami({ leaders: { 'ben-djami': '1010', 'al-nasir': '1010' } }), FIRE, [9, 0, 5]);
    const t = tests(r.events);
    expect(t.map((e) => (e as { leader?: string }).leader).sort()).toEqual(['al-nasir', 'ben-djami']);
    expect(t.map((e) => e.rolls!.length)).toEqual([1, 1]);
    expect(t.every((e) => (e as { result?: string }).result === 'none')).toBe(true);
  });

  it("Tabla de Tiros, reading 11: the leader's d10 0-5 leaves him unharmed, 6 to 8 wounds him (7 read as 6 and 8), 9 kills him", () => {
    const outcome = (d: number): string => (tests(play(shotAtBenDjami(), FIRE, [9, d]).events)[0] as { result?: string }).result!;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(outcome)).toEqual(['none', 'none', 'none', 'none', 'none', 'none', 'wounded', 'wounded', 'wounded', 'killed']);
  });

  it('7.5.2, 7.6: a wounded leader carries the wounded marker: 1 MP less, the rest of his values unchanged', () => {
    const r = play(shotAtBenDjami(), FIRE, [9, 6]);
    expect(r.state.leaderWounded[l('ben-djami')]).toBe(1);
    expect(r.state.leaderAt[l('ben-djami')]).toBe(r.state.at[unitIndex('djami-pi-1')]);
    const printed = LEADERS.find((x) => x.id === 'ben-djami')!.values;
    expect(leaderValues(r.state, l('ben-djami'))).toEqual({ ...printed, mp: printed.mp - 1 });
    expect(r.events.some((e) => e.type === 'leader-casualty' && e.rule === '7.5.2')).toBe(true);
  });

  it('7.5.2: a second wound kills the leader', () => {
    const r = play(shotAtBenDjami({ leaders: { 'ben-djami': '1010' }, leaderStates: { 'ben-djami': { wounded: true } } }), FIRE, [9, 7]);
    expect(r.events.find((e) => e.type === 'leader-casualty')).toMatchObject({ leader: 'ben-djami', result: 'killed', rule: '7.5.3' });
    expect(r.state.leaderForm[l('ben-djami')]).toBe(REVERSE);
    expect(r.state.fallen).toEqual([0, 1]);
  });
});

describe('7.6: the replacement of a killed leader', () => {
  it("7.6: a killed leader is replaced by his counter's reverse, unwounded, placed by his side on a unit of his banner of its choice", () => {
    const r = play(
      shotAtBenDjami({ leaders: { 'ben-djami': '1010' }, leaderStates: { 'ben-djami': { wounded: true } } }, { 'maysarah-cl-1': { hex: '2006', facing: S } }),
      FIRE,
      [9, 9],
    );
    const s = r.state;
    expect(s.leaderForm[l('ben-djami')]).toBe(REVERSE);
    expect(s.leaderWounded[l('ben-djami')]).toBe(0);
    expect(s.leaderAt[l('ben-djami')]).toBe(ELIMINATED);
    expect(alFilo.decision(s)).toMatchObject({ point: 'place-leader', seat: 'muslim' });
    // his banner's units only: not Al-Maysarah's
    expect(legalOf(s, 'place-leader').sort()).toEqual(['place-leader djami-pi-1', 'place-leader djami-pi-2']);
    const placed = play(s, { type: 'place-leader', unit: 'djami-pi-2' }).state;
    expect(placed.leaderAt[l('ben-djami')]).toBe(placed.at[unitIndex('djami-pi-2')]);
    expect(leaderValues(placed, l('ben-djami'))).toEqual(LEADERS.find((x) => x.id === 'ben-djami')!.replacement);
  });

  it('7.6 Precisión: the replacement of a leader not yet activated is activated right after the activation under way, before lower values', () => {
    const s = play(play(shotAtBenDjami(), FIRE, [9, 9]).state, { type: 'place-leader', unit: 'djami-pi-2' }).state;
    expect(s.leaderFlags[l('ben-djami')]! & REPLACEMENT_DUE).toBe(REPLACEMENT_DUE);
    // De Haro's activation ends (nothing left to fire, declare or move): the activations resume
    expect(s.tasks.map((t) => t.t)).toEqual(['deploy']);
    const next = at(s, [{ t: 'activations', lastSide: 0, lastValue: 1 }]);
    const top = next.tasks[next.tasks.length - 1]!;
    // the Mujahids (value 1) and the Christian leaders of value 2 and 3 wait; Ben Djami's replacement (value 5) goes first
    expect(top).toMatchObject({ t: 'activation', leader: l('ben-djami'), step: 'move' });
  });

  it('7.6 Precisión: the replacement of a leader already activated this turn is not activated again', () => {
    const s = play(play(shotAtBenDjami({ leaders: { 'ben-djami': '1010' }, leaderMarks: { 'ben-djami': ['activated'] } }), FIRE, [9, 9]).state, {
      type: 'place-leader',
      unit: 'djami-pi-2',
    }).state;
    expect(s.leaderFlags[l('ben-djami')]! & REPLACEMENT_DUE).toBe(0);
    const next = at(s, [{ t: 'activations', lastSide: 0, lastValue: 1 }]);
    const top = next.tasks[next.tasks.length - 1]!;
    expect(top.t === 'activation' && top.leader === l('ben-djami')).toBe(false);
  });

  it('7.6: when the whole banner is gone, no replacement enters play', () => {
    // djami-pi-1 is Ben Djami's last unit, routed: routed again by the fire, it is eliminated; the d6 (odd) kills him
    const s = d2(
      { 'haro-ab-1': { hex: '1013', facing: N }, 'haro-ab-2': { hex: '1213', facing: N }, 'djami-pi-1': { hex: '1111', facing: S, disorder: 'routed' } },
      { leaders: { 'ben-djami': '1111' } },
    );
    const r = playAll(
      s,
      [
        { type: 'fire', unit: 'haro-ab-1', at: '1111' },
        { type: 'fire', unit: 'haro-ab-2', at: '1111' },
      ],
      [9, 0, 3],
    );
    expect(r.state.at[unitIndex('djami-pi-1')]).toBe(ELIMINATED);
    expect(r.events.find((e) => e.type === 'leader-replaced')).toMatchObject({ leader: 'ben-djami', placed: false });
    expect(r.state.leaderAt[l('ben-djami')]).toBe(ELIMINATED);
    expect(r.state.tasks.some((t) => t.t === 'place-leader')).toBe(false);
  });
});

describe('scenario: the army leaders', () => {
  it('scenario, 7.5.3: Alfonso VIII killed, the Muslims win at once', () => {
    const units: Units = { 'alf-pi-1': { hex: '1112', facing: N }, 'djami-ar-1': { hex: '1110', facing: S } };
    const s = at(battle({ units, leaders: { 'alfonso-viii': '1112' } }), [{ t: 'fire-phase' }]);
    const r = play(s, { type: 'fire', unit: 'djami-ar-1', at: '1112' }, [9, 9]);
    expect(r.state.result).toMatchObject({ winner: 'muslim' });
    expect(alFilo.isTerminal(r.state)).toBe(true);
    expect(r.events.some((e) => e.type === 'battle-end')).toBe(true);
  });

  it('scenario: Alfonso VIII only wounded, the battle goes on', () => {
    const units: Units = { 'alf-pi-1': { hex: '1112', facing: N }, 'djami-ar-1': { hex: '1110', facing: S } };
    const s = at(battle({ units, leaders: { 'alfonso-viii': '1112' } }), [{ t: 'fire-phase' }]);
    const r = play(s, { type: 'fire', unit: 'djami-ar-1', at: '1112' }, [9, 8]);
    expect(r.state.result).toBeNull();
    expect(r.state.leaderWounded[l('alfonso-viii')]).toBe(1);
  });
});

describe('7.5: a leader whose unit is eliminated by fire', () => {
  it('7.5: he goes at once to the nearest unit of his banner', () => {
    // djami-pi-1, routed, is routed again by the fire: eliminated (12.2)
    const s = d2(
      {
        'haro-ab-1': { hex: '1013', facing: N },
        'haro-ab-2': { hex: '1213', facing: N },
        'djami-pi-1': { hex: '1111', facing: S, disorder: 'routed' },
        'djami-pi-2': { hex: '1107', facing: S },
        'djami-pi-3': { hex: '1103', facing: S },
        'maysarah-cl-1': { hex: '1110', facing: S },
      },
      { leaders: { 'ben-djami': '1111' } },
    );
    const r = playAll(
      s,
      [
        { type: 'fire', unit: 'haro-ab-1', at: '1111' },
        { type: 'fire', unit: 'haro-ab-2', at: '1111' },
      ],
      [9, 0],
    );
    expect(r.state.at[unitIndex('djami-pi-1')]).toBe(ELIMINATED);
    // not Al-Maysarah's Cl next door: the nearest unit of his own banner
    expect(r.state.leaderAt[l('ben-djami')]).toBe(r.state.at[unitIndex('djami-pi-2')]);
    expect(r.events.find((e) => e.type === 'leader-placed')).toMatchObject({ leader: 'ben-djami', hex: '1107', rule: '7.5' });
  });

  it('7.5: an army leader goes to the nearest unit of his army, of any banner', () => {
    // Al-Nasir stands on Ben Djami's routed Pi; an Al-Maysarah Cl is nearer than his own banner's Pi
    const s = d2(
      {
        'haro-ab-1': { hex: '1013', facing: N },
        'haro-ab-2': { hex: '1213', facing: N },
        'djami-pi-1': { hex: '1111', facing: S, disorder: 'routed' },
        'maysarah-cl-1': { hex: '1108', facing: S },
        'nasir-pi-1604': { hex: '1106', facing: S },
      },
      { leaders: { 'al-nasir': '1111' } },
    );
    const r = playAll(
      s,
      [
        { type: 'fire', unit: 'haro-ab-1', at: '1111' },
        { type: 'fire', unit: 'haro-ab-2', at: '1111' },
      ],
      [9, 0],
    );
    expect(r.state.at[unitIndex('djami-pi-1')]).toBe(ELIMINATED);
    expect(r.state.leaderAt[l('al-nasir')]).toBe(r.state.at[unitIndex('maysarah-cl-1')]);
  });

  it('7.5, reading 12: his unit surrounded ("cercada"), he is captured by the unit that fired', () => {
    // Christian Pi at 1112, routed, every neighbour held by a Muslim unit; Muslim archers fire over them in phase B
    const ring = ['1111', '1212', '1213', '1113', '1013', '1012'];
    const units: Units = {
      'haro-pi-1': { hex: '1112', facing: N, disorder: 'routed' },
      'djami-ar-1': { hex: '1110', facing: S },
      'djami-ar-2': { hex: '1011', facing: S },
      'djami-ar-3': { hex: '1211', facing: S },
    };
    for (const [i, h] of ring.entries()) units[`mujahid-mi-${i + 1}`] = { hex: h, facing: S };
    const s = at(battle({ units, leaders: { 'de-haro': '1112' }, released: true }), [{ t: 'fire-phase' }]);
    // archers at 1110, 1011 and 1211 stand next to a Mujahid, not to an enemy: they fire; three of them, 9 PF, routs on 7
    const r = playAll(
      s,
      ['djami-ar-1', 'djami-ar-2', 'djami-ar-3'].map((u) => ({ type: 'fire', unit: u, at: '1112' }) as const),
      [8],
    );
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ result: 'routed' });
    expect(r.state.at[unitIndex('haro-pi-1')]).toBe(ELIMINATED);
    expect(r.state.prisoners).toEqual([{ leader: l('de-haro'), form: FRONT, unit: unitIndex('djami-ar-1') }]);
    expect(r.state.leaderForm[l('de-haro')]).toBe(GENERIC);
  });

  it('7.5: with no unit of his banner left, a d6 decides: even, captured by the unit that fired', () => {
    const s = d2(
      {
        'haro-ab-1': { hex: '1013', facing: N },
        'haro-ab-2': { hex: '1213', facing: N },
        'djami-pi-1': { hex: '1111', facing: S, disorder: 'routed' },
        'maysarah-cl-1': { hex: '1107', facing: S },
      },
      { leaders: { 'ben-djami': '1111' } },
    );
    const r = playAll(
      s,
      [
        { type: 'fire', unit: 'haro-ab-1', at: '1111' },
        { type: 'fire', unit: 'haro-ab-2', at: '1111' },
      ],
      [9, 0, 4],
    );
    expect(r.events.find((e) => e.type === 'leader-test' && e.rolls?.[0]?.die === 'd6')).toMatchObject({ leader: 'ben-djami', result: 'captured' });
    expect(r.state.prisoners).toEqual([{ leader: l('ben-djami'), form: FRONT, unit: unitIndex('haro-ab-1') }]);
    expect(r.state.fallen).toEqual([0, 0]);
  });

  it('7.5: with no unit of his banner left, a d6 decides: odd, killed', () => {
    const s = d2(
      {
        'haro-ab-1': { hex: '1013', facing: N },
        'haro-ab-2': { hex: '1213', facing: N },
        'djami-pi-1': { hex: '1111', facing: S, disorder: 'routed' },
        'maysarah-cl-1': { hex: '1107', facing: S },
      },
      { leaders: { 'ben-djami': '1111' } },
    );
    const r = playAll(
      s,
      [
        { type: 'fire', unit: 'haro-ab-1', at: '1111' },
        { type: 'fire', unit: 'haro-ab-2', at: '1111' },
      ],
      [9, 0, 5],
    );
    expect(r.events.find((e) => e.type === 'leader-test' && e.rolls?.[0]?.die === 'd6')).toMatchObject({ leader: 'ben-djami', result: 'killed' });
    expect(r.state.prisoners).toEqual([]);
    expect(r.state.fallen).toEqual([0, 1]);
  });
});

describe('7.5.1: prisoners', () => {
  /** Ben Djami captured, held by De Haro's Pi at 1112 (routed); a generic replacement commands his banner from 1107. */
  const held = (units: Units = {}): Partial<AlFiloPosition> & { units: Units } => ({
    units: { 'haro-pi-1': { hex: '1112', facing: N, disorder: 'routed' }, 'djami-pi-2': { hex: '1107', facing: S }, ...units },
    leaders: { 'ben-djami': '1107' },
    leaderStates: { 'ben-djami': { form: 'generic' } },
    prisoners: [{ leader: 'ben-djami', form: 'front', unit: 'haro-pi-1' }],
  });

  it('7.5.1: a captured counter stays under the unit that took it, in the position and the state', () => {
    const p = held();
    const s = battle({ ...p, released: true });
    expect(s.prisoners).toEqual([{ leader: l('ben-djami'), form: FRONT, unit: unitIndex('haro-pi-1') }]);
    expect(alFilo.position(s).prisoners).toEqual([{ leader: 'ben-djami', form: 'front', unit: 'haro-pi-1' }]);
  });

  it("7.5.1: the captor eliminated by an attack of the prisoner's side (a fire), the leader is freed and takes his banner back", () => {
    const p = held({ 'djami-ar-1': { hex: '1110', facing: S }, 'djami-ar-2': { hex: '1011', facing: S }, 'djami-ar-3': { hex: '1211', facing: S } });
    const s = at(battle({ ...p, released: true }), [{ t: 'fire-phase' }]);
    const r = playAll(
      s,
      ['djami-ar-1', 'djami-ar-2', 'djami-ar-3'].map((u) => ({ type: 'fire', unit: u, at: '1112' }) as const),
      [8],
    );
    expect(r.state.at[unitIndex('haro-pi-1')]).toBe(ELIMINATED);
    expect(r.state.prisoners).toEqual([]);
    expect(r.state.leaderForm[l('ben-djami')]).toBe(FRONT);
    expect(r.events.find((e) => e.type === 'leader-freed')).toMatchObject({ leader: 'ben-djami', rule: '7.5.1' });
    expect(hexOf(r.state, 'djami-ar-1')).toBe('1110');
    expect(r.state.leaderAt[l('ben-djami')]).toBe(r.state.at[unitIndex('djami-ar-1')]);
  });

  it("7.5.1: the captor eliminated in a combat his side attacks, the leader is freed (on the attacker's hex)", () => {
    // Ben Djami's generic replacement leads two Pi against De Haro's routed Pi holding Ben Djami's counter
    const base = battle({
      units: {
        'haro-pi-1': { hex: '1112', facing: N, disorder: 'routed' },
        'djami-pi-1': { hex: '1111', facing: S },
        'djami-pi-2': { hex: '1012', facing: 2 },
      },
      leaders: { 'ben-djami': '1111' },
      leaderStates: { 'ben-djami': { form: 'generic' } },
      prisoners: [{ leader: 'ben-djami', form: 'front', unit: 'haro-pi-1' }],
      released: true,
    });
    // the second Pi joins the first's combat, the last declaration: D3 closes and the combat is rolled
    // 10 PF against 4: +2; quality 6 against 5: +1; the replacement's bonus 1: +1; every defender routed: +3; a 7 makes 14, Dr+R: routed again, eliminated
    const r = playAll(
      activated(base, 'ben-djami'),
      [{ type: 'end-moves' }, { type: 'attack', unit: 'djami-pi-1' }, { type: 'attack', unit: 'djami-pi-2', target: '1112' }],
      [7, 0, 0],
    );
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ total: 14 });
    expect(r.state.at[unitIndex('haro-pi-1')]).toBe(ELIMINATED);
    expect(r.state.prisoners).toEqual([]);
    expect(r.state.leaderForm[l('ben-djami')]).toBe(FRONT);
    expect(r.events.find((e) => e.type === 'leader-freed')).toMatchObject({ leader: 'ben-djami', hex: '1111' });
  });

  it('7.5.1: while its captor stands, the prisoner stays held: a result that does not eliminate it frees no one', () => {
    const p = held({ 'djami-ar-1': { hex: '1110', facing: S }, 'djami-ar-2': { hex: '1011', facing: S }, 'djami-ar-3': { hex: '1211', facing: S } });
    const s = at(battle({ ...p, units: { ...p.units, 'haro-pi-1': { hex: '1112', facing: N } }, released: true }), [{ t: 'fire-phase' }]);
    const r = playAll(
      s,
      ['djami-ar-1', 'djami-ar-2', 'djami-ar-3'].map((u) => ({ type: 'fire', unit: u, at: '1112' }) as const),
      [5],
    );
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ result: 'demoralized' });
    expect(r.state.prisoners).toHaveLength(1);
    expect(r.state.leaderForm[l('ben-djami')]).toBe(GENERIC);
  });
});

describe('7.6: the army leader succession', () => {
  it('7.6: when the army leader is killed, the friendly leader of the highest value on the map becomes the army leader (the lowest number among equals)', async () => {
    const { killLeader } = await import('../../src/games/al-filo/leaders.js');
    const { stepDice, scriptedDice } = await import('reglas/core');
    const { SILENT } = await import('../../src/core/events.js');
    // Alfonso VIII already his counter's reverse (a replacement army leader): his death does not end the battle
    const s = battle({ units: { 'alf-pi-1': { hex: '1718' }, 'lara-pi-1': { hex: '2216' } }, leaderStates: { 'alfonso-viii': { form: 'reverse' } } });
    const ctx = { dice: stepDice(s.rng, scriptedDice([])), log: SILENT, listed: (): void => undefined };
    const after = killLeader(s, leaderIndex('alfonso-viii'), ctx as never);
    expect(after.result).toBeNull();
    const christians = LEADERS.map((l, i) => [l, i] as const).filter(
      ([l, i]) => l.side === 'christian' && i !== leaderIndex('alfonso-viii') && s.leaderAt[i]! >= 0,
    );
    const best = Math.max(...christians.map(([, i]) => leaderValues(s, i).value));
    const heir = christians.find(([, i]) => leaderValues(s, i).value === best)![1];
    expect(after.armyLeader[0]).toBe(heir);
    expect(after.armyLeader[1]).toBe(s.armyLeader[1]);
  });
});
