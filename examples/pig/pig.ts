/**
 * Tutorial: write your own game module.
 *
 * Pig is a dice race for two: on your turn roll a die as often as you dare, adding each roll
 * to your turn total; a 1 loses the turn total and ends your turn; holding banks it. The
 * first to the target wins. It is written with the public API only, as any author of a new
 * game module would: a state schema, a resolver run by `runStep`/`runApply`, a legal list,
 * and a `view`. Its test runs `checkGame` over it.
 */
import { z } from 'zod';
import {
  HIDDEN_RNG,
  IllegalActionError,
  createRng,
  parseOrThrow,
  rngStateSchema,
  runApply,
  runStep,
  type Game,
  type Resolver,
} from 'reglas';

// 1. Options: the seed plus what the game lets a caller choose, validated in `setup`.
const optionsSchema = z
  .object({
    seed: z.string(),
    target: z.number().int().min(10).max(200).optional(),
  })
  .strict();
export type PigOptions = z.infer<typeof optionsSchema>;

// 2. State: plain JSON, the generator's state in `rng`, nothing that grows with the game.
const stateSchema = z
  .object({
    rng: rngStateSchema,
    target: z.number().int(),
    scores: z.tuple([z.number().int(), z.number().int()]),
    turnTotal: z.number().int(),
    current: z.union([z.literal(0), z.literal(1)]),
    winner: z.union([z.literal(0), z.literal(1), z.null()]),
  })
  .strict();
export type PigState = z.infer<typeof stateSchema>;

// 3. Actions: plain JSON with a `type`.
const actionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('roll') }).strict(), z.object({ type: z.literal('hold') }).strict()]);
export type PigAction = z.infer<typeof actionSchema>;

const SEATS = ['p1', 'p2'] as const;

function legalActions(state: PigState): PigAction[] {
  if (state.winner !== null) return [];
  return state.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }];
}

// 4. The resolver: checks legality, never mutates, and explains itself through `log`.
const resolve: Resolver<PigState, PigAction> = (state, action, { dice, log }) => {
  const who = SEATS[state.current];
  if (state.winner !== null) throw new IllegalActionError('game-over', 'the game is over', 'end');
  if (action.type === 'roll') {
    const value = dice.d6();
    if (value === 1) {
      if (log.on) log.push({ type: 'roll', text: `${who} rolls a 1 and loses ${state.turnTotal}`, rolls: [{ die: 'd6', value, for: 'roll' }] });
      return { ...state, turnTotal: 0, current: state.current === 0 ? 1 : 0 };
    }
    if (log.on) log.push({ type: 'roll', text: `${who} rolls ${value}: turn total ${state.turnTotal + value}`, rolls: [{ die: 'd6', value, for: 'roll' }] });
    return { ...state, turnTotal: state.turnTotal + value };
  }
  if (action.type === 'hold') {
    if (state.turnTotal === 0) throw new IllegalActionError('nothing-to-hold', 'hold needs a turn total above 0: roll first', 'hold');
    const scores: [number, number] = [...state.scores];
    scores[state.current] += state.turnTotal;
    const won = scores[state.current] >= state.target;
    if (log.on) log.push({ type: 'hold', text: `${who} holds ${state.turnTotal}: score ${scores[state.current]}${won ? ' and wins' : ''}` });
    return { ...state, scores, turnTotal: 0, winner: won ? state.current : null, current: won ? state.current : state.current === 0 ? 1 : 0 };
  }
  throw new IllegalActionError('unknown-action', `unknown action ${JSON.stringify(action)}`, 'actions');
};

// 5. The module.
export const pig: Game<PigState, PigAction, PigOptions> = {
  id: 'pig',
  title: 'Pig (example)',
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema },
  setup(options) {
    const o = parseOrThrow(optionsSchema, options, 'options');
    return { rng: createRng(o.seed), target: o.target ?? 50, scores: [0, 0], turnTotal: 0, current: 0, winner: null };
  },
  players: () => [...SEATS],
  activePlayer: (state) => (state.winner === null ? SEATS[state.current] : null),
  legalActions,
  step: (state, action, opts) => runStep(resolve, state, action, opts),
  apply: (state, action) => runApply(resolve, state, action),
  isTerminal: (state) => state.winner !== null,
  outcome: (state) =>
    state.winner === null
      ? null
      : { winners: [SEATS[state.winner]], reason: `first to ${state.target}`, score: { p1: state.scores[0], p2: state.scores[1] } },
  view: (state) => ({ ...state, rng: HIDDEN_RNG }),
  describe: (state, action) => `${SEATS[state.current]} ${action.type}s`,
};
