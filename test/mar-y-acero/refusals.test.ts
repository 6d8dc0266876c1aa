import { describe, expect, it } from 'vitest';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { newActivation } from '../../src/games/mar-y-acero/movement.js';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import type { Piece, Task } from '../../src/games/mar-y-acero/state.js';
import type { CombatTask } from '../../src/games/mar-y-acero/state.js';
import { board, piece, refusal } from './helpers.js';

// An illegal action is refused with the first rule it breaks, where that is cheap to tell; the
// state never changes (refusal() applies it to a frozen state). Destiny 22 has no naval
// difficulty and no conflict; 20 has both; 23 forbids naval movement.

const spanishAt = (n: number, kind: 'jinete' | 'espatario' | 'peon' = 'espatario') => Array.from({ length: n }, () => piece(kind));

describe('4.3.2 II the Event card', () => {
  const s = board({ tasks: [{ t: 'chooseEvent', seat: 'spanish' }] });
  it('4.3.2 II: a card not in the hand is not-in-hand', () => {
    const card = [1, 2, 3, 4, 5, 6, 7, 8].find((c) => !s.hands.spanish.includes(c)) as number;
    expect(refusal(s, { type: 'event', card })).toMatchObject({ code: 'not-in-hand', rule: '4.3.2 II' });
  });
  it('4.3.2 II: an action of another decision is wrong-phase', () => {
    expect(refusal(s, { type: 'end-move' })).toMatchObject({ code: 'wrong-phase', rule: '4.3.2 II' });
  });
});

describe('4.4.1 which area an impulse activates; 4.4.2 who builds', () => {
  const impulse = (seat: 'spanish' | 'indigenous', pieces: Record<number, Piece[]>): MyaState => board({ pieces, tasks: [{ t: 'impulse', seat }] });
  it('4.4.1 "debes activar un área sobre apilada primero": another area, or a build, is overstacked-first', () => {
    const s = impulse('spanish', { 3: spanishAt(4), 4: spanishAt(4), 6: spanishAt(1) });
    expect(marYAcero.legalActions(s)).toEqual([
      { type: 'activate', area: 3 },
      { type: 'activate', area: 4 },
    ]);
    expect(refusal(s, { type: 'activate', area: 6 })).toMatchObject({ code: 'overstacked-first', rule: '4.4.1' });
    expect(refusal(s, { type: 'build', what: 'palisade' })).toMatchObject({ code: 'overstacked-first', rule: '4.4.1' });
  });
  it('4.4.1 "cualquiera de tus áreas controladas": an enemy or empty area is not-controlled', () => {
    const s = impulse('spanish', { 3: spanishAt(1), 6: spanishAt(1), 8: [piece('naboria')] });
    expect(refusal(s, { type: 'activate', area: 8 })).toMatchObject({ code: 'not-controlled', rule: '4.4.1' });
    expect(refusal(s, { type: 'activate', area: 9 })).toMatchObject({ code: 'not-controlled', rule: '4.4.1' });
  });
  it('4.4.2: the Indigenous never build (spanish-only)', () => {
    const s = impulse('indigenous', { 8: [piece('naboria')], 10: [piece('tama')] });
    expect(refusal(s, { type: 'build', what: 'palisade' })).toMatchObject({ code: 'spanish-only', rule: '4.4.2' });
  });
});

