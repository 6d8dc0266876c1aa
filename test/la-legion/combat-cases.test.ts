// La Legión's combat (8, 8.1, 9, 6.1) case by case, where a mutation run of combat.ts found rules
// no other test pinned down: who may be attacked (mountains only in a sandstorm, never one's own
// reinforcements in Melilla), who owes an attack (7, reading 8), the shapes of 8 and reading 2 as
// they are declared, and the combat's event, every modifier and roll named. Rolls forced; factors
// read from the counter data, so the tests hold whatever the reconstructed factors are.
import { describe, expect, it } from 'vitest';
import { laLegion, type LegionAction, type LegionState } from 'reglas/la-legion';
import {
  canAttack,
  canBeAttacked,
  combatAccepts,
  combatCount,
  combatLegal,
  defence,
  hasTarget,
  owesAttack,
  targetsOf,
} from '../../src/games/la-legion/combat.js';
import { COMBAT, COUNTER_IDS, counterIndex } from '../../src/games/la-legion/pieces.js';
import { ARRIVED, AT_MELILLA, ELIMINATED, ENGAGED, FOUGHT, MOVED } from '../../src/games/la-legion/state.js';
import { board, play, playAll, steps, where } from './helpers.js';

type CombatTask = { t: 'combat'; side: 'spanish' | 'moroccan' };
const spanishCombat = () => steps({ t: 'combat', side: 'spanish' });
const moroccanCombat = () => steps({ t: 'combat', side: 'moroccan' });
/** A kabila counter far away, so that no elimination ends the game by annihilation (5). */
const FAR = { 'beni-urriaguel-9': '0216' };
const n = (id: string): number => counterIndex(id);
const factor = (id: string): number => COMBAT[n(id)]!;
const top = (s: LegionState): CombatTask => s.tasks[s.tasks.length - 1] as CombatTask;
const attacks = (s: LegionState): string[] => laLegion.legalActions(s).flatMap((a) => (a.type === 'attack' ? [a.target] : []));
const added = (s: LegionState, type: 'add-attacker' | 'add-defender'): string[] =>
  laLegion.legalActions(s).flatMap((a) => (a.type === type ? [(a as Extract<LegionAction, { type: 'add-attacker' }>).counter] : []));

/** The combat decision's fast forms agree with its list on every attack, the end and the surrender, extra fields refused. */
function fastFormsAgree(s: LegionState): void {
  const task = top(s);
  const legal = combatLegal(s, task);
  const listed = new Set(legal.map((a) => JSON.stringify(a)));
  const probes: LegionAction[] = [...COUNTER_IDS.map((target) => ({ type: 'attack', target }) as LegionAction), { type: 'end-combat' }, { type: 'surrender' }];
  for (const a of probes) expect(combatAccepts(s, task, a), JSON.stringify(a)).toBe(listed.has(JSON.stringify(a)));
  for (const a of legal) expect(combatAccepts(s, task, { ...a, extra: 1 } as never), `${JSON.stringify(a)} with an extra field`).toBe(false);
  expect(combatCount(s, task)).toBe(Math.min(legal.length, 2));
}

describe('9: only a sandstorm shields a counter in the mountains', () => {
  // A kabila counter on the mountain 3224, the Legion next to it on clear 3124.
  const counters = { 'bandera-1-1': '3124', 'beni-urriaguel-1': '3224', ...FAR };

  it('9: in normal and in very hot weather a counter in the mountains may be attacked', () => {
    for (const weather of ['normal', 'very-hot'] as const) {
      const s = board({ counters, weather, tasks: spanishCombat() });
      expect(canBeAttacked(s, n('beni-urriaguel-1'))).toBe(true);
      expect(attacks(s)).toEqual(['beni-urriaguel-1']);
    }
  });

  it('9: in a sandstorm it may not, and the fast forms refuse the attack too', () => {
    // A second pair in the open keeps the combat decision open.
    const s = board({ counters: { ...counters, 'bandera-2-1': '2918', 'beni-urriaguel-2': '3018' }, weather: 'sandstorm', tasks: spanishCombat() });
    expect(canBeAttacked(s, n('beni-urriaguel-1'))).toBe(false);
    expect(combatAccepts(s, top(s), { type: 'attack', target: 'beni-urriaguel-1' })).toBe(false);
    expect(attacks(s)).toEqual(['beni-urriaguel-2']);
    fastFormsAgree(s);
  });
});

