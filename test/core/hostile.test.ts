/**
 * Hostile input (contract: "a non-state, a state of another game or a malformed action is a clear
 * error, never a TypeError from inside"; issue 12's list and more): every call gets the library's
 * own error, naming what is wrong, and leaves its input unchanged (inputs are deep-frozen, and
 * compared with a copy taken before).
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError, ValidationError, deepFreeze, isIllegalActionError, isValidationError, load, replay, scriptedDice } from 'reglas/core';
import { hexGrid } from 'reglas/hex';
import { marYAcero, type MyaAction, type MyaState } from 'reglas/mar-y-acero';
import { taifa, type TaifaAction, type TaifaState } from 'reglas/taifa';
import { checkGame } from 'reglas/testkit';
import { pig } from '../../examples/pig/pig.js';

type Expected = typeof ValidationError | typeof IllegalActionError;
interface Case {
  readonly name: string;
  readonly run: () => unknown;
  readonly error: Expected;
  /** What the message must say. */
  readonly says: RegExp;
}

const t0: TaifaState = deepFreeze(taifa.setup({ seed: 'hostile' }));
const tLegal = taifa.legalActions(t0);
const tAttack = tLegal.find((a): a is Extract<TaifaAction, { type: 'attack' }> => a.type === 'attack');
const tView = deepFreeze(taifa.view(t0, 'castilla'));
const m0: MyaState = deepFreeze(marYAcero.setup({ seed: 'hostile' }));
const mLegal = marYAcero.legalActions(m0);
const mView = deepFreeze(marYAcero.view(m0, 'spanish'));
const mSolo: MyaState = deepFreeze(marYAcero.setup({ seed: 'hostile', mode: 'solitaire', level: 1 }));
const p0 = deepFreeze(pig.setup({ seed: 'hostile' }));
const games = { taifa, marYAcero, pig } as const;

/** The non-states every game function gets: each must be a ValidationError naming the state. */
const NON_STATES: readonly [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['an empty object', {}],
  ['an array', []],
  ['a number', 42],
  ['a string', 'state'],
];

const cases: Case[] = [];
const add = (name: string, run: () => unknown, error: Expected, says: RegExp): void => {
  cases.push({ name, run, error, says });
};

// Issue 12's list, first.
add('taifa.apply(null, a)', () => taifa.apply(null as never, tLegal[0] as TaifaAction), ValidationError, /expected a Taifa state, got null/);
add('taifa.apply({}, a)', () => taifa.apply({} as never, tLegal[0] as TaifaAction), ValidationError, /no 'game' field/);
add('taifa.legalActions({}) is refused, not []', () => taifa.legalActions({} as never), ValidationError, /not a Taifa state/);
add('taifa.isTerminal({}) is refused, not true', () => taifa.isTerminal({} as never), ValidationError, /not a Taifa state/);
add(
  'taifa.step(s, a, { dice: {} })',
  () => taifa.step(t0, tLegal[0] as TaifaAction, { dice: {} as never }),
  ValidationError,
  /lacks d6, d10, roll, below, shuffle/,
);
add('taifa.describe(s, null)', () => taifa.describe(t0, null as never), ValidationError, /action/);
add(
  'marYAcero.describe of an unknown action type',
  () => marYAcero.describe(m0, { type: 'teleport' } as never),
  ValidationError,
  /no action of type 'teleport'/,
);
add(
  "Taifa { type: 'attack', area: '2' } is not area 2",
  () => taifa.step(t0, { type: 'attack', area: String(tAttack?.area) } as never),
  IllegalActionError,
  /area/,
);
add("Taifa { type: 'attack', area: [2] } is not area 2", () => taifa.step(t0, { type: 'attack', area: [tAttack?.area] } as never), IllegalActionError, /area/);
add('checkGame(g, { seeds: -1 }) checks nothing: refused', () => checkGame(pig, { seeds: -1, maxSteps: 10 }), ValidationError, /seeds/);
add('hexGrid() with no argument', () => hexGrid(undefined as never), ValidationError, /layout/);
add('a view passed back to step', () => taifa.step(tView, tLegal[0] as TaifaAction), ValidationError, /determinize/);
add('a view passed back to apply (Mar y Acero)', () => marYAcero.apply(mView, mLegal[0] as MyaAction), ValidationError, /determinize/);
add('a view passed to legalActions', () => taifa.legalActions(tView), ValidationError, /view for 'castilla'/);
add("view(s, 'atlantis') is not a spectator's view", () => taifa.view(t0, 'atlantis'), ValidationError, /'atlantis'|"atlantis"/);
add("marYAcero.view(s, 'atlantis')", () => marYAcero.view(m0, 'atlantis'), ValidationError, /atlantis/);