describe('4.4.1 A movement', () => {
  const activation = (seat: 'spanish' | 'indigenous', origin: number, pieces: Record<number, Piece[]>, destiny = 22, patch: Partial<MyaState> = {}): MyaState =>
    board({ destiny, pieces, tasks: [newActivation(seat, origin)], patch });
  it('4.4.1 A: only pieces of an activated area move (not-activated)', () => {
    const s = activation('spanish', 3, { 3: [piece('jinete', false, 'j1')], 6: [piece('jinete', false, 'j2')] });
    expect(refusal(s, { type: 'move', piece: 'j2', to: 7 })).toMatchObject({ code: 'not-activated', rule: '4.4.1 A' });
    expect(refusal(s, { type: 'move', piece: 'nobody', to: 4 })).toMatchObject({ code: 'not-activated' });
  });
  it('4.4.1 A Restricción naval: an Indigenous piece goes by sea only with a Rebel (not-adjacent)', () => {
    const s = activation('indigenous', 8, { 8: [piece('naboria', false, 'n1'), piece('tama')] });
    expect(refusal(s, { type: 'move', piece: 'n1', to: 12 })).toMatchObject({ code: 'not-adjacent', rule: '4.4.1 A' });
  });
  it('card 23 "La nobleza no trabaja": no naval movement this turn (not-adjacent)', () => {
    const s = activation('spanish', 3, { 3: [piece('jinete', false, 'j1'), piece('peon')] }, 23, { restriction: 'noNaval' });
    expect(refusal(s, { type: 'move', piece: 'j1', to: 10 })).toMatchObject({ code: 'not-adjacent', rule: 'card 23' });
  });
  it('4.4.1 A Dificultad de navegación: a unit is reduced first (naval-difficulty)', () => {
    const s = activation('spanish', 3, { 3: [piece('jinete', false, 'j1'), piece('peon')] }, 20);
    expect(marYAcero.legalActions(s)).toContainEqual({ type: 'pay-naval', area: 3, piece: 'j1' });
    expect(refusal(s, { type: 'move', piece: 'j1', to: 10 })).toMatchObject({ code: 'naval-difficulty', rule: '4.4.1 A' });
  });
  it('4.2: no unit joins three of its side beside enemies, where the move stops (stacking-limit)', () => {
    const s = activation('spanish', 3, { 3: [piece('jinete', false, 'j1'), piece('peon')], 4: [...spanishAt(3), piece('naboria')] });
    expect(refusal(s, { type: 'move', piece: 'j1', to: 4 })).toMatchObject({ code: 'stacking-limit', rule: '4.2' });
  });
  it('4.3.2 I: on a conflict turn a Taíno does not join Caribs (indigenous-conflict)', () => {
    const s = activation('indigenous', 8, { 8: [piece('naboria', false, 'n1'), piece('naboria')], 9: [piece('tama')] }, 20);
    expect(refusal(s, { type: 'move', piece: 'n1', to: 9 })).toMatchObject({ code: 'indigenous-conflict', rule: '4.3.2 I' });
  });
  it('4.4.1 A "al final del impulso no debe haber sobre apilamiento": ending the movement is overstacked', () => {
    const s = activation('spanish', 3, { 3: spanishAt(4) });
    expect(marYAcero.legalActions(s).some((a) => a.type === 'end-move')).toBe(false);
    expect(refusal(s, { type: 'end-move' })).toMatchObject({ code: 'overstacked', rule: '4.4.1 A' });
  });
});

describe('4.4.1 B combat', () => {
  /** A combat in area 6 at a given stage, the Spanish attacking from area 5. */
  const combat = (stage: CombatTask['stage'], patch: Partial<CombatTask>, pieces: Record<number, Piece[]>): MyaState => {
    const t: Task = { ...newCombat(6, 'spanish', 'indigenous', null, [5], 'test'), stage, ...patch };
    return board({ pieces, tasks: [{ t: 'settle' }, t] });
  };
  it("4.4.1 B: a hit goes to a unit/leader that fought this round (not-in-combat); another stage's action is wrong-phase", () => {
    const s = combat(
      'hitsA',
      { ca: ['j1', 'p1'], cd: ['n1'], hitsOnA: 1 },
      {
        6: [piece('jinete', false, 'j1'), piece('peon', false, 'p1'), piece('espatario', false, 'e1'), piece('naboria', false, 'n1')],
      },
    );
    expect(marYAcero.legalActions(s)).toEqual([
      { type: 'hit', piece: 'j1' },
      { type: 'hit', piece: 'p1' },
    ]);
    expect(refusal(s, { type: 'hit', piece: 'e1' })).toMatchObject({ code: 'not-in-combat', rule: '4.4.1 B' });
    expect(refusal(s, { type: 'stay' })).toMatchObject({ code: 'wrong-phase', rule: '4.4.1 B' });
  });
  it("4.4.1 B Replegarse: not to the attacker's origin, not into enemies, not beyond the stacking limit", () => {
    const s = combat(
      'withdrawD',
      {},
      {
        // A Rebel may withdraw by sea too (4.4.1 A), so the defender has a choice.
        6: [piece('jinete'), piece('tropa', false, 'n1')],
        7: [piece('peon')],
        8: [piece('tama'), piece('tama'), piece('tama')],
      },
    );
    expect(marYAcero.legalActions(s)).toContainEqual({ type: 'stay' });
    expect(refusal(s, { type: 'withdraw', piece: 'n1', to: 5 })).toMatchObject({ code: 'attacker-origin', rule: '4.4.1 B' });
    expect(refusal(s, { type: 'withdraw', piece: 'n1', to: 7 })).toMatchObject({ code: 'enemy-area', rule: '4.4.1 B' });
    expect(refusal(s, { type: 'withdraw', piece: 'n1', to: 8 })).toMatchObject({ code: 'stacking-limit', rule: '4.2' });
  });
});

describe("the machine's generic reason", () => {
  it('an action with no specific reason is not-legal, listing the legal ones', () => {
    const s = board({ tasks: [newActivation('spanish', 3)], pieces: { 3: [piece('jinete', false, 'j1'), piece('peon')] } });
    const e = refusal(s, { type: 'move', piece: 'j1', to: 3 });
    expect(e).toMatchObject({ code: 'not-legal', rule: '4.4.1 A' });
    expect(e.message).toContain('Legal (');
  });
});
