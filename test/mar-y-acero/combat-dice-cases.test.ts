// Cases of combat-dice.ts that a mutation run showed untested (docs/testing.md,
// scripts/mutation-notes.md): the order of a non-simultaneous combat (cards 2 and 4), the owner's
// choice of the piece that takes a hit and when there is none, Divine Grace/Yaya on the defender's
// roll and declined, card 45's +1 to Spanish rolls, the level II re-roll, and the events word for word.
import { describe, expect, it } from 'vitest';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import type { GameEvent } from 'reglas/core';
import { NO_TURN_EFFECTS } from '../../src/games/mar-y-acero/nitayno/state.js';
import type { CombatTask, Piece } from '../../src/games/mar-y-acero/state.js';
import { board, kinds, piece, play, refusal, run } from './helpers.js';
import { solitaireState } from './solitaire-helpers.js';

type Who = 'a' | 'd' | null;

/** A combat in area `area` (6: no jungle) between `a` and `d`, started, run with `rolls` to its first decision. */
function combat(pieces: Piece[], a: 'spanish' | 'indigenous', first: Who, rolls: number[], opts: { area?: number; patch?: Partial<MyaState> } = {}) {
  const area = opts.area ?? 6;
  const s = board({
    pieces: { [area]: pieces },
    tasks: [{ t: 'settle' }, newCombat(area, a, a === 'spanish' ? 'indigenous' : 'spanish', first, [], 'test')],
    patch: opts.patch ?? {},
  });
  return run(s, rolls);
}

const top = (s: MyaState): CombatTask => s.tasks.at(-1) as CombatTask;
const of = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
const yaya = { grace: { side: 'indigenous' as const, usedWindow: false, usedTurn: false } };

describe('4.4.1 B: a non-simultaneous combat (cards 2 and 4)', () => {
  it('4.4.1 B: the attacker striking first removes a defender before it rolls; the survivors then strike back', () => {
    const r = combat([piece('jinete', false, 'j'), piece('naboria', true, 'n1'), piece('naboria', true, 'n2')], 'spanish', 'a', [1, 1]);
    // The Jinete's 1 removes one reduced Naboria; the other rolls alone: its 1 reduces the Jinete.
    expect(of(r.events, 'combat-roll').map((e) => [e['group'], (e['rolls'] as unknown[]).length])).toEqual([
      ['spanish', 1],
      ['indigenous', 1],
    ]);
    expect(kinds(r.state, 6)).toEqual(['jinete*', 'naboria*']);
    expect(top(r.state).stage).toBe('withdrawD');
  });

  it('4.4.1 B: the defender striking first removes an attacker before it rolls; the survivors then strike back', () => {
    const r = combat([piece('tropa', true, 't1'), piece('tropa', true, 't2'), piece('espatario', false, 'e')], 'indigenous', 'd', [1, 1]);
    expect(of(r.events, 'combat-roll').map((e) => [e['group'], (e['rolls'] as unknown[]).length])).toEqual([
      ['spanish', 1],
      ['indigenous', 1],
    ]);
    expect(kinds(r.state, 6)).toEqual(['espatario*', 'tropa*']);
    expect(top(r.state).stage).toBe('withdrawD');
  });

  it('4.4.1 B: in a simultaneous combat both sides roll before either takes its hits', () => {
    const r = combat([piece('jinete', true, 'j'), piece('naboria', true, 'n')], 'spanish', null, [1, 1]);
    expect(of(r.events, 'combat-roll')).toHaveLength(2);
    expect(kinds(r.state, 6)).toEqual([]);
  });
});

