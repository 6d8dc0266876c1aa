/**
 * `reglas/boardgame.io`: any game of `reglas` as a boardgame.io game object, for its `Client`,
 * its `Server` and its lobby. boardgame.io is a peer dependency: this module imports only its
 * types, so nothing of boardgame.io enters a bundle that does not use it anyway.
 *
 * What a client can read is what its seat may know:
 * - `G.state` is the reglas state, kept whole on the master; `playerView` gives each seat
 *   `game.view(state, seat)` (the generator's state and other seats' hidden cards masked) and
 *   `game.viewEvents(events, seat)`.
 * - boardgame.io sends every client the match's initial state unfiltered (its issue #1159), so the
 *   initial state holds no state at all: the deal happens in the `start` move, run on the master
 *   only, with a seed drawn there (`seed` option), never stored in `G`.
 * - boardgame.io's undo restores a stored state, generator included, so a player could undo a roll
 *   and see the future (its issue #399): undo is disabled. Undo in reglas is `replay` without the
 *   last actions (`createMatch`), for local play.
 * - boardgame.io's MCTS bot plays its rollouts with the stored state, which would read the real
 *   future; seat a bot of `reglas/bots` instead (see {@link chooseFor} and the README).
 * @packageDocumentation
 */
import type { ActivePlayersArg, Ctx, Game as BgioGame } from 'boardgame.io';
import type { ActionBase, Game, GameEvent, Outcome, PlayerId, SeedOptions } from '../core/types.js';
import { isView } from '../core/views.js';
import { ValidationError, isIllegalActionError, isValidationError, schemaProblems } from '../core/errors.js';

/** boardgame.io's `INVALID_MOVE` (from `boardgame.io/core`), kept here so that no runtime import of it is needed; a test ties the two. */
export const INVALID_MOVE = 'INVALID_MOVE';

/** What `G` holds on the master. A client's `G` is {@link ReglasView}. */
export interface ReglasG<S, O, E extends GameEvent = GameEvent> {
  /** The reglas state; null until the `start` move has dealt the game. */
  readonly state: S | null;
  /** The options the match was created with, without the seed (drawn in `start`). */
  readonly options: Omit<O, 'seed'>;
  /** The reglas seat of each boardgame.io player: `seats[Number(playerID)]`. */
  readonly seats: readonly PlayerId[];
  /** The events of the last move (its own step and every rule-driven bot step it set off). */
  readonly events: readonly E[];
}

/** What a client's `G` holds: the state as its seat (or a spectator) may know it, and that seat's copy of the last events. */
export type ReglasView<S, O, E extends GameEvent = GameEvent> = ReglasG<S, O, E>;

/** `ctx.gameover` at the end: the reglas outcome, and the winners as boardgame.io player ids too. */
export interface ReglasGameover {
  readonly outcome: Outcome;
  /** The winners' boardgame.io player ids (seats outside `seats`, such as rule-driven bots, are left out). */
  readonly winners: readonly string[];
}

/** Options of {@link boardgameIO}. */
export interface BoardgameIOOptions<S, O> {
  /** The name of the game in boardgame.io's lobby; the reglas `id` by default. */
  readonly name?: string;
  /** Options for every match, under what the lobby's `setupData` gives (the seed excepted). */
  readonly options?: Partial<Omit<O, 'seed'>>;
  /**
   * The reglas seats people take, in boardgame.io player order; every seat of `game.players`
   * by default. A seat left out must be a rule-driven bot (its one action `{ type: 'bot' }`),
   * which the adapter plays inside the move that hands it the turn.
   */
  readonly seats?: (state: S) => PlayerId[];
  /**
   * The seed of a match, drawn on the master in the `start` move (never stored in `G`); random
   * by default. Give a fixed one only for tests.
   */
  readonly seed?: () => string;
}

function randomSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// boardgame.io's ActivePlayers.ALL and { currentPlayer: Stage.NULL } (Stage.NULL is null, which its types do not admit).
const ACTIVE_ALL = { all: null } as unknown as ActivePlayersArg;
const ACTIVE_CURRENT = { currentPlayer: null } as unknown as ActivePlayersArg;

const isBotTurn = (legal: readonly ActionBase[]): boolean => legal.length === 1 && legal[0]?.type === 'bot';

/**
 * The game `game` as a boardgame.io game object: one phase `deal` (its one move `start` deals
 * on the master), then `play`, whose one move `act(action)` applies a legal reglas action and
 * returns `INVALID_MOVE` otherwise. The seat that decides is boardgame.io's current player and
 * its only active player; `endIf` reads `outcome`; `playerView` is `view` and `viewEvents`;
 * `ai.enumerate` lists `legalActions`.
 */
