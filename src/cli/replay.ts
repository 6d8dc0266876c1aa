/**
 * `reglas replay FILE [--at N]`: rebuilds a saved game (`{ game, options, actions }`, or the JSON
 * Lines of `reglas play --json`) and shows the position after N actions: the account up to N, the
 * game's position as JSON and the legal actions numbered. An illegal action in the file is named
 * by its index (exit 1); a file that cannot be read is one line (exit 2).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { renderSvg, renderText } from '../render/index.js';
import { begin, isIllegalActionError, isValidationError, showValue, type ActionBase, type AnyGame, type GameEvent } from '../index.js';
import { headerLines, openingLines, outcomeLine, prettyJson, stepLines, type AccountStep } from './account.js';
import { flag, parseCommand, text, whole } from './args.js';
import { REPLAY } from './commands.js';
import { checkOptions, findGame } from './games.js';
import { CliError, println, type CommandIo } from './io.js';
import type { SavedGame } from './play.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The actions of a saved game, each checked to be an object with a `type`. */
function checkActions(actions: unknown, where: string): ActionBase[] {
  if (!Array.isArray(actions)) throw new CliError(`${where}: "actions" must be an array`);
  actions.forEach((a, i) => {
    if (!isObject(a) || typeof a.type !== 'string') throw new CliError(`${where}: actions[${i}] is not an action (an object with a "type")`);
  });
  return actions as ActionBase[];
}

/**
 * Reads a saved game from `text`: one JSON object `{ game, options, actions }`, or the JSON Lines
 * of `reglas play --json` (its `options` line and its `action` lines). `where` names the file in
 * errors; a text of neither shape is a `CliError` (exit 2).
 */
export function parseSavedGame(text: string, where: string): SavedGame {
  let whole: unknown;
  let isJson = true;
  try {
    whole = JSON.parse(text);
  } catch {
    isJson = false;
  }
  // One line of JSON Lines (a file with only its options line) parses as JSON too: read it as lines.
  if (isJson && !(isObject(whole) && 'kind' in whole)) {
    if (!isObject(whole)) throw new CliError(`${where}: not a saved game (expected an object { game, options, actions })`);
    if (typeof whole.game !== 'string') throw new CliError(`${where}: "game" must be a game's id`);
    if (!isObject(whole.options)) throw new CliError(`${where}: "options" must be an object`);
    return { game: whole.game, options: whole.options as SavedGame['options'], actions: checkActions(whole.actions, where) };
  }
  const lines = text.split('\n');
  let head: { game: string; options: SavedGame['options'] } | undefined;
  const actions: unknown[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new CliError(`${where}: line ${i + 1} is not JSON (expected a JSON object, or JSON Lines of reglas play --json)`);
    }
    if (!isObject(record)) throw new CliError(`${where}: line ${i + 1} is not a JSON object`);
    if (record.kind === 'options') {
      if (head) throw new CliError(`${where}: line ${i + 1} is a second "options" line`);
      if (typeof record.game !== 'string' || !isObject(record.options))
        throw new CliError(`${where}: line ${i + 1}: the "options" line needs "game" and "options"`);
      head = { game: record.game, options: record.options as SavedGame['options'] };
    } else if (record.kind === 'action') {
      if (!head) throw new CliError(`${where}: line ${i + 1}: an action before the "options" line`);
      actions.push(record.action);
    }
  });
  if (!head) throw new CliError(`${where}: no "options" line (expected JSON Lines of reglas play --json)`);
  return { ...head, actions: checkActions(actions, where) };
}

/** A saved game replayed: the account of every step and the state after each. */
export interface ReplayedGame {
  /** The game. */
  readonly game: AnyGame;
  /** What set-up played. */
  readonly opening: readonly GameEvent[];
  /** Every step's account, `steps[i]` for `actions[i]`. */
  readonly steps: readonly AccountStep[];
  /** `states[n]`: the state after n actions (`states[0]` after set-up). */
  readonly states: readonly unknown[];
}

