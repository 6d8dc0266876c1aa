/**
 * `npx tsx scripts/fingerprint.ts`: one hash of many seeded random games of every game and
 * mode (each action chosen, the final state and outcome, and for some games every event's
 * text). Speed work on a rule engine must not change what it does: run this before and after
 * a change and compare the hashes. A change of internal state shape between decisions does not
 * change the hash; a change of any decision, roll, event text or result does. The final state is
 * hashed with its keys in sorted order and without the decision machine's stack (`tasks`, or the
 * older `pending` slot), which is empty at the end of every game: moving a field or the stack does
 * not move the hash.
 * `--games N` plays N games a mode (default 40), `--events N` records events for the first N.
 */
import { createHash } from 'node:crypto';
import { createRng, games, seededDice, type AnyGame } from '../src/index.js';
import { benchTargets } from './targets.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const perMode = arg('--games', 40);
const withEvents = arg('--events', 5);

/**
 * JSON with every object's keys sorted, without the (empty) stack of pending decisions at the top,
 * and without the state's identity (`game`, `format`: which game and JSON format, not play).
 */
function canonical(state: unknown): string {
  const { tasks: _tasks, pending: _pending, game: _game, format: _format, ...rest } = state as Record<string, unknown>;
  return JSON.stringify(rest, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const all = createHash('sha256');
for (const target of benchTargets(games as Record<string, AnyGame>)) {
  const h = createHash('sha256');
  const dice = seededDice(createRng(`fingerprint:${target.mode}`));
  let steps = 0;
  for (let i = 0; i < perMode; i++) {
    const game = target.game;
    let state = game.setup(target.options(`fingerprint-${i}`));
    for (;;) {
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      const action = legal[dice.below(legal.length)];
      h.update(JSON.stringify(action));
      if (i < withEvents) {
        const r = game.step(state, action);
        for (const e of r.events) h.update(e.text);
        state = r.state;
      } else {
        state = game.apply(state, action);
      }
      steps++;
    }
    h.update(canonical(state));
    h.update(JSON.stringify(game.outcome(state)));
  }
  const digest = h.digest('hex');
  all.update(digest);
  console.log(`${target.game.id} (${target.mode}): ${perMode} games, ${steps} actions, ${digest.slice(0, 16)}`);
}
console.log(`all: ${all.digest('hex').slice(0, 16)}`);