// Non-states in every function of each game.
for (const [gname, game] of Object.entries(games)) {
  const g = game as typeof pig;
  const action = g.legalActions(g === (pig as unknown) ? p0 : ((gname === 'taifa' ? t0 : m0) as never))[0] as never;
  for (const [what, bad] of NON_STATES) {
    const b = bad as never;
    add(`${gname}.legalActions(${what})`, () => g.legalActions(b), ValidationError, /state/);
    add(`${gname}.step(${what}, action)`, () => g.step(b, action), ValidationError, /state/);
    add(`${gname}.outcome(${what})`, () => g.outcome(b), ValidationError, /state/);
    add(`${gname}.validate(${what})`, () => g.validate(b), ValidationError, /state/);
  }
}

// States of the wrong game or format, and states broken inside.
add('a Mar y Acero state given to Taifa', () => taifa.legalActions(m0 as never), ValidationError, /a state of the game 'mar-y-acero', not of 'taifa'/);
add('a Taifa state given to Mar y Acero', () => marYAcero.apply(t0 as never, mLegal[0] as MyaAction), ValidationError, /'taifa', not of 'mar-y-acero'/);
add('a Taifa state of format 0', () => taifa.validate({ ...t0, format: 0 }), ValidationError, /format version 0/);
add('a Mar y Acero state of format 2', () => marYAcero.validate({ ...m0, format: 2 }), ValidationError, /format version 2/);
add(
  'a Taifa state saved before format 1 (no identity)',
  () => {
    const { game: _g, format: _f, ...old } = t0;
    return taifa.validate(old);
  },
  ValidationError,
  /no 'game' field/,
);
add("validate of Taifa's view", () => taifa.validate(tView), ValidationError, /state\.viewer/);
add("validate of Mar y Acero's view", () => marYAcero.validate(mView), ValidationError, /state\.viewer/);
add('Taifa: an active seat index of 17', () => taifa.validate({ ...t0, current: 17 }), ValidationError, /current/);
add('Taifa: turn 9', () => taifa.validate({ ...t0, turn: 9 }), ValidationError, /state\.turn/);
add('Mar y Acero: VP 25', () => marYAcero.validate({ ...m0, vp: 25 }), ValidationError, /state\.vp/);
add('Mar y Acero: an empty task stack in a game not over', () => marYAcero.validate({ ...m0, tasks: [] }), ValidationError, /tasks/);
add('Taifa: an empty task stack in a game not over', () => taifa.validate({ ...t0, tasks: [] }), ValidationError, /tasks/);
add(
  'Taifa: a card in two hands',
  () => {
    const [a, b] = t0.kingdoms;
    const card = a?.hand[0] as number;
    return taifa.validate({ ...t0, kingdoms: t0.kingdoms.map((k, i) => (i === 1 ? { ...b, hand: [...(b?.hand ?? []), card] } : k)) });
  },
  ValidationError,
  /card/,
);
add(
  'Mar y Acero: a card in both hands',
  () => marYAcero.validate({ ...m0, hands: { ...m0.hands, indigenous: [...m0.hands.indigenous, m0.hands.spanish[0] as number] } }),
  ValidationError,
  /card/,
);
add('load of text that is not JSON', () => load(taifa, '{ not json'), ValidationError, /not JSON text/);
add('load of a JSON string of another game', () => load(taifa, JSON.stringify(m0)), ValidationError, /'mar-y-acero'/);
add('load of JSON null', () => load(marYAcero, 'null'), ValidationError, /got null/);

// Malformed actions.
for (const [what, bad] of [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'attack'],
  ['a number', 7],
  ['an array', [tLegal[0]]],
  ['an object without type', { area: 2 }],
  ['a numeric type', { type: 3 }],
] as const) {
  add(`taifa.step(s, ${what})`, () => taifa.step(t0, bad as never), IllegalActionError, /action/);
  add(`marYAcero.apply(s, ${what})`, () => marYAcero.apply(m0, bad as never), IllegalActionError, /action/);
}
add('Taifa: an action with an extra field', () => taifa.step(t0, { ...(tLegal[0] as TaifaAction), extra: 1 } as never), IllegalActionError, /extra|not legal/);
add('Taifa: an unknown action type', () => taifa.step(t0, { type: 'teleport' } as never), IllegalActionError, /teleport/);
add("Mar y Acero: a 'bot' action where no bot decides", () => marYAcero.step(m0, { type: 'bot' }), IllegalActionError, /no bot decides/);
add(
  "Mar y Acero solitaire: a piece of a 'move' given as a number",
  () => marYAcero.step(mSolo, { type: 'move', piece: 5, to: 3 } as never),
  IllegalActionError,
  /piece|move/,
);
add(
  'Taifa: describe of an action with a card given as a string',
  () => taifa.describe(t0, { type: 'discard', card: '3' } as never),
  ValidationError,
  /action\.card/,
);
add('Taifa: describe for a seat not in the game', () => taifa.describe(t0, tLegal[0] as TaifaAction, 'atlantis'), ValidationError, /atlantis/);

