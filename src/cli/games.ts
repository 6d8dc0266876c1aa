/**
 * The games the command knows (every game of `games`, found by its id or its key), the options a
 * command line builds for one, and the bots that choose actions in `reglas play`.
 */
import { createRng, games, isValidationError, parseOrThrow, seededDice, type ActionBase, type AnyGame } from '../index.js';
import { CliError } from './io.js';

/** Every game of `games`, with the names the command accepts for it (its id, then its key). */
export function knownGames(): { readonly names: readonly string[]; readonly game: AnyGame }[] {
  return Object.entries(games as Record<string, AnyGame>).map(([key, game]) => ({
    names: key === game.id ? [game.id] : [game.id, key],
    game,
  }));
}

/** The game named `name` (its id such as `mar-y-acero`, or its key such as `marYAcero`); a `CliError` listing the games otherwise. */
export function findGame(name: string | undefined): AnyGame {
  const all = knownGames();
  const found = all.find((g) => name !== undefined && g.names.includes(name));
  if (found) return found.game;
  const list = all.map((g) => g.game.id).join(', ');
  if (name === undefined || name === '') throw new CliError(`name a game: ${list}`);
  throw new CliError(`unknown game '${name}': the games are ${list}`);
}

/** The options a command line gives for a game, as typed (strings), before they are checked. */
export interface OptionFlags {
  /** `--seed`. */
  readonly seed?: string | undefined;
  /** `--players`: seats separated by commas; `''` or `none` for no people (bots only). */
  readonly players?: string | undefined;
  /** `--scenario`. */
  readonly scenario?: string | undefined;
  /** `--mode`. */
  readonly mode?: string | undefined;
  /** `--level`: a whole number. */
  readonly level?: string | undefined;
  /** `--options`: a JSON object of any further options of the game. */
  readonly options?: string | undefined;
}

/**
 * The options that let each game's rule-driven bots take every seat they can: Taifa with no
 * people (`players: []`, rule 9), Mar y Acero in solitaire (the Nitayno plays the Indigenous
 * side, rule 5). A game not listed has no rule-driven bots.
 */
const RULE_BOT_OPTIONS: Readonly<Record<string, object>> = {
  taifa: { players: [] },
  'mar-y-acero': { mode: 'solitaire' },
};

/**
 * The options of `game` from the command line, checked with the game's options schema:
 * `defaults` (what the bots ask for) under `--options` under the other flags. A bad option is a
 * `CliError` (exit 2) naming it.
 */
export function buildOptions(game: AnyGame, flags: OptionFlags, defaults: object = {}): { seed: string } & Record<string, unknown> {
  let extra: Record<string, unknown> = {};
  if (flags.options !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(flags.options);
    } catch {
      throw new CliError(`--options is not JSON: ${flags.options}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError('--options must be a JSON object');
    extra = parsed as Record<string, unknown>;
  }
  const options: Record<string, unknown> = { ...defaults, ...extra };
  if (flags.seed !== undefined) options.seed = flags.seed;
  if (options.seed === undefined) options.seed = Date.now().toString(36);
  if (flags.players !== undefined) {
    const text = flags.players.trim();
    options.players = text === '' || text === 'none' ? [] : text.split(',').map((p) => p.trim());
  }
  if (flags.scenario !== undefined) options.scenario = flags.scenario;
  if (flags.mode !== undefined) options.mode = flags.mode;
  if (flags.level !== undefined) {
    const level = Number(flags.level);
    if (flags.level.trim() === '' || !Number.isInteger(level)) throw new CliError(`--level must be a whole number, not '${flags.level}'`);
    options.level = level;
  }
  return checkOptions(game, options);
}

/** `options` checked with `game.schemas.options`; a `CliError` (exit 2) with the problems otherwise. */
export function checkOptions(game: AnyGame, options: unknown): { seed: string } & Record<string, unknown> {
  try {
    parseOrThrow(game.schemas.options, options, 'options');
  } catch (error) {
    if (isValidationError(error)) throw new CliError(`bad options for ${game.id}: ${error.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    throw error;
  }
  return options as { seed: string } & Record<string, unknown>;
}

/** Chooses one of the legal actions of a state (never called with none). */
export type Chooser = (game: AnyGame, state: unknown, legal: readonly ActionBase[]) => ActionBase;

/** How `reglas play` chooses actions: the options it asks of the game, and its chooser. */
export interface BotPlan {
  /** The bots' name on the command line. */
  readonly name: string;
  /** Options the game is set up with unless the command line says otherwise. */
  readonly defaults: (game: AnyGame) => object;
  /** The chooser of every decision, its random choices seeded by the game's seed. */
  readonly chooser: (seed: string) => Chooser;
}

/** A chooser that picks uniformly at random, from its own generator seeded by `seed`. */
export function randomChooser(seed: string): Chooser {
  const dice = seededDice(createRng(`reglas-bots:${seed}`));
  return (_game, _state, legal) => legal[dice.below(legal.length)] as ActionBase;
}

/** The names `--bots` accepts, with what each does (for the help). */
export const BOT_NAMES: readonly (readonly [string, string])[] = [
  ['random', 'every decision is a seeded random choice among the legal actions'],
  ['rules', "the game's rule-driven bots take every seat they can (Taifa: no people; Mar y Acero: solitaire); random play for the rest"],
];

/** The bots named `name`; a `CliError` listing the bots otherwise. */
export function botPlan(name: string): BotPlan {
  switch (name) {
    case 'random':
      return { name, defaults: () => ({}), chooser: randomChooser };
    case 'rules':
      return { name, defaults: (game) => RULE_BOT_OPTIONS[game.id] ?? {}, chooser: randomChooser };
    default:
      throw new CliError(`unknown bots '${name}': the bots are ${BOT_NAMES.map(([n]) => n).join(', ')}`);
  }
}
