/**
 * `npm start`: plays every game of `reglas`, in the modes of {@link DEMO}, from a fixed seed to the
 * end, and tells each one briefly (its opening, a few resolutions with their rolls, modifiers and
 * rules, its end), then prints a table of them all: game, mode, winner, reason, length.
 *
 *   npm start                      the short accounts and the table
 *   npm start -- --full            every action and every event of every game, then the table
 *   npm start -- --summary         the table alone
 *   npm start -- --seed other      another seed (default: demo)
 *
 * A game in `games` that {@link DEMO} does not list is played in its standard set-up, so a new game
 * joins the demo as soon as it plays; one entry in {@link DEMO} chooses its modes. Random legal
 * actions are chosen for every seat (rule-driven bots play their own seats through their one
 * action). The output may be piped into a reader that stops early (`npm start | head`).
 */
import { pathToFileURL } from 'node:url';
import { begin, createRng, games, seededDice, type ActionBase, type AnyGame, type GameEvent, type Outcome } from '../src/index.js';
import { actionLine, eventLines, outcomeLine } from '../src/cli/account.js';
import { victoryKind } from '../src/cli/victory-kinds.js';
import { pig } from '../examples/pig/pig.js';

/** One game of the demo: the game (its key in `games`, or a game object), the mode's name and its options. */
export interface DemoEntry {
  readonly game: string | AnyGame;
  readonly mode: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** The games of the demo and their modes, in order. A game of `games` not listed here is played in its standard set-up after these. */
export const DEMO: readonly DemoEntry[] = [
  { game: 'taifa', mode: 'six rule-driven kingdoms', options: { players: [] } },
  { game: 'taifa', mode: 'El Cid solitaire', options: { scenario: 'el-cid' } },
  { game: 'marYAcero', mode: 'two players', options: {} },
  { game: 'marYAcero', mode: 'solitaire, Viceroy (level II)', options: { mode: 'solitaire', level: 2 } },
  { game: 'laLegion', mode: 'standard set-up', options: {} },
  { game: 'alFilo', mode: 'time-limited, 12 turns', options: { victory: 'time-limited' } },
  { game: pig as AnyGame, mode: 'the example game', options: {} },
];

/** How much of each game the demo tells. */
export type DemoDetail = 'short' | 'full' | 'summary';

/** One row of the closing table. */
export interface DemoRow {
  readonly game: string;
  readonly mode: string;
  readonly winner: string;
  readonly reason: string;
  readonly actions: number;
}

const registry = games as Record<string, AnyGame>;

/** Every game and mode the demo plays: {@link DEMO}'s entries, then each game of `games` it leaves out, in its standard set-up. */
export function demoEntries(): { readonly game: AnyGame; readonly mode: string; readonly options: Readonly<Record<string, unknown>> }[] {
  const listed = DEMO.flatMap((e) => {
    const game = typeof e.game === 'string' ? registry[e.game] : e.game;
    return game === undefined ? [] : [{ game, mode: e.mode, options: e.options }];
  });
  const named = new Set(listed.map((e) => e.game.id));
  const rest = Object.values(registry)
    .filter((g) => !named.has(g.id))
    .map((game) => ({ game, mode: 'standard set-up', options: {} }));
  return [...listed, ...rest];
}

/** A step as the demo keeps it. */
interface Played {
  readonly step: number;
  readonly seat: string | null;
  readonly text: string;
  readonly events: readonly GameEvent[];
}

/** Whether a step resolved something with dice or modifiers: what the short account shows in full. */
const explained = (p: Played): boolean => p.events.some((e) => (e.modifiers?.length ?? 0) > 0 && (e.rolls?.length ?? 0) > 0);

/** The steps the short account explains: up to `count` with rolls and modifiers, spread over the game (one of each kind of event first). */
/** What a game's outcome `score` counts, where it is not points: La Legión's is the counters each side has in play (5). */
const SCORE_MEANS: Readonly<Record<string, string>> = { 'la-legion': 'the counters each side has in play at the end, not points' };

function highlights(steps: readonly Played[], count: number): Played[] {
  const candidates = steps.filter(explained);
  const chosen: Played[] = [];
  const kinds = new Set<string>();
  for (const p of candidates) {
    const kind = p.events.find((e) => (e.modifiers?.length ?? 0) > 0)?.type ?? '';
    if (!kinds.has(kind)) {
      kinds.add(kind);
      chosen.push(p);
    }
    if (chosen.length === count) break;
  }
  for (let i = 0; chosen.length < count && i < candidates.length; i++) if (!chosen.includes(candidates[i] as Played)) chosen.push(candidates[i] as Played);
  return chosen.sort((a, b) => a.step - b.step);
}

/** Plays one game of the demo and writes its account; returns its row of the table. */
export function playDemo(
  entry: { game: AnyGame; mode: string; options: Readonly<Record<string, unknown>> },
  seed: string,
  detail: DemoDetail,
  write: (line: string) => void,
): DemoRow {
  const { game } = entry;
  const options = { ...entry.options, seed };
  const pick = seededDice(createRng(`demo:${seed}`));
  const begun = begin(game, options);
  let state = begun.state;
  const seats = game.players(state);
  if (detail !== 'summary') {
    write('');
    write(`=== ${game.title} (${game.id}), ${entry.mode}; seed "${seed}" ===`);
    write(`  seats: ${seats.join(', ')}`);
    if (begun.events.length > 0) {
      write(`  set-up (${begun.events.length} event${begun.events.length === 1 ? '' : 's'}):`);
      const shown = detail === 'full' ? begun.events : begun.events.slice(0, 2);
      for (const e of shown) for (const l of eventLines(e, '    ', game.id)) write(l);
      if (shown.length < begun.events.length) write(`    … and ${begun.events.length - shown.length} more`);
    }
  }
  const steps: Played[] = [];
  let actions = 0;
  for (;;) {
    const legal = game.legalActions(state) as ActionBase[];
    if (legal.length === 0) break;
    const action = legal[pick.below(legal.length)] as ActionBase;
    const seat = game.activePlayer(state);
    const text = game.describe(state, action);
    const { state: next, events } = game.step(state, action);
    actions++;
    const played = { step: actions, seat, text, events };
    if (detail === 'full') {
      write(actionLine(played.step, seat, text));
      for (const e of events) for (const l of eventLines(e, undefined, game.id)) write(l);
    } else if (detail === 'short') steps.push(played);
    state = next;
  }
  const outcome = game.outcome(state) as Outcome | null;
  if (detail === 'short') {
    const chosen = highlights(steps, 3);
    if (chosen.length > 0) write(`  ${chosen.length} of its resolutions, explained:`);
    for (const p of chosen) {
      write(actionLine(p.step, p.seat, p.text));
      const resolutions = p.events.filter((e) => (e.modifiers?.length ?? 0) > 0 || (e.rolls?.length ?? 0) > 0).slice(0, 2);
      for (const e of resolutions) for (const l of eventLines(e, undefined, game.id)) write(l);
      const more = p.events.length - resolutions.length;
      if (more > 0) write(`      … and ${more} more event${more === 1 ? '' : 's'}`);
    }
    const last = steps[steps.length - 1];
    if (last !== undefined) {
      write('  its last action:');
      write(actionLine(last.step, last.seat, last.text));
      for (const e of last.events.slice(-3)) write(`      · ${e.text}${e.rule ? `  [${e.rule}]` : ''}`);
    }
  }
  if (detail !== 'summary') {
    write(`  ended after ${actions} actions`);
    if (outcome) write(`  ${outcomeLine(outcome)}${outcome.score !== undefined && SCORE_MEANS[game.id] ? ` (the score is ${SCORE_MEANS[game.id]})` : ''}`);
  }
  return {
    game: game.title,
    mode: entry.mode,
    winner: outcome === null ? '-' : outcome.winners.length === 0 ? 'none' : outcome.winners.join(', '),
    reason: outcome === null ? 'did not end' : victoryKind(game.id, outcome.reason),
    actions,
  };
}

/** The closing table, its columns as wide as their widest cell. */
export function summaryTable(rows: readonly DemoRow[]): string[] {
  const head: DemoRow = { game: 'game', mode: 'mode', winner: 'winner', reason: 'reason', actions: 0 };
  const cells = (r: DemoRow, isHead = false): string[] => [r.game, r.mode, r.winner, r.reason, isHead ? 'actions' : String(r.actions)];
  const all = [cells(head, true), ...rows.map((r) => cells(r))];
  const widths = all[0]!.map((_, c) => Math.max(...all.map((row) => row[c]!.length)));
  const line = (row: string[]): string =>
    row
      .map((cell, c) => (c === row.length - 1 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(all[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)];
}

/** Reads the demo's command line: its detail and seed; an unknown word is an error naming the known ones. */
export function demoArgs(argv: readonly string[]): { detail: DemoDetail; seed: string } {
  let detail: DemoDetail = 'short';
  let seed = 'demo';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--full') detail = 'full';
    else if (a === '--summary' || a === '--brief') detail = 'summary';
    else if (a === '--seed' && argv[i + 1] !== undefined) seed = argv[++i] as string;
    else throw new Error(`npm start: unknown '${a}': the options are --full, --summary, --seed S`);
  }
  return { detail, seed };
}

/** The whole demo, written line by line with `write`. */
export function runDemo(argv: readonly string[], write: (line: string) => void): DemoRow[] {
  const { detail, seed } = demoArgs(argv);
  const rows = demoEntries().map((e) => playDemo(e, seed, detail, write));
  write('');
  write(`${rows.length} games, seed "${seed}"${detail === 'short' ? ' (npm start -- --full tells every action and event)' : ''}:`);
  for (const l of summaryTable(rows)) write(l);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A reader that stops early (`npm start | head`) closes the pipe: that ends the demo quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  try {
    runDemo(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