export function boardgameIO<S extends object, A extends ActionBase, O extends SeedOptions, E extends GameEvent>(
  game: Game<S, A, O, E>,
  config: BoardgameIOOptions<S, O> = {},
): BgioGame<ReglasG<S, O, E>> {
  const seatsOf = config.seats ?? ((s: S) => game.players(s));
  const drawSeed = config.seed ?? randomSeed;
  type G = ReglasG<S, O, E>;

  const optionsFor = (setupData: unknown): Omit<O, 'seed'> => ({ ...(config.options ?? {}), ...((setupData ?? {}) as object) }) as Omit<O, 'seed'>;
  // The seats depend on the options, never on the seed: a throw-away state with a fixed seed reads them.
  const seatsFor = (options: Omit<O, 'seed'>): PlayerId[] => seatsOf(game.setup({ ...options, seed: 'seats' } as O));
  const seatOf = (G: G, playerID: string | null | undefined): PlayerId | 'spectator' => {
    const seat = playerID === null || playerID === undefined ? undefined : G.seats[Number(playerID)];
    return seat ?? 'spectator';
  };
  const activeIndex = (G: G): number => {
    const active = G.state === null ? null : game.activePlayer(G.state);
    return active === null ? 0 : Math.max(0, G.seats.indexOf(active));
  };

  /** Plays the rule-driven bots whose turn it is, collecting their events. */
  const runBots = (state: S, events: E[]): S => {
    let s = state;
    while (!game.isTerminal(s) && isBotTurn(game.legalActions(s))) {
      const r = game.step(s, { type: 'bot' } as A);
      events.push(...r.events);
      s = r.state;
    }
    return s;
  };

  return {
    name: config.name ?? game.id,
    minPlayers: 1,
    maxPlayers: Math.max(1, seatsFor(optionsFor(undefined)).length),
    // #399: a stored earlier state holds the generator; undoing a roll would show the future.
    disableUndo: true,
    validateSetupData: (setupData: unknown, numPlayers: number) => {
      if (setupData !== undefined && (typeof setupData !== 'object' || setupData === null || 'seed' in setupData)) {
        return "setupData is an object of the game's options without a seed (the seed is drawn on the server)";
      }
      const options = { ...optionsFor(setupData), seed: 'check' };
      const problems = schemaProblems(game.schemas.options as never, options, 'setupData');
      if (problems.length > 0) return problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      try {
        const seats = seatsFor(optionsFor(setupData));
        if (seats.length !== numPlayers) return `${game.id} with these options seats ${seats.length} players (${seats.join(', ')}), not ${numPlayers}`;
      } catch (err) {
        if (isValidationError(err)) return err.message;
        throw err;
      }
      return undefined;
    },
    setup: (_context: unknown, setupData?: unknown): G => {
      const options = optionsFor(setupData);
      // #1159: this initial state reaches every client unfiltered, so it deals nothing.
      return { state: null, options, seats: seatsFor(options), events: [] };
    },
    phases: {
      deal: {
        start: true,
        next: 'play',
        endIf: ({ G }) => G.state !== null,
        turn: { activePlayers: ACTIVE_ALL },
        moves: {
          start: {
            client: false,
            move: ({ G }) => {
              if (G.state !== null) return INVALID_MOVE;
              const options = { ...G.options, seed: drawSeed() } as O;
              const first = game.start ? game.start(options) : { state: game.setup(options), events: [] as E[] };
              const events = [...first.events];
              const state = runBots(first.state, events);
              return { ...G, state, events };
            },
          },
        },
      },
      play: {
        turn: {
          order: { first: ({ G }) => activeIndex(G), next: ({ G }) => activeIndex(G) },
          endIf: ({ G, ctx }) => activeIndex(G) !== Number(ctx.currentPlayer),
          activePlayers: ACTIVE_CURRENT,
        },
        moves: {
          act: {
            client: false,
            // Other seats learn a move from its events, which viewEvents masks for them.
            redact: true,
            move: ({ G, playerID }, action: unknown) => {
              const state = G.state;
              if (state === null || isView(state)) return INVALID_MOVE;
              if (seatOf(G, playerID) !== game.activePlayer(state)) return INVALID_MOVE;
              try {
                const r = game.step(state, action as A);
                const events = [...r.events];
                return { ...G, state: runBots(r.state, events), events };
              } catch (err) {
                if (isIllegalActionError(err) || isValidationError(err)) return INVALID_MOVE;
                throw err;
              }
            },
          },
        },
      },
    },
    endIf: ({ G }): ReglasGameover | undefined => {
      if (G.state === null || isView(G.state)) return undefined;
      const outcome = game.outcome(G.state);
      if (outcome === null) return undefined;
      const winners = outcome.winners.flatMap((w) => {
        const i = G.seats.indexOf(w);
        return i < 0 ? [] : [String(i)];
      });
      return { outcome, winners };
    },
    playerView: ({ G, playerID }) => {
      const viewer = seatOf(G, playerID);
      return {
        ...G,
        state: G.state === null ? null : game.view(G.state, viewer),
        events: game.viewEvents(G.events, viewer),
      };
    },
    ai: {
      enumerate: (G: G, _ctx: Ctx, playerID: string) => {
        if (G.state === null) return [{ move: 'start', args: [] }];
        const seat = seatOf(G, playerID);
        let state = G.state;
        if (isView(state)) {
          if (seat === 'spectator') return [];
          state = game.determinize(state, seat, 'enumerate');
        }
        if (game.activePlayer(state) !== seat) return [];
        return game.legalActions(state).map((a) => ({ move: 'act', args: [a] }));
      },
    },
  };
}

/**
 * A bot of `reglas/bots` (or any fair chooser) deciding for `playerID` from what that client
 * holds: the view in `G`, determinized with the bot's own seed, so it never reads the real
 * future (boardgame.io's MCTS would). Returns the action to send with `client.moves.act`,
 * or null when that seat does not decide now.
 */
export function chooseFor<S extends object, A extends ActionBase, O extends SeedOptions, E extends GameEvent>(
  game: Game<S, A, O, E>,
  G: ReglasView<S, O, E>,
  playerID: string,
  choose: (state: S, seat: PlayerId) => A,
  seed: string,
): A | null {
  const seat = G.seats[Number(playerID)];
  if (seat === undefined) throw new ValidationError('bot call', [{ path: 'playerID', message: `no seat has player id ${playerID}` }]);
  if (G.state === null) return null;
  const state = isView(G.state) ? game.determinize(G.state, seat, seed) : G.state;
  if (game.activePlayer(state) !== seat) return null;
  return choose(state, seat);
}
