/**
 * `reglas play GAME`: plays a game to its end with bots on every seat and prints the account
 * (text, or JSON Lines with `--json` that `reglas replay` reads back); `--save FILE` writes the
 * replayable `{ game, options, actions }`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSvg } from '../render/index.js';
import { begin, type ActionBase, type AnyGame, type GameEvent, type PlayerId } from '../index.js';
import { botFromSpec, formatBotSpec, type Bot } from '../bots/index.js';
import { headerLines, openingLines, outcomeLine, stepLines } from './account.js';
import { list, parseCommand, text, whole } from './args.js';
import { PLAY } from './commands.js';
import { buildOptions, findGame, planSeats } from './games.js';
import { checkOutputFile, checkOutputFolder, CliError, println, type CommandIo } from './io.js';

/**
 * `--svg DIR`: a picture (`reglas/render`) of the opening position, of the first position of each
 * new turn (a game whose state counts turns), and of the end, as `DIR/0000-start.svg`,
 * `DIR/<step>-turn-<n>.svg`, `DIR/<step>-end.svg`: the step padded with zeros to the width of the
 * largest step the game may reach, so the names sort in the order of play.
 */
export function pictures(game: AnyGame, dir: string, maxSteps: number): { at(step: number, state: unknown): void; end(step: number, state: unknown): void } {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new CliError(`--svg ${dir}: cannot make the folder: ${(error as Error).message}`);
  }
  let turn: unknown;
  const write = (name: string, state: unknown): void => {
    try {
      writeFileSync(join(dir, name), renderSvg(game.id, state));
    } catch (error) {
      throw new CliError(`--svg: cannot write ${join(dir, name)}: ${(error as Error).message}`);
    }
  };
  const pad = (step: number): string => String(step).padStart(Math.max(4, String(maxSteps).length), '0');
  return {
    at(step, state) {
      const now = (state as { turn?: unknown }).turn;
      if (step === 0) write(`${pad(0)}-start.svg`, state);
      else if (typeof now === 'number' && now !== turn) write(`${pad(step)}-turn-${now}.svg`, state);
      turn = now;
    },
    end(step, state) {
      write(`${pad(step)}-end.svg`, state);
    },
  };
}

/** A saved game: everything `replay` needs to rebuild it. */
export interface SavedGame {
  /** The game's id. */
  readonly game: string;
  /** The options it was set up with. */
  readonly options: { readonly seed: string } & Record<string, unknown>;
  /** Every action played, in order. */
  readonly actions: readonly ActionBase[];
}

/** One line of `reglas play --json` (JSON Lines; `reglas replay` reads the options and actions back). */
export type PlayRecord =
  | {
      readonly kind: 'options';
      readonly game: string;
      readonly options: SavedGame['options'];
      readonly seats: readonly string[];
      readonly bots?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'action'; readonly step: number; readonly seat: string | null; readonly action: ActionBase; readonly text: string }
  | { readonly kind: 'event'; readonly step: number; readonly event: GameEvent }
  | { readonly kind: 'outcome'; readonly steps: number; readonly outcome: unknown };

/** What a game played to its end calls back with, in order. */
export interface PlayListener {
  /** Set-up is done: the seats and what set-up played (step 0), and the state it rests on. */
  opening(seats: readonly string[], events: readonly GameEvent[], state: unknown): void;
  /** Step `step` (from 1) was played, and `state` is the state after it. */
  step(step: number, seat: string | null, action: ActionBase, text: string, events: readonly GameEvent[], state: unknown): void;
}

/**
 * Plays `game` from `options` to its end, `choose` picking every action, and returns the actions
 * and the final state. Stops with a `CliError` after `maxSteps` actions (a game that does not end).
 */
export function playToEnd(
  game: AnyGame,
  options: object,
  choose: (state: unknown, legal: readonly ActionBase[]) => ActionBase,
  listener: PlayListener,
  maxSteps: number,
): { readonly actions: ActionBase[]; readonly state: unknown } {
  const begun = begin(game, options);
  let state: unknown = begun.state;
  listener.opening(game.players(state), begun.events, state);
  const actions: ActionBase[] = [];
  for (;;) {
    const legal = game.legalActions(state) as ActionBase[];
    if (legal.length === 0) break;
    if (actions.length >= maxSteps) throw new CliError(`the game has not ended after ${maxSteps} actions (--max-steps)`, 1);
    const action = choose(state, legal);
    const seat = game.activePlayer(state);
    const line = game.describe(state, action);
    const result = game.step(state, action);
    actions.push(action);
    listener.step(actions.length, seat, action, line, result.events, result.state);
    state = result.state;
  }
  return { actions, state };
}

