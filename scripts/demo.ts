/**
 * `npm start`: plays every registered game, in each of its modes, from a fixed seed to the
 * end with random legal actions (rule-driven bots play their own seats), and prints what
 * happened: each action as a person reads it, the events that explain it, and the outcome.
 * `npm start -- --seed other` picks another seed; `--brief` prints only the outcomes.
 */
import { begin, createRng, games, seededDice, type AnyGame, type GameEvent } from '../src/index.js';
import { pig } from '../examples/pig/pig.js';
import { benchTargets, type BenchTarget } from './targets.js';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? (args[seedAt + 1] ?? 'demo') : 'demo';
const brief = args.includes('--brief');

function eventLines(events: readonly GameEvent[]): string[] {
  const lines: string[] = [];
  for (const e of events) {
    let line = `    · ${e.text}`;
    if (e.rule) line += `  [${e.rule}]`;
    if (e.rolls && e.rolls.length > 0) line += `  rolls: ${e.rolls.map((r) => `${r.die}=${r.value} (${r.for})`).join(', ')}`;
    if (e.modifiers && e.modifiers.length > 0) line += `  modifiers: ${e.modifiers.map((m) => `${m.label} ${m.value >= 0 ? '+' : ''}${m.value} [${m.rule}]`).join(', ')}`;
    lines.push(line);
  }
  return lines;
}

function play(target: BenchTarget): void {
  const { game } = target;
  const options = target.options(seed);
  const pick = seededDice(createRng(`demo:${seed}`));
  const begun = begin(game, options);
  let state = begun.state;
  console.log(`\n=== ${game.title} (${target.mode}), seed "${seed}" ===`);
  console.log(`    seats: ${game.players(state).join(', ')}`);
  if (!brief && begun.events.length > 0) {
    console.log('    set-up:');
    for (const l of eventLines(begun.events)) console.log(l);
  }
  let steps = 0;
  for (;;) {
    const legal = game.legalActions(state);
    if (legal.length === 0) break;
    const action = legal[pick.below(legal.length)];
    const who = game.activePlayer(state);
    const line = game.describe(state, action);
    const { state: next, events } = game.step(state, action);
    steps++;
    if (!brief) {
      console.log(`${String(steps).padStart(5)}. ${who}: ${line}`);
      for (const l of eventLines(events)) console.log(l);
    }
    state = next;
  }
  const outcome = game.outcome(state);
  console.log(`--- ${game.title} (${target.mode}) ended after ${steps} actions`);
  if (outcome) {
    console.log(`    winners: ${outcome.winners.join(', ') || 'none'}; ${outcome.reason}${outcome.level ? `; level: ${outcome.level}` : ''}`);
    if (outcome.score) console.log(`    score${SCORE_MEANS[game.id] ? ` (${SCORE_MEANS[game.id]})` : ''}: ${Object.entries(outcome.score).map(([p, v]) => `${p} ${v}`).join(', ')}`);
  }
}

/** What a game's outcome `score` counts, where it is not points: La Legión's is the counters each side has in play (5). */
const SCORE_MEANS: Readonly<Record<string, string>> = { 'la-legion': 'counters in play at the end, not points' };

const targets = benchTargets(games as Record<string, AnyGame>);
if (targets.length === 0) console.log('(no game of reglas plays yet: playing the example game)');
for (const target of [...targets, { game: pig as AnyGame, mode: 'two people', options: (s: string) => ({ seed: s }) }]) play(target);
