/**
 * The REPL's helpers as a plain object: a game in progress, played one action at a time, with
 * forced dice, undo, and the explanation of each step. Every helper returns the text it shows
 * (the REPL prints it), so a test drives the session directly.
 */
import { begin, isIllegalActionError, isValidationError, scriptedDice, type ActionBase, type AnyGame, type GameEvent } from '../index.js';
import { actionLine, eventLines, headerLines, openingLines, outcomeLine, prettyJson, stepLines } from './account.js';
import { checkOptions, findGame } from './games.js';
import { renderText } from '../render/index.js';

/** One position of a session: the state after an action, and how it came about. */
interface Entry {
  readonly state: unknown;
  /** The action that led here; null for the position after set-up. */
  readonly action: ActionBase | null;
  readonly seat: string | null;
  readonly text: string;
  readonly events: readonly GameEvent[];
  /** The dice forced for this step, if any. */
  readonly forced: readonly number[] | null;
}

/** A game in progress at the REPL; see {@link createSession}. */
export interface Session {
  /** Starts `game` (its id, its key or the game object) with `options` (seed `'repl'` unless given); shows the opening. */
  start(game: string | AnyGame, options?: object): string;
  /** The legal actions, numbered from 1, each with its `describe` line and its JSON. */
  legal(): string;
  /** Plays the legal action numbered `choice` (see `legal()`), or the action given; shows what it did. */
  play(choice: number | ActionBase): string;
  /**
   * Forces the rolls of the next step, in order (`dice(6, 3)`): they must cover every roll of that
   * step (core's `scriptedDice`; random picks and shuffles still come from the state's generator).
   * `dice()` clears them.
   */
  dice(...values: number[]): string;
  /** Takes back the last `count` actions (default 1). */
  undo(count?: number): string;
  /** The position as a person reads it: drawn as text with card and area names (`picture()`), whose decision, the legal actions. */
  show(): string;
  /** The position drawn for a terminal (`reglas/render`'s text picture). */
  picture(): string;
  /** The position in the game's position format, as JSON (what `setup({ seed, position })` reads). */
  position(): string;
  /** The explanation of the last step: its action and every event, with rolls, modifiers and rules. */
  why(): string;
  /** The current state (a frozen plain-JSON object). */
  state(): unknown;
  /** The actions played so far. */
  actions(): ActionBase[];
  /** The game in play, or null before `start`. */
  game(): AnyGame | null;
}

