/**
 * The games the command knows (every game of `games`, found by its id or its key), the options a
 * command line builds for one (the values each game allows read from its options schema, so a bad
 * value names the allowed ones), and the bot of each seat from `--bots`, the same for `play` and
 * `simulate`.
 */
import { BOT_ACTION, games, isValidationError, parseOrThrow, type AnyGame, type PlayerId } from '../index.js';
import { BOT_KINDS, BOT_SPEC_FORMS, parseBotSpec, randomBot, type BotSpec } from '../bots/index.js';
import { CliError } from './io.js';

/** Every game of `games`, with the names the command accepts for it (its id, then its key) and its key. */
export function knownGames(): { readonly names: readonly string[]; readonly key: string; readonly game: AnyGame }[] {
  return Object.entries(games as Record<string, AnyGame>).map(([key, game]) => ({
    names: key === game.id ? [game.id] : [game.id, key],
    key,
    game,
  }));
}

/** The game named `name` (its id such as `mar-y-acero`, or its key such as `marYAcero`); a `CliError` listing the games otherwise. */
export function findGame(name: string | undefined): AnyGame {
  return findGameEntry(name).game;
}

/** {@link findGame}, with the game's key in `games`. */
export function findGameEntry(name: string | undefined): { readonly key: string; readonly game: AnyGame } {
  const all = knownGames();
  const found = all.find((g) => name !== undefined && g.names.includes(name));
  if (found) return found;
  const list = all.map((g) => g.game.id).join(', ');
  if (name === undefined || name === '') throw new CliError(`name a game: ${list}`);
  throw new CliError(`unknown game '${name}': the games are ${list}`);
}

/** The options a command line gives for a game, as typed, before they are checked. */
export interface OptionFlags {
  /** `--seed`. */
  readonly seed?: string | undefined;
  /** `--players`: seats separated by commas; `''` or `none` for no people (bots only). */
  readonly players?: string | undefined;
  /** `--scenario`. */
  readonly scenario?: string | undefined;
  /** `--mode`. */
  readonly mode?: string | undefined;
  /** `--level`. */
  readonly level?: string | undefined;
  /** `--options`: a JSON object of any further options of the game. */
  readonly options?: string | undefined;
}

/** The options a command line sets one by one, each an option of some game. */
export const GAME_FLAGS = ['scenario', 'mode', 'level'] as const;

interface SchemaNode {
  /** What the library's schemas say they are (reglas/schema). */
  readonly def?: { readonly type: string; readonly innerType?: SchemaNode; readonly options?: readonly SchemaNode[]; readonly values?: readonly unknown[] };
  readonly shape?: Record<string, SchemaNode>;
}

/** The literal values a schema allows (an enum, literals, a union of them, optional or not); null when it is not such a list. */
function literalsOf(node: SchemaNode | undefined): (string | number | boolean)[] | null {
  const def = node?.def;
  if (def === undefined) return null;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
      return literalsOf(def.innerType);
    case 'enum':
    case 'literal':
      return [...(def.values as (string | number | boolean)[])];
    case 'union': {
      const all = (def.options ?? []).map(literalsOf);
      return all.every((a) => a !== null) ? (all.flat() as (string | number | boolean)[]) : null;
    }
    default:
      return null;
  }
}

/** The values `game` allows for its option `name`, read from its options schema; null when the game has no such option or it is not a list of values. */
export function allowedValues(game: AnyGame, name: string): (string | number | boolean)[] | null {
  const shape = (game.schemas.options as unknown as SchemaNode).shape;
  if (shape === undefined || !(name in shape)) return null;
  return literalsOf(shape[name]);
}

/** For the help of `--NAME`: each game that has the option, with its values. */
export function valuesByGame(name: string): string[] {
  return knownGames().flatMap(({ game }) => {
    const values = allowedValues(game, name);
    return values === null ? [] : [`${game.id}: ${values.join(', ')}`];
  });
}

