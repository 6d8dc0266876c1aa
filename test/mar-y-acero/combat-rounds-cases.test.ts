// Cases of combat-rounds.ts that a mutation run showed untested (docs/testing.md,
// scripts/mutation-notes.md): the end of a combat with the Hijos de Caonabó left alone, the
// commitment of up to three fighters one at a time, the swap of round 2 and what a new round
// clears, who decides each stage, card 26's swap only while Caribs are left, the opening's words.
import { describe, expect, it } from 'vitest';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import type { CombatTask, Piece } from '../../src/games/mar-y-acero/state.js';
import { board, kinds, piece, play, run } from './helpers.js';

type Side = 'spanish' | 'indigenous';

function combatIn6(pieces: Piece[], a: Side, first: 'a' | 'd' | null = null, patch: Partial<MyaState> = {}, label = 'test'): MyaState {
  return board({ pieces: { 6: pieces }, tasks: [{ t: 'settle' }, newCombat(6, a, a === 'spanish' ? 'indigenous' : 'spanish', first, [], label)], patch });
}

const top = (s: MyaState): CombatTask => s.tasks.at(-1) as CombatTask;
const NO_SWAP = { type: 'choose', option: 0 } as const;
const STAY = { type: 'stay' } as const;

describe('4.4.1 B Fin del combate: the Hijos de Caonabó alone', () => {
  it('4.4.1 B: a defender left with only the Hijos de Caonabó beside an enemy fighter loses them when the combat ends', () => {
    const s = combatIn6([piece('hijos', false, 'h'), piece('naboria', true, 'n'), piece('jinete', false, 'j')], 'spanish');
    // Card 26's swap declined; the Jinete's 1 removes the Naboria; both sides stay.
    const r = play(run(s).state, [NO_SWAP, STAY, STAY], [1, 6]);
    expect(kinds(r.state, 6)).toEqual(['jinete']);
    expect(r.state.leadersOut).toContain('hijos');
    expect(r.events.find((e) => e.type === 'combat-end')).toEqual({
      type: 'combat-end',
      rule: '4.4.1 B',
      area: 6,
      text: 'Combat in area 6 ends (spanish: 1 left, indigenous: 0 left)',
    });
  });

  it('4.4.1 B: an attacker left with only the Hijos de Caonabó loses them too; the attacker decides its own withdrawal', () => {
    const s = combatIn6([piece('hijos', false, 'h'), piece('naboria', true, 'n'), piece('jinete', false, 'j')], 'indigenous');
    let r = play(run(s).state, [NO_SWAP, STAY], [6, 1]);
    expect(top(r.state).stage).toBe('withdrawA');
    expect(marYAcero.activePlayer(r.state)).toBe('indigenous');
    r = play(r.state, [STAY]);
    expect(kinds(r.state, 6)).toEqual(['jinete']);
    expect(r.state.leadersOut).toContain('hijos');
  });
});

