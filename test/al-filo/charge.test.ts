// Charges (10.4) and reaction charges (10.5), with scripted dice on the Las Navas map.
import { describe, expect, it } from 'vitest';
import { alFilo, type AlFiloState, type UnitPosition } from 'reglas/al-filo';
import type { GameEvent } from 'reglas/core';
import { CHARGED } from '../../src/games/al-filo/state.js';
import { activated, battle, hexOf, legalOf, play, playAll, unitIndex } from './helpers.js';

type Units = Record<string, UnitPosition>;
const N = 0;
const S = 3;

/** De Haro's activation (D1) with these units. */
const haro = (units: Units): AlFiloState => activated(battle({ units, released: true }), 'de-haro');
const charges = (s: AlFiloState): string[] => legalOf(s, 'charge');

type Combat = GameEvent & { modifiers: { label: string; value: number; rule: string }[]; total: number };
const combatOf = (events: GameEvent[]): Combat => events.find((e) => e.type === 'combat') as Combat;
const labels = (e: Combat): string[] => e.modifiers.map((m) => `${m.label} ${m.value > 0 ? '+' : ''}${m.value}`);

describe('10.4: who may charge', () => {
  it('10.4: a mounted Ch and a mounted Ha may charge', () => {
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } }))).toEqual(['charge haro-ch-1 1011']);
    expect(charges(haro({ 'haro-ha-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } }))).toEqual(['charge haro-ha-1 1011']);
  });

  it('10.4 Precisión: a Ch on foot may not charge, nor a Cl on horseback', () => {
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N, mounted: false }, 'djami-pi-1': { hex: '1011', facing: S } }))).toEqual([]);
    const cl = activated(battle({ units: { 'djami-cl-1': { hex: '1011', facing: S }, 'haro-pi-1': { hex: '1014', facing: N } }, released: true }), 'ben-djami');
    expect(legalOf(cl, 'move')).toEqual(['move djami-cl-1']);
    expect(charges(cl)).toEqual([]);
  });

  it('10.4: a routed unit may not charge', () => {
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N, disorder: 'routed' }, 'djami-pi-1': { hex: '1011', facing: S } }))).toEqual([]);
  });

  it('10.4: a unit in contact with an enemy at the start of its move may not charge (it may fight a classic combat)', () => {
    // an enemy beside it, not on its line, is contact enough
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S }, 'djami-pi-2': { hex: '0914', facing: N } });
    expect(charges(s)).toEqual([]);
    expect(legalOf(s, 'move')).toContain('move haro-ch-1');
  });

  it('7.4: a unit out of command may not charge', () => {
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N, marks: ['out-of-command'] }, 'djami-pi-1': { hex: '1011', facing: S } }))).toEqual([]);
  });
});

