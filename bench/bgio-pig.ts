/**
 * The example game Pig written on boardgame.io's reducer, for one side-by-side comparison
 * in the bench. A dev dependency only: nothing of boardgame.io ships in reglas.
 *
 * The same game as `examples/pig/pig.ts` with its default options (target 50, no bot seat),
 * played by the same random chooser: here the first roll of a turn is a move of its own,
 * where reglas plays it inside the step that ended the last turn (a decision with one action
 * has no choice in it), so the two count different numbers of actions for the same games.
 * The comparison is whole playouts per second.
 */
import { INVALID_MOVE } from 'boardgame.io/core';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Ctx, Game, State } from 'boardgame.io';

interface PigG {
  scores: [number, number];
  turnTotal: number;
  target: number;
}

const game: Game<PigG> = {
  name: 'pig',
  setup: () => ({ scores: [0, 0], turnTotal: 0, target: 50 }),
  moves: {
    roll: ({ G, random, events }) => {
      const value = random.D6();
      if (value === 1) {
        G.turnTotal = 0;
        events.endTurn();
      } else {
        G.turnTotal += value;
      }
    },
    hold: ({ G, ctx, events }) => {
      if (G.turnTotal === 0) return INVALID_MOVE;
      const seat = Number(ctx.currentPlayer) as 0 | 1;
      G.scores[seat] += G.turnTotal;
      G.turnTotal = 0;
      events.endTurn();
      return undefined;
    },
  },
  endIf: ({ G }) => {
    if (G.scores[0] >= G.target) return { winner: '0' };
    if (G.scores[1] >= G.target) return { winner: '1' };
    return undefined;
  },
  ai: {
    enumerate: (G: PigG) => (G.turnTotal > 0 ? [{ move: 'roll' }, { move: 'hold' }] : [{ move: 'roll' }]),
  },
};

const reducer = CreateGameReducer({ game, isClient: false });

/** Legal moves as boardgame.io's AI sees them. */
export function bgioLegal(state: State<PigG>): { move: string }[] {
  if (state.ctx.gameover !== undefined) return [];
  return (game.ai!.enumerate as (G: PigG, ctx: Ctx) => { move: string }[])(state.G, state.ctx);
}

/** A fresh game. */
export function bgioSetup(seed: string): State<PigG> {
  return InitializeGame({ game: { ...game, seed }, numPlayers: 2 });
}

/** One move through the reducer, as a client or server would dispatch it. */
export function bgioApply(state: State<PigG>, move: string): State<PigG> {
  return reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args: [], playerID: state.ctx.currentPlayer } }) as State<PigG>;
}
