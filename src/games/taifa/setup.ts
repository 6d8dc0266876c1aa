/**
 * 3: the standard game (castles on the printed deployment, bonuses at 0, 8 cards each) or
 * the El Cid scenario (10.1: the areas east of the line, its own deployment and hands; 10.2: the
 * Tregua out of the deck); or a position given as data (`from-position.ts`).
 */
import {
  ValidationError,
  createRng,
  parseOrThrow,
  recordingLog,
  stepDice,
  SILENT,
  type Dice,
  type EventLog,
  type StepContext,
  type StepOptions,
  type StepResult,
} from '../../core/index.js';
import type { TaifaEvent } from './events.js';
import { FIRST_MUSLIM_CARD } from './data/cards.js';
import { stateFromPosition } from './from-position.js';
import { machine } from './machine.js';
import { withState } from './ops.js';
import { optionsSchema } from './schemas.js';
import { CARD_COUNT, CARD_DEF, SCENARIOS } from './tables.js';
import { ROUND } from './tasks.js';
import { startTurn } from './turn.js';
import { TAIFA_FORMAT, type KingdomState, type TaifaOptions, type TaifaState } from './types.js';

/** The state of a new game, played up to its first decision. */
export function setup(options: TaifaOptions, opts?: StepOptions): TaifaState {
  return build(options, SILENT, opts?.dice);
}

/**
 * `setup` with the events of what it played before the first decision (`Game.start`): turn 1's
 * start, each kingdom's draw count and deal (7, 9.1, 10.2; each hand's cards a secret of its
 * kingdom, of nobody for a bot's face-down pile), a bot El Cid's Tregua (10.2) and the bots'
 * rounds up to the first person's decision. Its state is `setup(options)`.
 */
export function start(options: TaifaOptions, opts?: StepOptions): StepResult<TaifaState, TaifaEvent> {
  const log = recordingLog();
  const state = build(options, log, opts?.dice);
  return { state, events: log.events as TaifaEvent[] };
}

/** The state of the options; `override` rolls the dice of the steps set-up plays on its own (picks and shuffles stay the seed's with `scriptedDice`). */
function build(options: TaifaOptions, log: EventLog, override?: Dice): TaifaState {
  const opts = parseOrThrow(optionsSchema, options, 'options');
  if (opts.position !== undefined) {
    const twice = (['scenario', 'players', 'almoravidCards'] as const).filter((f) => opts[f] !== undefined);
    if (twice.length > 0)
      throw new ValidationError(
        'options',
        twice.map((f) => ({ path: `options.${f}`, message: `a position names its own ${f}: give it as options.position.${f}` })),
      );
    return stateFromPosition(opts.seed, opts.position, override, log);
  }
  const scenario = opts.scenario ?? 'standard';
  const table = SCENARIOS[scenario];
  const players = opts.players ?? table.defaultPlayers;
  const problems: { path: string; message: string }[] = [];
  players.forEach((p, i) => {
    if (!table.kingdoms.includes(p))
      problems.push({ path: `options.players[${i}]`, message: `${p} is not a kingdom of the ${scenario} scenario (${table.kingdoms.join(', ')})` });
    if (players.indexOf(p) !== i) problems.push({ path: `options.players[${i}]`, message: `${p} is named twice` });
  });
  if (opts.almoravidCards !== undefined && scenario !== 'el-cid')
    problems.push({ path: 'options.almoravidCards', message: 'only the El Cid scenario has an Almoravid hand' });
  if (problems.length > 0) throw new ValidationError('options', problems);

  const dice = stepDice(createRng(opts.seed), override);
  const christian: number[] = [];
  const muslim: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) (c < FIRST_MUSLIM_CARD ? christian : muslim).push(c);
  const removed: number[] = [];
  if (scenario === 'el-cid') {
    // 10.2: the Tregua leaves the Christian deck; El Cid keeps it face up, outside his hand.
    const tregua = christian.findIndex((c) => CARD_DEF[c]!.key === 'ch-tregua');
    removed.push(christian[tregua]!);
    christian.splice(tregua, 1);
  }
  const kingdoms: KingdomState[] = table.kingdoms.map((id) => ({
    id,
    bot: !players.includes(id),
    hand: [],
    army: [],
    ready: [],
    bonus: 0,
    kept: 0,
  }));
  let state: TaifaState = {
    game: 'taifa',
    format: TAIFA_FORMAT,
    rng: dice.rng(),
    scenario,
    turn: 1,
    current: 0,
    passes: 0,
    kingdoms,
    owner: table.owner.slice(),
    garrison: table.owner.map(() => false),
    decks: [dice.shuffle(christian), dice.shuffle(muslim)],
    discard: [],
    removed,
    permanents: [],
    cidTruce: -1,
    // 10.3 tip: a larger Almoravid hand raises the difficulty (the Almoravids play first).
    hands: table.draws.map((n, k) => (k === 0 && scenario === 'el-cid' && opts.almoravidCards !== undefined ? opts.almoravidCards : n)),
    tasks: [ROUND],
    result: null,
  };
  state = withState(state, { rng: dice.rng() });
  const ctx: StepContext = { dice, log };
  state = machine.advance(startTurn(state, ctx), ctx);
  return withState(state, { rng: dice.rng() });
}
