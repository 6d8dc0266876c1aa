// La Legión's combat (8, 8.1, 9) where a wrong rule would pass the other tests: who may attack, who
// is eliminated, where the heat counts, an owed attack whose target is gone, and the fast forms'
// refusals. Rolls forced.
import { describe, expect, it } from 'vitest';
import { laLegion } from 'reglas/la-legion';
import { combatAccepts, combatCount, defence } from '../../src/games/la-legion/combat.js';
import { COUNTER_IDS, counterIndex, COMBAT } from '../../src/games/la-legion/pieces.js';
import { ELIMINATED, ENGAGED, MOVED } from '../../src/games/la-legion/state.js';
import { board, pendingKind, play, playAll, steps, where } from './helpers.js';

const spanishCombat = () => steps({ t: 'combat', side: 'spanish' });
const moroccanCombat = () => steps({ t: 'combat', side: 'moroccan' });
/** A kabila counter far away, so that no elimination ends the game by annihilation (5). */
const FAR = { 'beni-urriaguel-9': '0216' };

describe('8.1: artillery never attacks', () => {
  it('8.1: a battery next to a kabila counter offers no attack of its own', () => {
    // Ceriñola's battery on 2919, next to the kabila counter on 3018.
    const s = board({ counters: { 'ceriñola-5': '2919', 'beni-urriaguel-1': '3018', ...FAR }, tasks: spanishCombat() });
    expect(laLegion.legalActions(s).filter((a) => a.type === 'attack')).toEqual([]);
  });

  it('8.1: beside an infantry counter attacking the same target, the battery is offered only as support, never as an attacker', () => {
    const s = board({ counters: { 'ceriñola-5': '2919', 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', ...FAR }, tasks: spanishCombat() });
    // The infantry counter is the only attacker possible: it is declared at once; the battery is left as support.
    const declared = play(s, { type: 'attack', target: 'beni-urriaguel-1' }).state;
    expect(declared.tasks.at(-1)).toMatchObject({ t: 'declare', attackers: [counterIndex('bandera-1-1')] });
    const legal = laLegion.legalActions(declared);
    expect(legal).toContainEqual({ type: 'add-support', battery: 'ceriñola-5' });
    expect(legal).not.toContainEqual({ type: 'add-attacker', counter: 'ceriñola-5' });
  });
});

describe('8, reading 3: the losing side is eliminated whole', () => {
  it('8, reading 2-3: one attacker next to both of two defenders beats them: both defenders are eliminated', () => {
    // 2918 is next to both 3017 and 2917: its counter (declared at once, the only attacker) takes on both;
    // with the second defender declared nothing is left to choose, and the combat is rolled.
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3017', 'beni-urriaguel-2': '2917', ...FAR }, tasks: spanishCombat() });
    const r = playAll(
      s,
      [
        { type: 'attack', target: 'beni-urriaguel-1' },
        { type: 'add-defender', counter: 'beni-urriaguel-2' },
      ],
      [5, 2],
    );
    const d = COMBAT[counterIndex('beni-urriaguel-1')]! + COMBAT[counterIndex('beni-urriaguel-2')]!;
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({
      defenders: ['beni-urriaguel-1', 'beni-urriaguel-2'],
      defence: d,
      result: 'defenders-eliminated',
    });
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    expect(where(r.state, 'beni-urriaguel-2')).toBe(ELIMINATED);
  });

  it('8: attackers that lose are all eliminated, not only the first', () => {
    // Two kabila counters against the Legion in Monte Arruit's plaza (3518): they lose.
    const s = board({
      counters: { 'bandera-1-1': '3518', 'beni-urriaguel-1': '3418', 'beni-urriaguel-2': '3617', 'ceriñola-1': '0410' },
      tasks: moroccanCombat(),
    });
    const r = playAll(
      s,
      [
        { type: 'attack', target: 'bandera-1-1' },
        { type: 'add-attacker', counter: 'beni-urriaguel-1' },
        { type: 'add-attacker', counter: 'beni-urriaguel-2' },
      ],
      [2, 5],
    );
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ result: 'attackers-eliminated' });
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    expect(where(r.state, 'beni-urriaguel-2')).toBe(ELIMINATED);
    expect(where(r.state, 'bandera-1-1')).toBe('3518');
  });
});

describe('9: very hot weather takes a point only from defenders in towns and plazas', () => {
  it('9: in the open the defence keeps its factor; in a town it is +2 -1; in a plaza x2 -1', () => {
    const counters = { 'ceriñola-1': '3020', 'ceriñola-2': '2918', 'ceriñola-3': '3518', ...FAR };
    const hot = board({ counters, weather: 'very-hot', tasks: moroccanCombat() });
    const f = COMBAT[counterIndex('ceriñola-1')]!;
    expect(defence(hot, counterIndex('ceriñola-1')).value).toBe(f);
    expect(defence(hot, counterIndex('ceriñola-2')).value).toBe(f + 2 - 1);
    expect(defence(hot, counterIndex('ceriñola-3')).value).toBe(2 * f - 1);
  });
});

describe('7, reading 11: an attack owed whose target is gone', () => {
  it('7: a counter that entered a zone owes its attack; once its only target is eliminated by another combat, the combats may end', () => {
    // bandera-1-1 entered the kabila's zone this move (engaged); bandera-2-1 beside the same counter attacks first and wins.
    const s = board({
      counters: { 'bandera-1-1': '2918', 'bandera-2-1': '3118', 'beni-urriaguel-1': '3018', ...FAR },
      flags: { 'bandera-1-1': MOVED | ENGAGED },
      tasks: spanishCombat(),
    });
    // The one attack possible is owed, so it is declared at once; bandera-2-1 attacks alone and wins.
    expect(s.tasks.at(-1)).toMatchObject({ t: 'declare' });
    expect(laLegion.legalActions(s)).not.toContainEqual({ type: 'end-combat' });
    const r = playAll(s, [{ type: 'add-attacker', counter: 'bandera-2-1' }, { type: 'resolve' }], [5, 2]);
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    // Nothing is owed any more: the combat step is over (or offers its end), the game goes on.
    expect(pendingKind(r.state) !== 'combat' || laLegion.legalActions(r.state).some((a) => a.type === 'end-combat')).toBe(true);
    expect(laLegion.legalActions(r.state).length).toBeGreaterThan(0);
  });
});

describe('8: the fast forms refuse what the lists do not offer', () => {
  it('8: an attack with an extra field, or on a counter of the attacking side, is refused; counter 0 is a counter like any other', () => {
    const zero = COUNTER_IDS[0]!;
    const s = board({ counters: { [zero]: '3018', 'beni-urriaguel-1': '2918', ...FAR }, tasks: moroccanCombat() });
    const task = s.tasks[s.tasks.length - 1] as { t: 'combat'; side: 'moroccan' };
    expect(laLegion.legalActions(s)).toContainEqual({ type: 'attack', target: zero });
    expect(combatAccepts(s, task, { type: 'attack', target: zero })).toBe(true);
    expect(combatAccepts(s, task, { type: 'attack', target: zero, extra: 1 } as never)).toBe(false);
    expect(combatAccepts(s, task, { type: 'attack', target: 'beni-urriaguel-1' })).toBe(false);
    expect(combatAccepts(s, task, { type: 'end-combat', extra: 1 } as never)).toBe(false);
    expect(combatCount(s, task)).toBe(2);
  });
});