/**
 * Replays `saved` step by step. An action that is not legal (or malformed) is a `CliError` (exit 1)
 * naming its index in `actions`, the action, and the error's code and rule.
 */
export function replaySaved(saved: SavedGame, where: string): ReplayedGame {
  const game = findGame(saved.game);
  const options = checkOptions(game, saved.options);
  const begun = begin(game, options);
  const states: unknown[] = [begun.state];
  const steps: AccountStep[] = [];
  saved.actions.forEach((action, index) => {
    const state = states[index];
    try {
      const line = game.describe(state, action);
      const result = game.step(state, action);
      steps.push({ step: index + 1, seat: game.activePlayer(state), text: line, events: result.events });
      states.push(result.state);
    } catch (error) {
      const head = `${where}: actions[${index}] ${showValue(action)} (step ${index + 1})`;
      if (isIllegalActionError(error)) throw new CliError(`${head} is illegal: ${error.code}, rule ${error.rule}: ${error.message}`, 1);
      if (isValidationError(error)) throw new CliError(`${head} is malformed: ${error.message}`, 1);
      throw error;
    }
  });
  return { game, opening: begun.events, steps, states };
}

/** What `positionLines` prints besides the position drawn as text. */
export interface PositionShown {
  /** The account of the steps up to the position (default true). */
  readonly account?: boolean;
  /** The game's position format as JSON (default false). */
  readonly json?: boolean;
}

/**
 * The lines of the position after `at` actions: the account up to it, the position drawn as text
 * (`reglas/render`'s `renderText`, with card and area names), its JSON position format when asked,
 * and the legal actions.
 */
export function positionLines(replayed: ReplayedGame, options: unknown, at: number, shown: PositionShown = {}): string[] {
  const { game } = replayed;
  const state = replayed.states[at];
  const lines = [...headerLines(game.title, game.id, options, game.players(replayed.states[0]))];
  if (shown.account !== false) {
    lines.push(...openingLines(replayed.opening, game.id));
    for (const s of replayed.steps.slice(0, at)) lines.push(...stepLines(s, game.id));
  }
  lines.push(`position after ${at} of ${replayed.steps.length} actions:`);
  lines.push(...renderText(game.id, state).trimEnd().split('\n'));
  if (shown.json === true) lines.push('position (JSON, for setup({ seed, position })):', prettyJson(game.position(state)));
  const outcome = game.outcome(state);
  if (outcome) {
    lines.push('the game has ended');
    lines.push(outcomeLine(outcome));
    return lines;
  }
  const legal = game.legalActions(state) as ActionBase[];
  lines.push(`to decide: ${game.activePlayer(state) ?? '-'}; ${legal.length} legal action${legal.length === 1 ? '' : 's'}:`);
  for (const [i, a] of legal.entries()) lines.push(`${String(i + 1).padStart(5)}. ${game.describe(state, a)}  ${JSON.stringify(a)}`);
  return lines;
}

/** `reglas replay FILE [options]`: returns the exit code. */
export function replayCommand(argv: readonly string[], io: CommandIo): number {
  const args = parseCommand(REPLAY, argv);
  const file = args.positionals[0];
  if (file === undefined) throw new CliError('replay: name one file (see reglas help replay)');
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const saved = parseSavedGame(content, file);
  const replayed = replaySaved(saved, file);
  const total = replayed.steps.length;
  const at = whole(args, 'at', total);
  if (at > total) throw new CliError(`--at takes a whole number from 0 to ${total} (the actions in ${file}), not '${at}'`);
  for (const line of positionLines(replayed, saved.options, at, { account: !flag(args, 'quiet'), json: flag(args, 'position') })) println(io.stdout, line);
  const svg = text(args, 'svg');
  if (svg !== undefined) {
    try {
      writeFileSync(svg, renderSvg(replayed.game.id, replayed.states[at]));
    } catch (error) {
      throw new CliError(`cannot write ${svg}: ${(error as Error).message}`, 1);
    }
  }
  return 0;
}