describe('4.4.1 B Asignar impactos: who chooses the piece that takes a hit', () => {
  it('4.4.1 B: a hit on two different attackers is the attacker’s choice; the chosen one is reduced and the combat goes on', () => {
    const r = combat(
      [piece('jinete', false, 'j'), piece('espatario', false, 'e'), piece('calinago', false, 'c'), piece('tama', false, 't')],
      'spanish',
      null,
      [6, 6, 1, 6],
    );
    expect(top(r.state).stage).toBe('hitsA');
    expect(marYAcero.activePlayer(r.state)).toBe('spanish');
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'hit', piece: 'j' },
      { type: 'hit', piece: 'e' },
    ]);
    // A piece of the other side is refused, naming the attacker's candidates.
    // A piece of the other side did not fight on this side: it is refused as such.
    expect(refusal(r.state, { type: 'hit', piece: 'c' })).toMatchObject({ code: 'not-in-combat', rule: '4.4.1 B' });
    const after = play(r.state, [{ type: 'hit', piece: 'e' }]);
    expect(kinds(after.state, 6)).toEqual(['calinago', 'espatario*', 'jinete', 'tama']);
    expect(top(after.state)).toMatchObject({ stage: 'withdrawD', hitsOnA: 0 });
  });

  it('4.4.1 B: two hits on two different full-strength defenders: the defender chooses each', () => {
    const r = combat(
      [piece('jinete', false, 'j'), piece('espatario', false, 'e'), piece('calinago', false, 'c'), piece('tama', false, 't')],
      'spanish',
      null,
      [1, 1, 6, 6],
    );
    expect(top(r.state).stage).toBe('hitsD');
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'hit', piece: 'c' },
      { type: 'hit', piece: 't' },
    ]);
    expect(refusal(r.state, { type: 'hit', piece: 'j' })).toMatchObject({ code: 'not-in-combat', rule: '4.4.1 B' });
  });

  it('4.4.1 B: no choice when the hits remove every candidate (two hits on two reduced pieces), on identical counters, or on one piece', () => {
    const all = combat(
      [piece('jinete', false, 'j'), piece('espatario', false, 'e'), piece('calinago', true, 'c'), piece('tama', true, 't')],
      'spanish',
      null,
      [1, 1, 6, 6],
    );
    expect(kinds(all.state, 6)).toEqual(['espatario', 'jinete']);
    const same = combat([piece('jinete', false, 'j'), piece('naboria', false, 'n1'), piece('naboria', false, 'n2')], 'spanish', null, [1, 6, 6]);
    expect(kinds(same.state, 6)).toEqual(['jinete', 'naboria', 'naboria*']);
    expect(top(same.state).stage).toBe('withdrawD');
    const one = combat([piece('jinete', false, 'j'), piece('naboria', false, 'n')], 'spanish', null, [1, 6]);
    expect(kinds(one.state, 6)).toEqual(['jinete', 'naboria*']);
    expect(top(one.state).stage).toBe('withdrawD');
  });
});

describe('4.5 Divine Grace/Yaya in combat', () => {
  it('4.5: the defender holding Yaya re-rolls its own missed dice, which then count against the attacker', () => {
    const r = combat([piece('jinete', false, 'j'), piece('calinago', false, 'c'), piece('tama', false, 't')], 'spanish', null, [6, 6, 6], { patch: yaya });
    expect(top(r.state).stage).toBe('graceD');
    expect(marYAcero.activePlayer(r.state)).toBe('indigenous');
    expect(marYAcero.legalActions(r.state)).toContainEqual({ type: 'grace', use: 'reroll', dice: [1, 2] });
    const g = play(r.state, [{ type: 'grace', use: 'reroll', dice: [1, 2] }], [1, 6]);
    expect(top(g.state).diceD).toEqual([1, 6]);
    expect(top(g.state).diceA).toEqual([6]);
    expect(of(g.events, 'combat-hits').map((e) => e['hits'])).toEqual([1]);
    expect(kinds(g.state, 6)).toEqual(['calinago', 'jinete*', 'tama']);
    expect(g.state.grace).toEqual({ side: 'spanish', usedWindow: true, usedTurn: true });
  });

  it('4.5: the -1 to one die is an event with its modifier; declining keeps the marker for later', () => {
    const r = combat([piece('jinete', false, 'j'), piece('calinago', false, 'c')], 'spanish', null, [6, 4], { patch: yaya });
    const minus = play(r.state, [{ type: 'grace', use: 'minus', die: 1 }]);
    expect(of(minus.events, 'grace')).toEqual([
      {
        type: 'grace',
        rule: '4.5',
        text: 'Yaya: -1 to die 1 → 3: 1 hit(s)',
        rolls: [],
        modifiers: [{ label: 'Yaya: die 1', value: -1, rule: '4.5' }],
        dice: [3],
        hits: 1,
      },
    ]);
    const none = play(r.state, [{ type: 'grace', use: 'none' }]);
    expect(of(none.events, 'grace')).toEqual([]);
    expect(none.state.grace).toEqual(yaya.grace);
    expect(top(none.state).diceD).toEqual([4]);
  });

  it('4.5: neither the side not holding the marker (the Spanish missed) nor a roll that hit with every die (the Indigenous) is offered it', () => {
    const r = combat([piece('jinete', false, 'j'), piece('calinago', false, 'c')], 'spanish', null, [6, 1], { patch: yaya });
    expect(top(r.state).stage).toBe('withdrawD');
    expect(of(r.events, 'grace')).toEqual([]);
    expect(r.state.grace).toEqual(yaya.grace);
  });
});