/** The bot of each seat, each seeded from the game's seed and its seat (as `reglas simulate` seeds them). */
function seatBots(specs: ReturnType<typeof planSeats>, seed: string): (seat: PlayerId) => Bot {
  const made = new Map<PlayerId, Bot>();
  return (seat) => {
    const known = made.get(seat);
    if (known !== undefined) return known;
    const spec = specs.bots[seat];
    if (spec === undefined) throw new CliError(`no bot for the seat ${seat}`, 1);
    const bot = botFromSpec(spec, `${seed}:${seat}`);
    made.set(seat, bot);
    return bot;
  };
}

/** `reglas play GAME [options]`: returns the exit code. */
export function playCommand(argv: readonly string[], io: CommandIo): number {
  const args = parseCommand(PLAY, argv);
  const game = findGame(args.positionals[0]);
  const built = buildOptions(game, {
    seed: text(args, 'seed'),
    players: text(args, 'players'),
    scenario: text(args, 'scenario'),
    mode: text(args, 'mode'),
    level: text(args, 'level'),
    options: text(args, 'options'),
  });
  const planned = planSeats(game, built, list(args, 'bots'));
  const options = planned.options;
  const botOf = seatBots(planned, options.seed);
  const maxSteps = whole(args, 'max-steps', 100_000);
  const savePath = text(args, 'save');
  if (savePath !== undefined) checkOutputFile('save', savePath);
  const svgPath = text(args, 'svg');
  if (svgPath !== undefined) checkOutputFolder('svg', svgPath);
  const json = args.values.json === true;
  const out = io.stdout;
  const record = (r: PlayRecord): void => println(out, JSON.stringify(r));
  const listener: PlayListener = json
    ? {
        opening(seats, events) {
          record({
            kind: 'options',
            game: game.id,
            options,
            seats,
            bots: Object.fromEntries(seats.map((seat) => [seat, formatBotSpec(planned.bots[seat] ?? { kind: 'random' })])),
          });
          for (const event of events) record({ kind: 'event', step: 0, event });
        },
        step(step, seat, action, line, events) {
          record({ kind: 'action', step, seat, action, text: line });
          for (const event of events) record({ kind: 'event', step, event });
        },
      }
    : {
        opening(seats, events) {
          const bots = seats.map((seat) => `${seat} ${formatBotSpec(planned.bots[seat] ?? { kind: 'random' })}`).join(', ');
          for (const l of [...headerLines(game.title, game.id, options, seats), `  bots: ${bots}`, ...openingLines(events, game.id)]) println(out, l);
        },
        step(step, seat, _action, line, events) {
          for (const l of stepLines({ step, seat, text: line, events }, game.id)) println(out, l);
        },
      };
  const svgDir = text(args, 'svg');
  const pics = svgDir === undefined ? null : pictures(game, svgDir, maxSteps);
  const drawn: PlayListener =
    pics === null
      ? listener
      : {
          opening(seats, events, state) {
            listener.opening(seats, events, state);
            pics.at(0, state);
          },
          step(step, seat, action, line, events, state) {
            listener.step(step, seat, action, line, events, state);
            pics.at(step, state);
          },
        };
  const { actions, state } = playToEnd(
    game,
    options,
    (s) => {
      const seat = game.activePlayer(s);
      if (seat === null) throw new CliError('no seat decides', 1);
      return botOf(seat).choose(game, s, seat) as ActionBase;
    },
    drawn,
    maxSteps,
  );
  pics?.end(actions.length, state);
  const outcome = game.outcome(state);
  if (json) record({ kind: 'outcome', steps: actions.length, outcome });
  else {
    println(out, `ended after ${actions.length} actions`);
    if (outcome) println(out, outcomeLine(outcome));
  }
  const save = text(args, 'save');
  if (save !== undefined) {
    const saved: SavedGame = { game: game.id, options, actions };
    try {
      writeFileSync(save, `${JSON.stringify(saved, null, 1)}\n`);
    } catch (error) {
      throw new CliError(`--save: cannot write ${save}: ${(error as Error).message}`);
    }
  }
  return 0;
}