describe('10.4: the line of a charge', () => {
  it('10.4: straight ahead through the central front hexside, against the first enemy on that line; it stops next to it', () => {
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S }, 'djami-pi-2': { hex: '1009', facing: S } });
    expect(charges(s)).toEqual(['charge haro-ch-1 1011']);
    const r = play(s, { type: 'charge', unit: 'haro-ch-1', target: '1011' });
    expect(hexOf(r.state, 'haro-ch-1')).toBe('1012');
    expect(r.state.facing[unitIndex('haro-ch-1')]).toBe(N);
    expect(r.state.flags[unitIndex('haro-ch-1')]! & CHARGED).toBe(CHARGED);
    expect(r.events.find((e) => e.type === 'unit-charge')).toMatchObject({ rule: '10.4', from: '1014', to: '1012', target: '1011' });
  });

  it('10.4: an enemy off the line of the central front hexside (in another front direction) cannot be charged', () => {
    // 1111 is NE of 1012's column: not on 1014's north line
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1211', facing: S } }))).toEqual([]);
    // facing NE, the same Ch charges along the NE line
    const ne = haro({ 'haro-ch-1': { hex: '1014', facing: 1 }, 'djami-pi-1': { hex: '1312', facing: S } });
    expect(charges(ne)).toEqual(['charge haro-ch-1 1312']);
  });

  it('10.4: a charge moves at least one hex: an enemy two hexes ahead is charged from the hex between', () => {
    const r = play(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1012', facing: S } }), {
      type: 'charge',
      unit: 'haro-ch-1',
      target: '1012',
    });
    expect(hexOf(r.state, 'haro-ch-1')).toBe('1013');
  });

  it('10.4, reading 10: at most 4 MP before charging: 4 hexes of clear ground, not 5', () => {
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1009', facing: S } }))).toEqual(['charge haro-ch-1 1009']);
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1008', facing: S } }))).toEqual([]);
  });

  it("10.4, 8.3: the 4 MP count 8.3's +1 for leaving a front hex of an enemy beside the line", () => {
    // Ben Djami's Pi at 1112 faces NW: 1013 and 1012 are its front hexes; leaving each costs 2 MP mounted
    const side = { 'djami-pi-2': { hex: '1112', facing: 5 } };
    // to 1012: 1 + 2 = 3 MP
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S }, ...side }))).toEqual(['charge haro-ch-1 1011']);
    // to 1011: 1 + 2 + 2 = 5 MP, though only 3 hexes of clear ground
    expect(charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1010', facing: S }, ...side }))).toEqual([]);
  });

  it("10.4, 5.2: a lone charger ending on a unit of its type and banner pays the pair's 1 MP within its 4", () => {
    // 3 MP of ground and 1 to join Narbonne's Ch at 1011: 4
    expect(
      charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'haro-ch-narbonne': { hex: '1011', facing: N }, 'djami-pi-1': { hex: '1010', facing: S } })),
    ).toEqual(['charge haro-ch-1 1010']);
    // 4 MP of ground and 1 to join at 1010: 5
    expect(
      charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'haro-ch-narbonne': { hex: '1010', facing: N }, 'djami-pi-1': { hex: '1009', facing: S } })),
    ).toEqual([]);
  });

  it('10.4: a charge may pass through a friendly unit', () => {
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'haro-pi-1': { hex: '1013', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } });
    expect(charges(s)).toEqual(['charge haro-ch-1 1011']);
    expect(hexOf(play(s, { type: 'charge', unit: 'haro-ch-1', target: '1011' }).state, 'haro-ch-1')).toBe('1012');
  });

  it('7.1: a leader on the charging unit is carried with it', () => {
    const s = activated(
      battle({ units: { 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } }, leaders: { 'de-haro': '1014' }, released: true }),
      'de-haro',
    );
    const r = play(s, { type: 'charge', unit: 'haro-ch-1', target: '1011' });
    expect(alFilo.position(r.state).leaders!['de-haro']).toBe('1012');
  });

  it('10.4, 5.1: a charge cannot end on a friend it may not stack with', () => {
    expect(
      charges(haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'haro-pi-1': { hex: '1012', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } })),
    ).toEqual([]);
  });
});