// Options, seeds, dice and events.
add('taifa.setup(null)', () => taifa.setup(null as never), ValidationError, /options/);
add('taifa.setup({})', () => taifa.setup({} as never), ValidationError, /options\.seed/);
add("marYAcero.setup({ seed: 's', level: 7 })", () => marYAcero.setup({ seed: 's', level: 7 } as never), ValidationError, /level/);
add('marYAcero.setup with an unknown option', () => marYAcero.setup({ seed: 's', colour: 'red' } as never), ValidationError, /colour|Unrecognized/);
add('taifa.reseed(s, 42)', () => taifa.reseed(t0, 42 as never), ValidationError, /seed/);
add('taifa.determinize of a full state', () => taifa.determinize(t0, 'castilla', 'x'), ValidationError, /not a view/);
add(
  "taifa.determinize of castilla's view for another seat",
  () => taifa.determinize(tView, t0.kingdoms[1]?.id as string, 'x'),
  ValidationError,
  /view for 'castilla'/,
);
add("taifa.determinize for 'spectator'", () => taifa.determinize(tView, 'spectator', 'x'), ValidationError, /spectator/);
add('step with dice as a string', () => marYAcero.step(m0, mLegal[0] as MyaAction, { dice: 'sixes' } as never), ValidationError, /dice/);
add('step with options as a number', () => pig.step(p0, { type: 'roll' }, 5 as never), ValidationError, /opts/);
add('viewEvents of a non-array', () => taifa.viewEvents({} as never, 'castilla'), ValidationError, /events/);
add('viewEvents for a viewer that is not a string', () => marYAcero.viewEvents([], 3 as never), ValidationError, /viewer/);
add('replay of an action that is not legal', () => replay(pig, { seed: 'r' }, [{ type: 'jump' } as never]), IllegalActionError, /action 0 .*jump/);
add('position of a view', () => marYAcero.position(mView), ValidationError, /determinize/);
add('hexGrid with columns shifted "left"', () => hexGrid({ shiftedColumns: 'left' as never }), ValidationError, /shiftedColumns/);
add(
  'hexGrid with bounds the wrong way round',
  () => hexGrid({ shiftedColumns: 'even', bounds: { minCol: 9, maxCol: 1, minRow: 1, maxRow: 5 } }),
  ValidationError,
  /bounds/,
);
add('checkGame with maxSteps 0', () => checkGame(pig, { seeds: 1, maxSteps: 0 }), ValidationError, /maxSteps/);
add('checkGame with an empty list of seeds', () => checkGame(pig, { seeds: [], maxSteps: 10 }), ValidationError, /seeds/);
add('checkGame of something that is not a game', () => checkGame({} as never, { seeds: 1, maxSteps: 10 }), ValidationError, /game\.setup/);
add('scriptedDice running out', () => pig.step(p0, { type: 'roll' }, { dice: scriptedDice([]) }), Error as never, /ran out|no more|scripted/i);

describe('hostile input: a clear error from the library, and the input unchanged', () => {
  it('drives at least 60 hostile inputs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });
  const frozenBefore = JSON.stringify([t0, m0, mSolo, p0, tView, mView]);
  for (const c of cases) {
    it(c.name, () => {
      let thrown: unknown;
      try {
        c.run();
      } catch (error) {
        thrown = error;
      }
      expect(thrown, 'it was accepted').toBeDefined();
      expect(thrown).toBeInstanceOf(c.error);
      expect(thrown).not.toBeInstanceOf(TypeError);
      expect((thrown as Error).message).toMatch(c.says);
      expect(JSON.stringify([t0, m0, mSolo, p0, tView, mView])).toBe(frozenBefore);
    });
  }
  it('the guards recognise errors across copies of the library (brand, not class identity)', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('reglas.IllegalActionError')]: true });
    expect(isIllegalActionError(foreign)).toBe(true);
    expect(foreign instanceof IllegalActionError).toBe(true);
    expect(isValidationError(foreign)).toBe(false);
  });
});
