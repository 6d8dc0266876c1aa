/**
 * Hostile values at every door (issue 21): a value `JSON.stringify` cannot print (a BigInt, a
 * cycle, nesting 10,000 deep, a 1 MB string, NaN, a symbol) put in every field a caller sends, to
 * every public function of every game: each call is refused with the library's own error, whose
 * message names the bad path and stays short; never a TypeError or RangeError from inside.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isIllegalActionError, isValidationError, load, replay, type AnyGame } from 'reglas/core';
import { laLegion } from 'reglas/la-legion';
import { marYAcero } from 'reglas/mar-y-acero';
import { taifa } from 'reglas/taifa';
import { pig } from '../../examples/pig/pig.js';

function deep(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = i % 2 === 0 ? { a: v } : [v];
  return v;
}
const cyclic: Record<string, unknown> = { type: 'cycle' };
cyclic['self'] = cyclic;

/** The kinds of value the probe of issue 21 found turning refusals into crashes. */
const HOSTILE: readonly [string, unknown][] = [
  ['a BigInt', 12n],
  ['a cycle', cyclic],
  ['nesting 10,000 deep', deep(10_000)],
  ['a 1 MB string', 'x'.repeat(1_000_000)],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['a symbol', Symbol('s')],
  ['undefined', undefined],
];

/** The longest message a refusal may have: it shows a short rendering, never the whole value. */
const MAX_MESSAGE = 3000;

const games: readonly [string, AnyGame, object][] = [
  ['Taifa', taifa, { seed: 'hostile' }],
  ['Mar y Acero', marYAcero, { seed: 'hostile' }],
  ['Mar y Acero solitaire', marYAcero, { seed: 'hostile', mode: 'solitaire', level: 1 }],
  ['La Legión', laLegion, { seed: 'hostile' }],
  ['Pig', pig as AnyGame, { seed: 'hostile' }],
];

interface Call {
  readonly name: string;
  readonly run: () => unknown;
  /** `describe` of an action of the right shape answers with a line rather than refusing. */
  readonly mayAnswer?: boolean;
}

function callsFor(label: string, game: AnyGame, options: object, bad: unknown, what: string): Call[] {
  const s = game.setup(options);
  const legal = game.legalActions(s) as Record<string, unknown>[];
  const seat = game.players(s)[0] as string;
  const view = game.view(s, seat);
  const calls: Call[] = [];
  const add = (name: string, run: () => unknown, mayAnswer = false): void => {
    calls.push({ name: `${label}: ${name} with ${what}`, run, mayAnswer });
  };
  add('step(state, value)', () => game.step(s, bad));
  add('apply(state, value)', () => game.apply(s, bad));
  add('describe(state, value)', () => game.describe(s, bad));
  for (const action of legal.slice(0, 4)) {
    for (const field of Object.keys(action)) {
      add(`step of a '${String(action['type'])}' whose ${field} is the value`, () => game.step(s, { ...action, [field]: bad }));
      add(`describe of a '${String(action['type'])}' whose ${field} is the value`, () => game.describe(s, { ...action, [field]: bad }), true);
    }
    add(`step of a '${String(action['type'])}' with an extra field`, () => game.step(s, { ...action, extra: bad }));
  }
  add('view(state, value)', () => game.view(s, bad as string));
  add('viewEvents([value], seat)', () => game.viewEvents([bad], seat));
  add('viewEvents([], value)', () => game.viewEvents([], bad as string));
  // An omitted secret, position or dice is no secret, position or dice; any string is a seed.
  const omitted = bad === undefined;
  if (!omitted) add('viewEvents of an event whose secret is the value', () => game.viewEvents([{ type: 'x', text: 't', secret: bad }], seat));
  add('determinize(view, value, seed)', () => game.determinize(view, bad as string, 'x'));
  if (typeof bad !== 'string') {
    add('determinize(view, seat, value)', () => game.determinize(view, seat, bad as string));
    add('reseed(state, value)', () => game.reseed(s, bad as string));
    add('setup({ seed: value })', () => game.setup({ ...options, seed: bad }));
  }
  if (!omitted) add('setup({ seed, position: value })', () => game.setup({ seed: 'x', position: bad }));
  add('setup(value)', () => game.setup(bad));
  add('load(game, value)', () => load(game, bad));
  add('replay(game, options, [value])', () => replay(game, options as never, [bad] as never));
  add('replay(game, options, value)', () => replay(game, options as never, bad as never));
  add('createMatch(game, value)', () => createMatch(game, bad as never));
  if (!omitted) add('step(state, legal, { dice: value })', () => game.step(s, legal[0], { dice: bad as never }));
  for (const key of Object.keys(s)) add(`validate of a state whose ${key} is the value`, () => game.validate({ ...s, [key]: bad }));
  return calls;
}

describe("hostile values: a refusal is the library's error with a short message, never a crash", () => {
  for (const [label, game, options] of games) {
    for (const [what, bad] of HOSTILE) {
      it(`${label}: ${what} in every field of every door`, () => {
        const crashes: string[] = [];
        for (const call of callsFor(label, game, options, bad, what)) {
          let thrown: unknown;
          let answer: unknown;
          try {
            answer = call.run();
          } catch (error) {
            thrown = error;
          }
          if (thrown === undefined && !(call.mayAnswer === true && typeof answer === 'string')) crashes.push(`${call.name}: accepted`);
          else if (thrown === undefined) continue;
          else if (!isValidationError(thrown) && !isIllegalActionError(thrown))
            crashes.push(`${call.name}: ${String((thrown as Error).name)}: ${String((thrown as Error).message).slice(0, 200)}`);
          else if ((thrown as Error).message.length > MAX_MESSAGE) crashes.push(`${call.name}: a message of ${(thrown as Error).message.length} characters`);
        }
        expect(crashes).toEqual([]);
      });
    }
  }
});