describe('8, 8.2: only land counters in play fight', () => {
  it('8: a counter eliminated or still in the box neither attacks nor is attacked, and has no target', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', 'bandera-2-1': ELIMINATED, ...FAR }, tasks: spanishCombat() });
    for (const id of ['bandera-2-1', 'bandera-3-1']) {
      expect(canAttack(s, n(id)), id).toBe(false);
      expect(canBeAttacked(s, n(id)), id).toBe(false);
      expect(hasTarget(s, n(id)), id).toBe(false);
      expect(targetsOf(s, n(id)), id).toEqual([]);
    }
    expect(canAttack(s, n('bandera-1-1'))).toBe(true);
    expect(targetsOf(s, n('bandera-1-1'))).toEqual([n('beni-urriaguel-1')]);
  });

  it('8.2: an aircraft over a kabila counter is neither an attacker nor a target ("no pueden ser atacados")', () => {
    const s = board({ counters: { 'aviacion-1': '3018', 'beni-urriaguel-1': '3018', 'bandera-1-1': '2918', ...FAR }, turn: 5, tasks: moroccanCombat() });
    expect(canBeAttacked(s, n('aviacion-1'))).toBe(false);
    expect(canAttack(s, n('aviacion-1'))).toBe(false);
    expect(attacks(s)).toEqual(['bandera-1-1']);
  });

  it('8: a counter that has fought this turn attacks no more', () => {
    // bandera-2-1, next to the same kabila counter, has not fought: the attack is its alone.
    const s = board({
      counters: { 'bandera-1-1': '2918', 'bandera-2-1': '3118', 'beni-urriaguel-1': '3018', ...FAR },
      flags: { 'bandera-1-1': FOUGHT },
      tasks: spanishCombat(),
    });
    expect(canAttack(s, n('bandera-1-1'))).toBe(false);
    // One attacker possible: it is declared and rolled in the same step.
    const r = play(s, { type: 'attack', target: 'beni-urriaguel-1' }, [3, 3]);
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ attackers: ['bandera-2-1'], defenders: ['beni-urriaguel-1'] });
  });
});

describe('6.1: the reinforcements waiting in Melilla are attacked only by Moroccan counters next to it', () => {
  // bandera-4-1 waits in Melilla (3807); Ceriñola on 3708, next to Melilla; a kabila counter on the mountain 3709, next to 3708 but not to Melilla.
  const counters = { 'bandera-4-1': AT_MELILLA, 'ceriñola-1': '3708', 'beni-urriaguel-1': '3709', ...FAR };

  it("6.1: a Spanish counter next to Melilla is offered the kabila counter, never its own side's reinforcement", () => {
    const s = board({ counters, flags: { 'bandera-4-1': ARRIVED }, turn: 3, tasks: spanishCombat() });
    expect(targetsOf(s, n('ceriñola-1'))).toEqual([n('beni-urriaguel-1')]);
    expect(attacks(s)).toEqual(['beni-urriaguel-1']);
  });

  it('6.1: a kabila counter two hexes from Melilla may attack Ceriñola beside it but not the reinforcement in Melilla', () => {
    const s = board({ counters, flags: { 'bandera-4-1': ARRIVED }, turn: 3, tasks: moroccanCombat() });
    expect(targetsOf(s, n('beni-urriaguel-1'))).toEqual([n('ceriñola-1')]);
    expect(attacks(s)).toEqual(['ceriñola-1']);
    fastFormsAgree(s);
  });
});

