/**
 * checkGame on a second small game whose actions carry a field (`count`), so that the probes
 * of altered fields and of actions listed earlier are exercised.
 */
import { describe, expect, it, expectTypeOf } from 'vitest';
import { z } from 'zod';
import {
  assertListed,
  createRng,
  HIDDEN_RNG,
  parseOrThrow,
  rngStateSchema,
  runApply,
  runStep,
  type ActionOf,
  type Game,
  type OptionsOf,
  type Resolver,
  type StateOf,
} from 'reglas/core';
import { checkGame, ConformanceError } from 'reglas/testkit';

const optionsSchema = z.object({ seed: z.string(), pile: z.number().int().min(1).max(50).optional() }).strict();
type NimOptions = z.infer<typeof optionsSchema>;
const stateSchema = z.object({ rng: rngStateSchema, pile: z.number().int().min(0), current: z.union([z.literal(0), z.literal(1)]) }).strict();
type NimState = z.infer<typeof stateSchema>;
const actionSchema = z.object({ type: z.literal('take'), count: z.number().int() }).strict();
type NimAction = z.infer<typeof actionSchema>;

const legalActions = (s: NimState): NimAction[] => {
  const out: NimAction[] = [];
  for (let count = 1; count <= Math.min(3, s.pile); count++) out.push({ type: 'take', count });
  return out;
};

const resolve: Resolver<NimState, NimAction> = (state, action, { log }) => {
  assertListed(legalActions(state), action, 'take 1-3');
  if (log.on) log.push({ type: 'take', text: `takes ${action.count}` });
  return { ...state, pile: state.pile - action.count, current: state.current === 0 ? 1 : 0 };
};

const seats = ['a', 'b'];
const nim: Game<NimState, NimAction, NimOptions> = {
  id: 'nim',
  title: 'Nim',
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema },
  setup: (options) => {
    const o = parseOrThrow(optionsSchema, options, 'options');
    return { rng: createRng(o.seed), pile: o.pile ?? 21, current: 0 };
  },
  players: () => [...seats],
  activePlayer: (s) => (s.pile === 0 ? null : (seats[s.current] as string)),
  legalActions,
  step: (s, a, o) => runStep(resolve, s, a, o),
  apply: (s, a) => runApply(resolve, s, a),
  isTerminal: (s) => s.pile === 0,
  // whoever takes the last one wins: the player who moved last
  outcome: (s) => (s.pile === 0 ? { winners: [seats[s.current === 0 ? 1 : 0] as string], reason: 'took the last one' } : null),
  view: (s) => ({ ...s, rng: HIDDEN_RNG }),
  describe: (_s, a) => `take ${a.count}`,
};

describe('checkGame with actions that carry fields', () => {
  it('passes a correct game', () => {
    const report = checkGame(nim, { seeds: 30, maxSteps: 50, probeEvery: 1 });
    expect(report.games).toBe(30);
    // at least the type variant and the count variant at every step
    expect(report.illegalProbes).toBeGreaterThanOrEqual(2 * report.steps);
  });

  it('catches a step that accepts a count that is not listed (count + 1009 taking the whole pile)', () => {
    const lenient: typeof nim = {
      ...nim,
      step: (s, a, o) => nim.step(s, { type: 'take', count: Math.max(1, Math.min(a.count, 3, s.pile)) }, o),
    };
    expect(() => checkGame(lenient, { seeds: ['n1'], maxSteps: 50 })).toThrow(ConformanceError);
    expect(() => checkGame(lenient, { seeds: ['n1'], maxSteps: 50 })).toThrow(/^illegal action \{"type":"take","count":\d+\} \(not in legalActions\) was accepted[\s\S]*seed: "n1"/);
  });

  it('catches a step that lets a player take 3 when only 2 are left (listed earlier, not now)', () => {
    const lenient: typeof nim = {
      ...nim,
      step: (s, a, o) => (a.count === 3 && s.pile === 2 ? { state: { ...s, pile: 0, current: s.current === 0 ? 1 : 0 }, events: [] } : nim.step(s, a, o)),
      apply: (s, a) => (a.count === 3 && s.pile === 2 ? { ...s, pile: 0, current: s.current === 0 ? 1 : 0 } : nim.apply(s, a)),
    };
    let error: unknown;
    for (let i = 0; i < 40 && error === undefined; i++) {
      try {
        checkGame(lenient, { seeds: [`n-${i}`], maxSteps: 50, probeEvery: 1 });
      } catch (e) {
        error = e;
      }
    }
    expect(error).toBeInstanceOf(ConformanceError);
    expect((error as Error).message).toMatch(/^illegal action \{"type":"take","count":3\} \(not in legalActions\) was accepted/);
  });

  it('the helper types read a game’s state, action and options', () => {
    expectTypeOf<StateOf<typeof nim>>().toEqualTypeOf<NimState>();
    expectTypeOf<ActionOf<typeof nim>>().toEqualTypeOf<NimAction>();
    expectTypeOf<OptionsOf<typeof nim>>().toEqualTypeOf<NimOptions>();
  });
});
