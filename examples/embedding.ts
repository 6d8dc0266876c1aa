// The embedding example of the README: one person (Castilla) against five Taifa bots,
// played here by random choice, printing each action and the events that explain it.
import { games } from 'reglas';

const game = games.taifa; // every game that plays is in `games`
let state = game.setup({ seed: 'my-seed', players: ['castilla'] }); // one person, five bots
while (!game.isTerminal(state)) {
  const legal = game.legalActions(state); // stable order; [{ type: 'bot' }] when a bot must act
  const action = legal[Math.floor(Math.random() * legal.length)]!;
  const { state: next, events } = game.step(state, action);
  console.log(`${game.activePlayer(state)}: ${game.describe(state, action)}`);
  for (const e of events) console.log('  ', e.text, e.rule ?? '', e.modifiers ?? []);
  state = next;
}
console.log(game.outcome(state));