describe('7, reading 8: who owes an attack', () => {
  it('7, reading 8: a counter already next to an enemy that did not enter its zone this move owes nothing', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', ...FAR }, flags: { 'bandera-1-1': MOVED }, tasks: spanishCombat() });
    expect(owesAttack(s, n('bandera-1-1'))).toBe(false);
    expect(laLegion.legalActions(s)).toEqual([{ type: 'attack', target: 'beni-urriaguel-1' }, { type: 'end-combat' }]);
    fastFormsAgree(s);
  });

  it('7, reading 11: an engaged counter whose target is gone owes nothing: the end of the combats is accepted', () => {
    // bandera-1-1 entered a zone on 2918 but its enemy is gone; bandera-2-1 may still attack the kabila counter on 3119.
    const s = board({
      counters: { 'bandera-1-1': '2918', 'bandera-2-1': '3118', 'beni-urriaguel-1': '3119', ...FAR },
      flags: { 'bandera-1-1': MOVED | ENGAGED },
      tasks: spanishCombat(),
    });
    expect(owesAttack(s, n('bandera-1-1'))).toBe(false);
    expect(laLegion.legalActions(s)).toEqual([{ type: 'attack', target: 'beni-urriaguel-1' }, { type: 'end-combat' }]);
    expect(combatAccepts(s, top(s), { type: 'end-combat' })).toBe(true);
    fastFormsAgree(s);
    expect(play(s, { type: 'end-combat' }).state.tasks.some((t) => t.t === 'combat')).toBe(false);
  });

  it("7: a counter on the map's edge that entered a zone owes its attack on the counter beside it", () => {
    // 0112 lies on the western edge (two of its sides lead off the map).
    const s = board({
      counters: { 'bandera-1-1': '0112', 'beni-urriaguel-1': '0113', 'beni-urriaguel-2': '0212', ...FAR },
      flags: { 'bandera-1-1': MOVED | ENGAGED },
      tasks: spanishCombat(),
    });
    expect(hasTarget(s, n('bandera-1-1'))).toBe(true);
    expect(owesAttack(s, n('bandera-1-1'))).toBe(true);
    expect(laLegion.legalActions(s)).toEqual([
      { type: 'attack', target: 'beni-urriaguel-1' },
      { type: 'attack', target: 'beni-urriaguel-2' },
    ]);
    fastFormsAgree(s);
  });

  it("7, reading 11: on the map's edge, an engaged counter whose enemies are gone has no target and owes nothing", () => {
    // Every side of 0112 is looked at, the two that lead off the map included.
    const s = board({
      counters: { 'bandera-1-1': '0112', 'bandera-2-1': '2918', 'beni-urriaguel-1': '3018', ...FAR },
      flags: { 'bandera-1-1': MOVED | ENGAGED },
      tasks: spanishCombat(),
    });
    expect(hasTarget(s, n('bandera-1-1'))).toBe(false);
    expect(owesAttack(s, n('bandera-1-1'))).toBe(false);
    fastFormsAgree(s);
  });

  it('7: counter 0 is a counter like any other, as the one attacker and as the target owed', () => {
    const zero = COUNTER_IDS[0]!;
    // Counter 0 (Spanish) the only counter next to a kabila counter: its attack is accepted.
    const spanish = board({
      counters: { [zero]: '2918', 'beni-urriaguel-1': '3018', 'beni-urriaguel-2': '3120', 'bandera-2-1': '3121', ...FAR },
      tasks: spanishCombat(),
    });
    expect(combatAccepts(spanish, top(spanish), { type: 'attack', target: 'beni-urriaguel-1' })).toBe(true);
    fastFormsAgree(spanish);
    // A kabila counter that entered counter 0's zone owes its attack on it: the combats may not end.
    const moroccan = board({
      counters: { [zero]: '2918', 'beni-urriaguel-1': '3018', 'bandera-2-1': '3121', 'beni-urriaguel-2': '3120', ...FAR },
      flags: { 'beni-urriaguel-1': MOVED | ENGAGED },
      tasks: moroccanCombat(),
    });
    expect(owesAttack(moroccan, n('beni-urriaguel-1'))).toBe(true);
    expect(laLegion.legalActions(moroccan)).not.toContainEqual({ type: 'end-combat' });
    expect(combatAccepts(moroccan, top(moroccan), { type: 'end-combat' })).toBe(false);
    fastFormsAgree(moroccan);
  });

  it('5: with the option on, the surrender is accepted bare, never with an extra field', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', ...FAR }, tasks: spanishCombat(), surrender: true });
    expect(combatAccepts(s, top(s), { type: 'surrender' })).toBe(true);
    expect(combatAccepts(s, top(s), { type: 'surrender', extra: 1 } as never)).toBe(false);
    fastFormsAgree(s);
  });
});