describe("10.4: the charger's combat", () => {
  /** De Haro's Ch charges 1011 from 1014; its D1 ends with `rolls` forced (a lone charger's attack is then declared and fought at once). */
  function charged(units: Units, rolls: number[] = []): { state: AlFiloState; events: GameEvent[] } {
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, ...units });
    return playAll(s, [{ type: 'charge', unit: 'haro-ch-1', target: '1011' }, { type: 'end-moves' }], rolls);
  }

  it('10.4: the unit that charged must attack the enemy it charged: D3 cannot close before it does', () => {
    // De Haro's Pi at 1015 could attack the Pi at 1016 behind it: a real choice, but no end-declare while the charger has not attacked
    const s = charged({ 'djami-pi-1': { hex: '1011', facing: S }, 'haro-pi-1': { hex: '1015', facing: S }, 'djami-pi-2': { hex: '1016', facing: N } }).state;
    expect(alFilo.decision(s)).toMatchObject({ point: 'combats', seat: 'christian' });
    expect(legalOf(s, 'attack').sort()).toEqual(['attack haro-ch-1', 'attack haro-pi-1']);
    expect(legalOf(s, 'end-declare')).toEqual([]);
    // once it has declared, D3 may close
    const after = play(s, { type: 'attack', unit: 'haro-ch-1' }).state;
    expect(legalOf(after, 'end-declare')).toEqual(['end-declare']);
  });

  it("10.4: alone, the charger's attack is declared at once (its only choice) and fought", () => {
    const r = charged({ 'djami-pi-1': { hex: '1011', facing: S } }, [0, 0, 0, 0]);
    expect(r.events.find((e) => e.type === 'combat-declared')).toMatchObject({ unit: 'haro-ch-1', targets: ['1011'], charge: true, rule: '10.4' });
    expect(combatOf(r.events)).toBeDefined();
  });

  it('10.4: the charger attacks its central front hex only; the enemies in its other front hexes need not be attacked', () => {
    // 1111 is a front hex of 1012 (NE) too
    const r = charged({ 'djami-pi-1': { hex: '1011', facing: S }, 'djami-pi-2': { hex: '1111', facing: S } }, [0, 0, 0, 0]);
    expect(r.events.find((e) => e.type === 'combat-declared')).toMatchObject({ unit: 'haro-ch-1', targets: ['1011'], charge: true });
    expect((combatOf(r.events) as unknown as { defenders: string[] }).defenders).toEqual(['djami-pi-1']);
  });

  it('10.4: a charge is resolved alone: a unit that does not charge may neither join it nor open a combat on the charged enemy first', () => {
    // De Haro's Pi at 1111 faces 1011 too (its NW hex), its only enemy the one charged: it has no attack to declare,
    // so the charger's, the only declaration left, is made by itself and D3 closes
    const r = charged({ 'djami-pi-1': { hex: '1011', facing: S }, 'haro-pi-1': { hex: '1111', facing: 5 } }, [0, 0, 0, 0]);
    const declared = r.events.filter((e) => e.type === 'combat-declared') as unknown as { unit: string; charge: boolean }[];
    expect(declared).toEqual([expect.objectContaining({ unit: 'haro-ch-1', charge: true })]);
    expect((combatOf(r.events) as unknown as { attackers: string[] }).attackers).toEqual(['haro-ch-1']);
  });

  it('Tablas de Combates, 10.4: a charge from a front hex of the defender gives +2, in the combat event with its roll and total', () => {
    const e = combatOf(charged({ 'djami-pi-1': { hex: '1011', facing: S } }, [5, 0, 0, 0]).events);
    expect(e.modifiers).toContainEqual({ label: 'charge from a front hex', value: 2, rule: '10.4' });
    expect(labels(e).some((m) => m.startsWith('attack from a rear hex'))).toBe(false);
    expect(e.rolls).toEqual([{ die: 'd10', value: 5, for: 'combat on 1011 (10.3)' }]);
    expect(e.total).toBe(5 + e.modifiers.reduce((n, m) => n + m.value, 0));
  });

  it('Tablas de Combates, reading 10: a charge from a rear hex gives +3, and the rear attack\'s +2 besides ("todos los modificadores son acumulativos")', () => {
    const e = combatOf(charged({ 'djami-pi-1': { hex: '1011', facing: N } }, [0, 0, 0, 0]).events);
    expect(e.modifiers).toContainEqual({ label: 'charge from a rear hex', value: 3, rule: '10.4' });
    expect(e.modifiers).toContainEqual({ label: 'attack from a rear hex', value: 2, rule: 'Tablas de Combates' });
    expect(labels(e).some((m) => m.startsWith('charge from a front hex'))).toBe(false);
  });

  it('Tablas de Combates: the same Ch attacking without a charge takes neither charge modifier', () => {
    // it steps to 1012 and attacks in a classic combat
    const s = haro({ 'haro-ch-1': { hex: '1013', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } });
    const r = playAll(
      s,
      [{ type: 'move', unit: 'haro-ch-1' }, { type: 'step', to: '1012' }, { type: 'stop' }, { type: 'end-moves' }, { type: 'attack', unit: 'haro-ch-1' }],
      [0, 0, 0, 0],
    );
    const e = combatOf(r.events);
    expect(r.events.find((x) => x.type === 'combat-declared')).toMatchObject({ charge: false });
    expect(labels(e).some((m) => m.startsWith('charge'))).toBe(false);
  });
});