describe('solitaire: card 45 and level II', () => {
  const solo = (level: 0 | 1 | 2, spanishRollBonus: number): Partial<MyaState> => ({
    mode: 'solitaire',
    level,
    solitaire: solitaireState({ level, effects: { ...NO_TURN_EFFECTS, spanishRollBonus } }),
    grace: { side: 'spanish', usedWindow: true, usedTurn: true },
  });

  it('5.3.5 card 45: +1 to every Spanish combat die, not to the Indigenous ones, shown as a modifier', () => {
    const r = combat([piece('jinete', false, 'j'), piece('calinago', false, 'c')], 'spanish', null, [5, 3], { patch: solo(0, 1) });
    const rolls = of(r.events, 'combat-roll');
    expect(rolls.map((e) => (e['rolls'] as readonly { value: number }[]).map((d) => d.value))).toEqual([[6], [3]]);
    expect(rolls[0]!['modifiers']).toContainEqual({ label: 'Nitayno card 45: Spanish rolls', value: 1, rule: '5.3.5' });
    expect(rolls[1]!['modifiers']).not.toContainEqual(expect.objectContaining({ rule: '5.3.5' }));
    // The Jinete's 5+1 = 6 always misses; the Calinago's 3 hits (defence 3).
    expect(kinds(r.state, 6)).toEqual(['calinago', 'jinete*']);
  });

  it('5.4 (8) level II: three Indigenous dice and no hit are rolled again once; the Spanish dice never are', () => {
    const pieces = () => [
      piece('jinete', false, 'j'),
      piece('espatario', false, 'e'),
      piece('arcabucero', false, 'a'),
      piece('calinago', false, 'c1'),
      piece('calinago', false, 'c2'),
      piece('tama', false, 't'),
    ];
    const r = combat(pieces(), 'spanish', null, [6, 6, 6, 6, 6, 6, 1, 6, 6], { patch: solo(2, 0) });
    const rolls = of(r.events, 'combat-roll');
    expect(rolls.map((e) => [e['group'], e['rule']])).toEqual([
      ['spanish', '4.4.1 B'],
      ['indigenous', '4.4.1 B'],
      ['indigenous', '5.4 (8)'],
    ]);
    expect(of(r.events, 'combat-hits').map((e) => [e['hits'], e['dice']])).toEqual([
      [0, [6, 6, 6]],
      [1, [1, 6, 6]],
    ]);
    // Level I: no second roll.
    const one = combat(pieces(), 'spanish', null, [6, 6, 6, 6, 6, 6], { patch: solo(1, 0) });
    expect(of(one.events, 'combat-roll')).toHaveLength(2);
  });
});

describe('4.4.1 B: the roll and hit events, word for word', () => {
  it('4.4.1 B: each die with its piece, each factor with its modifiers labelled by piece, the hits in words', () => {
    // Area 5 is jungle: -1 to the attacking Jinete, +1 to the defending Naboria.
    const r = combat([piece('jinete', false, 'j'), piece('naboria', false, 'n')], 'spanish', null, [4, 3], { area: 5 });
    const [att, def] = of(r.events, 'combat-roll');
    expect(att).toMatchObject({
      type: 'combat-roll',
      rule: '4.4.1 B',
      area: 5,
      group: 'spanish',
      round: 1,
      text: 'Area 5 round 1: spanish attacks with j factor 4 rolls 4: 1 hit(s)',
      factors: [4],
      hits: 1,
    });
    expect(att!['rolls']).toEqual([{ die: 'd6', value: 4, for: expect.stringContaining('Jinete') }]);
    expect(att!['modifiers']).toEqual([expect.objectContaining({ label: expect.stringMatching(/^j: /), value: -1 })]);
    expect(def).toMatchObject({ text: 'Area 5 round 1: indigenous defends with n factor 3 rolls 3: 1 hit(s)', factors: [3], hits: 1 });
    expect(def!['modifiers']).toEqual([expect.objectContaining({ label: expect.stringMatching(/^n: /), value: 1 })]);
    expect(of(r.events, 'combat-hits')).toEqual([
      { type: 'combat-hits', rule: '4.4.1 B', area: 5, text: 'spanish scores 1 hit(s) in area 5', hits: 1, dice: [4] },
      { type: 'combat-hits', rule: '4.4.1 B', area: 5, text: 'indigenous scores 1 hit(s) in area 5', hits: 1, dice: [3] },
    ]);
    expect(of(r.events, 'hit').map((e) => [e['piece'], e['text'], e['rule']])).toEqual([
      ['n', expect.stringMatching(/ is reduced$/), '4.4.1 B'],
      ['j', expect.stringMatching(/ is reduced$/), '4.4.1 B'],
    ]);
  });

  it('4.4.1 B: a unit already reduced is removed (to its bag), a reduced leader eliminated', () => {
    const r = combat(
      [piece('jinete', true, 'j'), piece('colon', true, 'col'), piece('calinago', false, 'c'), piece('tama', false, 't')],
      'spanish',
      null,
      [6, 6, 1, 1],
    );
    const texts = of(r.events, 'hit').map((e) => e['text'] as string);
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.endsWith(' is removed'))).toBe(true);
    expect(texts.some((t) => t.endsWith(' is eliminated'))).toBe(true);
  });
});