describe('8, reading 2: the shapes of a combat as it is declared', () => {
  // Two kabila counters side by side on 3017 and 2917, whose two common neighbours are 2918 and 3016;
  // 3018 is next to 3017 only.
  const counters = { 'bandera-1-1': '2918', 'bandera-3-1': '3016', 'bandera-2-1': '3018', 'beni-urriaguel-1': '3017', 'beni-urriaguel-2': '2917', ...FAR };
  const declared = () => play(board({ counters, tasks: spanishCombat() }), { type: 'attack', target: 'beni-urriaguel-1' }).state;

  it('8: the counters that may join are offered in counter order, whatever their hexes', () => {
    expect(added(declared(), 'add-attacker')).toEqual(['bandera-1-1', 'bandera-2-1', 'bandera-3-1']);
  });

  it('8, reading 2: one against two grows to two against two with a counter next to both defenders, never with one next to the first only', () => {
    const one = playAll(declared(), [
      { type: 'add-attacker', counter: 'bandera-1-1' },
      { type: 'add-defender', counter: 'beni-urriaguel-2' },
    ]).state;
    expect(added(one, 'add-attacker')).toEqual(['bandera-3-1']);
  });

  it('8, reading 2: two attackers each next to both defenders may take on the second; with one next to the first only, not', () => {
    const both = playAll(declared(), [
      { type: 'add-attacker', counter: 'bandera-1-1' },
      { type: 'add-attacker', counter: 'bandera-3-1' },
    ]).state;
    expect(added(both, 'add-defender')).toEqual(['beni-urriaguel-2']);
    const notBoth = playAll(declared(), [
      { type: 'add-attacker', counter: 'bandera-1-1' },
      { type: 'add-attacker', counter: 'bandera-2-1' },
    ]).state;
    expect(added(notBoth, 'add-defender')).toEqual([]);
    expect(laLegion.legalActions(notBoth)).toEqual([{ type: 'add-attacker', counter: 'bandera-3-1' }, { type: 'resolve' }]);
  });

  it('8, 8.1: two against two with two batteries: each battery adds 1 to each attacker, and the event names every counter, hex and roll', () => {
    const withGuns = board({ counters: { ...counters, 'ceriñola-5': '2818', 'cazadores-africa-5': '3117' }, tasks: spanishCombat() });
    const r = playAll(
      withGuns,
      [
        { type: 'attack', target: 'beni-urriaguel-1' },
        { type: 'add-attacker', counter: 'bandera-1-1' },
        { type: 'add-defender', counter: 'beni-urriaguel-2' },
        { type: 'add-attacker', counter: 'bandera-3-1' },
        { type: 'add-support', battery: 'ceriñola-5' },
        { type: 'add-support', battery: 'cazadores-africa-5' },
      ],
      [2, 2],
    );
    const atk = factor('bandera-1-1') + factor('bandera-3-1') + 4;
    const def = factor('beni-urriaguel-1') + factor('beni-urriaguel-2');
    const won = 2 * atk > 2 * def;
    expect(won).toBe(true);
    expect(r.events.find((e) => e.type === 'combat')).toEqual({
      type: 'combat',
      text: `spanish attack: bandera-1-1 + bandera-3-1 (${atk} x 2 = ${2 * atk}) against beni-urriaguel-1 + beni-urriaguel-2 in 3017, 2917 (${def} x 2 = ${2 * def}): the defenders are eliminated`,
      rule: '8',
      attackers: ['bandera-1-1', 'bandera-3-1'],
      defenders: ['beni-urriaguel-1', 'beni-urriaguel-2'],
      support: ['ceriñola-5', 'cazadores-africa-5'],
      attack: atk,
      defence: def,
      attackTotal: 2 * atk,
      defenceTotal: 2 * def,
      modifiers: [{ label: 'artillery support (+1 to each of 2 attackers)', value: 4, rule: '8.1' }],
      rolls: [
        { die: 'legion', value: 2, for: 'attack' },
        { die: 'legion', value: 2, for: 'defence' },
      ],
      result: 'defenders-eliminated',
    });
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    expect(where(r.state, 'beni-urriaguel-2')).toBe(ELIMINATED);
  });
});