describe('4.4.1 B: commitment and the swap', () => {
  const four = (): Piece[] => [
    piece('tropa', false, 't1'),
    piece('tropa', false, 't2'),
    piece('capitan', false, 'c'),
    piece('naboria', false, 'n'),
    piece('jinete', false, 'j'),
  ];

  it('4.4.1 B: the attacker commits up to three of its four fighters, one at a time, each distinct counter offered once and never twice', () => {
    let r = run(combatIn6(four(), 'indigenous'));
    expect(top(r.state).stage).toBe('commitA');
    expect(marYAcero.activePlayer(r.state)).toBe('indigenous');
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'commit', piece: 't1' },
      { type: 'commit', piece: 'c' },
      { type: 'commit', piece: 'n' },
    ]);
    r = play(r.state, [{ type: 'commit', piece: 't1' }]);
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'commit', piece: 't2' },
      { type: 'commit', piece: 'c' },
      { type: 'commit', piece: 'n' },
    ]);
    r = play(r.state, [{ type: 'commit', piece: 'c' }]);
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'commit', piece: 't2' },
      { type: 'commit', piece: 'n' },
    ]);
    // The third fighter committed, the defender's one Jinete fights with no choice: three dice against one.
    r = play(r.state, [{ type: 'commit', piece: 'n' }], [6, 6, 6, 6]);
    expect(top(r.state)).toMatchObject({ stage: 'withdrawD', ca: ['t1', 'c', 'n'], cd: ['j'], diceA: [6, 6, 6], diceD: [6] });
  });

  it('4.4.1 B: round 2 starts clean; the attacker may swap one fighter for a different counter of its reserve, in its place', () => {
    let r = run(combatIn6(four(), 'indigenous'));
    r = play(r.state, [{ type: 'commit', piece: 't1' }, { type: 'commit', piece: 'c' }, { type: 'commit', piece: 'n' }, STAY, STAY], [6, 6, 6, 6]);
    expect(top(r.state)).toMatchObject({
      round: 2,
      stage: 'swapA',
      ca: ['t1', 'c', 'n'],
      diceA: [],
      diceD: [],
      hitsOnA: 0,
      hitsOnD: 0,
      doneA: false,
      doneD: false,
      navalPaid: false,
      credits: [],
    });
    expect(marYAcero.activePlayer(r.state)).toBe('indigenous');
    // The reserve's Tropa is the same counter as the committed one: swapping them changes nothing.
    expect(marYAcero.legalActions(r.state)).toEqual([{ type: 'no-swap' }, { type: 'swap', out: 'c', in: 't2' }, { type: 'swap', out: 'n', in: 't2' }]);
    const swapped = play(r.state, [{ type: 'swap', out: 'c', in: 't2' }], [6, 6, 6, 6]);
    expect(top(swapped.state)).toMatchObject({ round: 2, ca: ['t1', 't2', 'n'], cd: ['j'] });
    expect(swapped.events.find((e) => e.type === 'swap')).toMatchObject({ rule: '4.4.1 B', text: 't2 replaces c in the fight' });
    const kept = play(r.state, [{ type: 'no-swap' }], [6, 6, 6, 6]);
    expect(top(kept.state)).toMatchObject({ round: 2, ca: ['t1', 'c', 'n'] });
  });

  it('4.4.1 B: a side with no reserve is offered no swap', () => {
    let r = run(combatIn6([piece('tropa', false, 't1'), piece('jinete', false, 'j')], 'indigenous'), [6, 6]);
    // Both stay: round 2 goes from the (empty) swaps straight to the dice.
    r = play(r.state, [STAY, STAY], [6, 6]);
    expect(top(r.state).round).toBe(2);
    expect(top(r.state).stage).toBe('withdrawD');
  });
});

describe('4.4.1 B: the opening', () => {
  it('card 26: the swap of the Hijos de Caonabó is offered only while a Carib is left in the bags', () => {
    const pieces = (): Piece[] => [piece('caonabo', false, 'caonabo'), piece('hijos', false, 'hijos'), piece('jinete', false, 'j')];
    const offered = run(combatIn6(pieces(), 'spanish'));
    expect(marYAcero.legalActions(offered.state)).toEqual([NO_SWAP, { type: 'choose', option: 6 }]);
    const base = combatIn6(pieces(), 'spanish');
    // No Carib left: no choice, the combat goes straight to its dice.
    const empty = run({ ...base, bags: { ...base.bags, calinago: 0, tama: 0 } }, [6, 6]);
    expect(top(empty.state)).toMatchObject({ t: 'combat', stage: 'withdrawD', ca: ['j'], cd: ['caonabo'] });
    expect(marYAcero.legalActions(empty.state).some((a) => a.type === 'choose')).toBe(false);
  });

  it('4.4.1 B: the opening event names the attacker, the defender, who strikes first (cards 2 and 4) and why', () => {
    const first = run(combatIn6([piece('jinete', false, 'j'), piece('naboria', false, 'n')], 'spanish', 'a', {}, 'card 2'), [6, 6]);
    expect(first.events[0]).toEqual({
      type: 'combat-start',
      rule: '4.4.1 B',
      area: 6,
      text: 'Combat in area 6: spanish attacks indigenous (spanish strikes first) — card 2',
    });
    const second = run(combatIn6([piece('jinete', false, 'j'), piece('naboria', false, 'n')], 'indigenous', 'd', {}, 'card 4'), [6, 6]);
    expect(second.events[0]!.text).toBe('Combat in area 6: indigenous attacks spanish (spanish strikes first) — card 4');
  });
});