/** The JSON object of `--options`; a `CliError` when it is not one. */
function extraOptions(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(`--options is not JSON: ${text}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError('--options must be a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * The options of `game` from the command line, checked with the game's options schema: `--options`
 * under the other flags. A flag the game has no such option for, or a value it does not allow, is
 * a `CliError` (exit 2) that names what the game allows.
 */
export function buildOptions(game: AnyGame, flags: OptionFlags): { seed: string } & Record<string, unknown> {
  const options: Record<string, unknown> = { ...extraOptions(flags.options) };
  if (flags.seed !== undefined) options.seed = flags.seed;
  if (options.seed === undefined) options.seed = Date.now().toString(36);
  if (flags.players !== undefined) {
    const list = flags.players.trim();
    options.players = list === '' || list === 'none' ? [] : list.split(',').map((p) => p.trim());
  }
  for (const name of GAME_FLAGS) {
    const value = flags[name];
    if (value === undefined) continue;
    const allowed = allowedValues(game, name);
    const shape = (game.schemas.options as unknown as SchemaNode).shape;
    if (shape !== undefined && !(name in shape)) throw new CliError(`${game.id} has no --${name}`);
    if (allowed === null) {
      options[name] = value;
      continue;
    }
    const match = allowed.find((a) => String(a) === value);
    if (match === undefined) throw new CliError(`--${name} ${value}: ${game.id}'s values are ${allowed.join(', ')}`);
    options[name] = match;
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

/** The help lines of `--bots`: every bot of the registry in `reglas/bots`. */
export function botHelp(): string[] {
  const width = Math.max(...BOT_KINDS.map((b) => b.form.length)) + 2;
  return [...BOT_KINDS.map((b) => `${b.form.padEnd(width)}${b.what}`), 'one spec for every seat, or one a seat in the order of play; the last fills the rest'];
}

/** The bots of a game: the options it is set up with (the seed apart), its seats in order, and the bot of each. */
export interface SeatPlan {
  /** The options, with `players` set when some seats are left to the game's rule-driven bots. */
  readonly options: { seed: string } & Record<string, unknown>;
  /** Every seat, in the order of play. */
  readonly seats: readonly PlayerId[];
  /** The bot of each seat, by seat. */
  readonly bots: Readonly<Record<PlayerId, BotSpec>>;
}

/**
 * The bot of each seat from `--bots` (the specs in the order of play, the last one filling the
 * remaining seats). When some seats are `rules` and the game seats its rule-driven bots with a
 * `players` option (Taifa), the other seats are given as its players. A seat given `rules` that has
 * no rule-driven bot in this game is a `CliError` (exit 2): a short probe game finds it out before
 * any game is played for real.
 */
export function planSeats(game: AnyGame, options: { seed: string } & Record<string, unknown>, specTexts: readonly string[]): SeatPlan {
  const specs = (specTexts.length === 0 ? ['random'] : specTexts).map((t) => {
    try {
      return parseBotSpec(t);
    } catch (e) {
      if (isValidationError(e)) throw new CliError(`--bots: ${e.problems[0]?.message ?? e.message}`);
      throw e;
    }
  });
  const setup = (o: object): unknown => {
    try {
      return game.setup(o);
    } catch (e) {
      if (isValidationError(e)) throw new CliError(`${game.id}: ${e.problems.map((p) => `${p.path.replace(/^options\./, '--')}: ${p.message}`).join('; ')}`);
      throw e;
    }
  };
  const seats = game.players(setup(options));
  if (specs.length > seats.length) throw new CliError(`--bots: ${specs.length} bots for the ${seats.length} seats of ${game.id} (${seats.join(', ')})`);
  const bots: Record<PlayerId, BotSpec> = Object.fromEntries(seats.map((s, i) => [s, specs[Math.min(i, specs.length - 1)] as BotSpec]));
  let planned = options;
  const people = seats.filter((s) => bots[s]?.kind !== 'rules');
  if (people.length < seats.length && !('players' in options)) {
    const withPlayers = { ...options, players: people };
    if (game.schemas.options.safeParse(withPlayers).success) {
      try {
        game.setup(withPlayers);
        planned = withPlayers;
      } catch {
        // The game refuses those players (a scenario with its own seats): its own bots stay as they are.
      }
    }
  }
  checkRuleSeats(game, planned, seats, bots);
  return { options: planned, seats, bots };
}

/** Plays one game (random choices for every seat but the `rules` ones) until each `rules` seat has decided once; a `CliError` for one that is a person's seat. */
function checkRuleSeats(game: AnyGame, options: object, seats: readonly PlayerId[], bots: Readonly<Record<PlayerId, BotSpec>>): void {
  const waiting = new Set(seats.filter((s) => bots[s]?.kind === 'rules'));
  if (waiting.size === 0) return;
  const random = randomBot('reglas-probe');
  let state = game.setup(options);
  for (let seat = game.activePlayer(state); seat !== null && waiting.size > 0; seat = game.activePlayer(state)) {
    const legal = game.legalActions(state) as { type: string }[];
    if (waiting.has(seat)) {
      if (!(legal.length === 1 && legal[0]?.type === BOT_ACTION.type)) {
        throw new CliError(
          `--bots: '${seat}' has no rule-driven bot in this ${game.id} game, so it cannot be 'rules'; give it another bot (${BOT_SPEC_FORMS}), one spec a seat in the order ${seats.join(', ')}`,
        );
      }
      waiting.delete(seat);
    }
    state = game.apply(state, random.choose(game, state, seat));
  }
}