describe('8, 9, reading 4: the defence and its modifiers, named in the combat event', () => {
  it('8, 9: machine guns in a mountain town in very hot weather: +2 town, +1, +1 mountains, -1 heat; the attackers that lose are eliminated', () => {
    // Ceriñola's machine guns in the mountain town 1513; a kabila counter attacks from the mountain 1514.
    const s = board({ counters: { 'ceriñola-4': '1513', 'beni-urriaguel-1': '1514', ...FAR }, weather: 'very-hot', tasks: moroccanCombat() });
    const def = factor('ceriñola-4') + 2 + 1 + 1 - 1;
    const atk = factor('beni-urriaguel-1');
    expect(defence(s, n('ceriñola-4'))).toEqual({
      value: def,
      modifiers: [
        { label: 'town', value: 2, rule: '8' },
        { label: 'machine guns in defence', value: 1, rule: '8' },
        { label: 'machine guns in mountains', value: 1, rule: '8' },
        { label: 'very hot weather in a town or plaza', value: -1, rule: '9' },
      ],
    });
    const r = play(s, { type: 'attack', target: 'ceriñola-4' }, [2, 5]);
    expect(2 * atk).toBeLessThan(5 * def);
    expect(r.events.find((e) => e.type === 'combat')).toEqual({
      type: 'combat',
      text: `moroccan attack: beni-urriaguel-1 (${atk} x 2 = ${2 * atk}) against ceriñola-4 in 1513 (${def} x 5 = ${5 * def}): the attackers are eliminated`,
      rule: '8',
      attackers: ['beni-urriaguel-1'],
      defenders: ['ceriñola-4'],
      support: [],
      attack: atk,
      defence: def,
      attackTotal: 2 * atk,
      defenceTotal: 5 * def,
      modifiers: [
        { label: 'ceriñola-4: town', value: 2, rule: '8' },
        { label: 'ceriñola-4: machine guns in defence', value: 1, rule: '8' },
        { label: 'ceriñola-4: machine guns in mountains', value: 1, rule: '8' },
        { label: 'ceriñola-4: very hot weather in a town or plaza', value: -1, rule: '9' },
      ],
      rolls: [
        { die: 'legion', value: 2, for: 'attack' },
        { die: 'legion', value: 5, for: 'defence' },
      ],
      result: 'attackers-eliminated',
    });
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    expect(where(r.state, 'ceriñola-4')).toBe('1513');
  });

  it('8, reading 5: only machine guns gain in the mountains; a plaza fuerte doubles, named with its rule', () => {
    const s = board({ counters: { 'ceriñola-1': '3518', 'bandera-1-1': '3224', 'beni-urriaguel-1': '3124', ...FAR }, tasks: moroccanCombat() });
    expect(defence(s, n('ceriñola-1'))).toEqual({ value: 2 * factor('ceriñola-1'), modifiers: [{ label: 'plaza fuerte x2', value: 2, rule: '8' }] });
    expect(defence(s, n('bandera-1-1'))).toEqual({ value: factor('bandera-1-1'), modifiers: [] });
  });

  it('8: a tie leaves both sides, and the event says so', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', ...FAR }, tasks: spanishCombat() });
    const a = factor('bandera-1-1');
    const d = factor('beni-urriaguel-1');
    // Rolls a product apart: a x d = d x a.
    const r = play(s, { type: 'attack', target: 'beni-urriaguel-1' }, [d, a]);
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({
      text: `spanish attack: bandera-1-1 (${a} x ${d} = ${a * d}) against beni-urriaguel-1 in 3018 (${d} x ${a} = ${a * d}): a tie, both stay`,
      result: 'tie',
    });
    expect(where(r.state, 'bandera-1-1')).toBe('2918');
    expect(where(r.state, 'beni-urriaguel-1')).toBe('3018');
  });
});