describe('10.5: the reaction charge', () => {
  /** De Haro's Ch (quality 7) charges Ben Djami's Ha (quality 6, facing it) at 1011, up to the combat's roll. */
  function reaction(rolls: number[]): { state: AlFiloState; events: GameEvent[] } {
    // a fatigued Almohad Ha: quality 6
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-ha-1': { hex: '1011', facing: S, fatigued: true } });
    return playAll(s, [{ type: 'charge', unit: 'haro-ch-1', target: '1011' }, { type: 'end-moves' }], rolls);
  }

  it("10.5: a charged Ha rolls a d10 at most its quality (6): the charge's modifiers are cancelled, and the combat is fought", () => {
    const r = reaction([6, 4, 0, 0, 0]);
    expect(r.events.find((e) => e.type === 'reaction-charge')).toMatchObject({
      rule: '10.5',
      units: ['djami-ha-1'],
      rolls: [{ die: 'd10', value: 6 }],
      success: true,
    });
    const e = combatOf(r.events);
    expect(labels(e).some((m) => m.startsWith('charge from'))).toBe(false);
    // the same combat die without the reaction's success: 2 more
    expect(combatOf(reaction([7, 4, 0, 0, 0]).events).total).toBe(e.total + 2);
    // the charge is not cancelled: the combat is rolled, after the reaction
    expect(e.rolls).toEqual([{ die: 'd10', value: 4, for: 'combat on 1011 (10.3)' }]);
    expect(r.events.findIndex((x) => x.type === 'reaction-charge')).toBeLessThan(r.events.findIndex((x) => x.type === 'combat'));
  });

  it('10.5: a d10 over its quality fails: the charge keeps its +2', () => {
    const r = reaction([7, 4, 0, 0, 0]);
    expect(r.events.find((e) => e.type === 'reaction-charge')).toMatchObject({ rolls: [{ die: 'd10', value: 7 }], success: false });
    expect(combatOf(r.events).modifiers).toContainEqual({ label: 'charge from a front hex', value: 2, rule: '10.4' });
  });

  it('10.5: a charged Cl, mounted, makes no reaction charge (Ch and Ha only)', () => {
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-cl-1': { hex: '1011', facing: S } });
    const r = playAll(s, [{ type: 'charge', unit: 'haro-ch-1', target: '1011' }, { type: 'end-moves' }], [4, 0, 0, 0]);
    expect(r.events.some((e) => e.type === 'reaction-charge')).toBe(false);
    expect(combatOf(r.events).modifiers).toContainEqual({ label: 'charge from a front hex', value: 2, rule: '10.4' });
  });

  it('10.5: a charged unit that is not Ch or Ha makes no reaction charge (no die is rolled)', () => {
    const s = haro({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1011', facing: S } });
    const r = playAll(s, [{ type: 'charge', unit: 'haro-ch-1', target: '1011' }, { type: 'end-moves' }], [4, 0, 0, 0]);
    expect(r.events.some((e) => e.type === 'reaction-charge')).toBe(false);
    expect(combatOf(r.events).rolls).toEqual([{ die: 'd10', value: 4, for: 'combat on 1011 (10.3)' }]);
  });
});
