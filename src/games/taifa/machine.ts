/**
 * Taifa on core's decision machine: the round of the kingdom whose turn it is (4.3-4.4, 5) at the
 * bottom of the stack, an attack's face-down decisions (5.1.2-5.1.6) or El Cid's Tregua (10.2) on
 * top; bots play their rounds by their own rules (9); the game ends by sudden victory or after the
 * third turn (8, 10.3).
 */
import { defineMachine } from '../../core/index.js';
import { describe } from './describe.js';
import { withRng, withTasks } from './ops.js';
import { roundHandler } from './round.js';
import type { TaifaAction, TaifaState, TaifaTask } from './types.js';
import { windowHandlers } from './windows.js';

/** Whether the kingdom `seat` is a rule-driven bot (3, 9). */
function isBot(state: TaifaState, seat: string): boolean {
  const kingdoms = state.kingdoms;
  // Nearly always asked for the kingdom whose round it is.
  const current = kingdoms[state.current];
  if (current !== undefined && current.id === seat) return current.bot;
  for (let i = 0; i < kingdoms.length; i++) if (kingdoms[i]!.id === seat) return kingdoms[i]!.bot;
  return false;
}

export const machine = defineMachine<TaifaState, TaifaTask, TaifaAction>({
  game: 'taifa',
  handlers: { round: roundHandler, ...windowHandlers },
  isOver: (state) => state.result !== null,
  withTasks,
  withRng,
  isBot,
  endRule: '8',
  describeAction: (state, action) => describe(state, action),
});