/** How an error thrown by a helper reads at the REPL: one line, with the code and rule of an illegal action. */
export function errorText(error: unknown): string {
  if (isIllegalActionError(error)) return `illegal action: ${error.code}, rule ${error.rule}: ${error.message}`;
  if (isValidationError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A new session with no game: call `start` first. */
export function createSession(): Session {
  let game: AnyGame | null = null;
  let options: object = {};
  let history: Entry[] = [];
  let forced: number[] | null = null;

  const current = (): { game: AnyGame; entry: Entry } => {
    if (game === null) throw new Error("no game: start('taifa') or start('mar-y-acero', { seed: 'x' }) first");
    return { game, entry: history[history.length - 1] as Entry };
  };

  const decision = (g: AnyGame, state: unknown): string => {
    const outcome = g.outcome(state);
    if (outcome) return `the game has ended; ${outcomeLine(outcome)}`;
    const count = g.legalActions(state).length;
    return `to decide: ${g.activePlayer(state) ?? '-'}; ${count} legal action${count === 1 ? '' : 's'} (legal() lists them)`;
  };

  const numbered = (g: AnyGame, state: unknown, limit = Infinity): string[] => {
    const legal = g.legalActions(state) as ActionBase[];
    const lines = legal.slice(0, limit).map((a, i) => `${String(i + 1).padStart(4)}. ${g.describe(state, a)}  ${JSON.stringify(a)}`);
    if (legal.length > limit) lines.push(`      … and ${legal.length - limit} more: legal() lists them all`);
    return lines;
  };

  return {
    start(which, opts = {}) {
      const g = typeof which === 'string' ? findGame(which) : which;
      const o = checkOptions(g, { seed: 'repl', ...opts });
      // dice(...) before start forces the rolls set-up plays on its own (a position's weather, a landing).
      const begun = forced ? g.start(o, { dice: scriptedDice(forced) }) : begin(g, o);
      game = g;
      options = o;
      history = [{ state: begun.state, action: null, seat: null, text: 'set-up', events: begun.events, forced: null }];
      forced = null;
      return [...headerLines(g.title, g.id, o, g.players(begun.state)), ...openingLines(begun.events, g.id), decision(g, begun.state)].join('\n');
    },
    legal() {
      const { game: g, entry } = current();
      if (g.isTerminal(entry.state)) return decision(g, entry.state);
      return [`${g.activePlayer(entry.state) ?? '-'} to decide:`, ...numbered(g, entry.state)].join('\n');
    },
    play(choice) {
      const { game: g, entry } = current();
      const legal = g.legalActions(entry.state) as ActionBase[];
      let action: ActionBase;
      if (typeof choice === 'number') {
        if (legal.length === 0) throw new Error('the game has ended: nothing to play');
        if (!Number.isInteger(choice) || choice < 1 || choice > legal.length) throw new Error(`play(${choice}): choose 1 to ${legal.length} (see legal())`);
        action = legal[choice - 1] as ActionBase;
      } else {
        action = choice;
      }
      const text = g.describe(entry.state, action);
      const seat = g.activePlayer(entry.state);
      const dice = forced ? scriptedDice(forced) : undefined;
      let result: { state: unknown; events: GameEvent[] };
      try {
        result = dice ? g.step(entry.state, action, { dice }) : g.step(entry.state, action);
      } catch (error) {
        const diceRefused = isValidationError(error) && error.message.startsWith('invalid dice:');
        if (!dice || isIllegalActionError(error) || (isValidationError(error) && !diceRefused)) throw error;
        // scriptedDice ran out, or a value is not a face of the die rolled: nothing was played.
        throw new Error(`${errorText(error)}; dice(${(forced ?? []).join(', ')}) must give every roll of the step in order; nothing was played`);
      }
      const lines = stepLines({ step: history.length, seat, text, events: result.events }, g.id);
      if (dice && dice.remaining() > 0) lines.push(`note: ${dice.remaining()} forced value(s) were not rolled`);
      history = [...history, { state: result.state, action, seat, text, events: result.events, forced }];
      forced = null;
      lines.push(decision(g, result.state));
      return lines.join('\n');
    },
    dice(...values) {
      // Before start too: then they force the rolls of what start plays on its own.
      if (values.some((v) => typeof v !== 'number' || !Number.isInteger(v))) throw new Error('dice(...values): whole numbers, the faces to roll in order');
      forced = values.length === 0 ? null : values;
      return forced ? `the next step rolls ${forced.join(', ')}, in order (every roll of that step: a d6 1-6, a d10 0-9, a d8 1-8…)` : 'no forced dice';
    },
    undo(count = 1) {
      const { game: g } = current();
      const played = history.length - 1;
      if (!Number.isInteger(count) || count < 1 || count > played) throw new Error(`undo(${count}): ${played} action(s) to take back`);
      history = history.slice(0, history.length - count);
      forced = null;
      const entry = history[history.length - 1] as Entry;
      return `took back ${count} action(s); ${decision(g, entry.state)}`;
    },
    show() {
      const { game: g, entry } = current();
      const lines = [
        `${g.title} after ${history.length - 1} action(s), options ${JSON.stringify(options)}`,
        ...renderText(g.id, entry.state).trimEnd().split('\n'),
      ];
      lines.push(decision(g, entry.state));
      if (!g.isTerminal(entry.state)) lines.push(...numbered(g, entry.state, 12));
      if (forced) lines.push(`forced dice for the next step: ${forced.join(', ')}`);
      return lines.join('\n');
    },
    picture() {
      const { game: g, entry } = current();
      return renderText(g.id, entry.state);
    },
    position() {
      const { game: g, entry } = current();
      return prettyJson(g.position(entry.state));
    },
    why() {
      const { entry } = current();
      const head = entry.action === null ? 'set-up' : actionLine(history.length - 1, entry.seat, entry.text);
      const lines = [head];
      if (entry.forced) lines.push(`      (dice forced: ${entry.forced.join(', ')})`);
      if (entry.events.length === 0) lines.push('      (no events)');
      for (const e of entry.events) lines.push(...eventLines(e, undefined, current().game.id));
      return lines.join('\n');
    },
    state() {
      return current().entry.state;
    },
    actions() {
      return history.slice(1).map((e) => e.action as ActionBase);
    },
    game() {
      return game;
    },
  };
}
