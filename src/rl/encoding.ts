/**
 * What a game declares to be learnt on ({@link GameEncoding}, one file a game) and what the
 * library makes of it ({@link RlSpace}): indices for actions, legal masks, observation tensors
 * built from `view` only, and rewards from `outcome`.
 */
import { IllegalActionError, ValidationError, isView, type AnyGame, type PlayerId } from '../core/index.js';
import { reward as shareOfWin } from '../bots/types.js';
import type { ActionLayout, LaidPlane, ObservationLayout } from './space.js';

/** A mode of a game: the options (seed apart) that choose it, as the docs and the tests use them. */
export interface EncodingMode {
  /** Its name (`standard`, `el-cid`, `solitaire`...). */
  readonly name: string;
  /** The options that choose it, seed apart. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether one seat plays alone against the game's own bots (a Gymnasium single-agent env). */
  readonly solitaire: boolean;
  /** What it is, in a sentence. */
  readonly doc: string;
}

/**
 * A game's encoding for learning: its modes, its action space and its observation. The action
 * space is fixed for a game (the same for every mode of it), its layout a format: a change of it is
 * a breaking change. The observation encodes a `view` (a state with the viewer's mark), never a
 * state, so it cannot leak what the seat may not know.
 */
// biome-ignore lint/suspicious/noExplicitAny: by default any game's encoding (the registry holds them all).
export interface GameEncoding<S = any> {
  /** The game's id. */
  readonly game: string;
  /** The version of the layouts: raised (a breaking change) when an index or a plane moves. */
  readonly format: number;
  /** Every mode, the first the standard game. */
  readonly modes: readonly EncodingMode[];
  /** The mode of some options. */
  modeOf(options: Readonly<Record<string, unknown>>): string;
  /** The action space. */
  readonly actions: ActionLayout<S>;
  /** The observation of a view. */
  readonly observation: ObservationLayout<S>;
  /** The seats the game's own rule-driven bots play in `state` (their one action is `{ type: 'bot' }`). */
  ruleSeats(state: S): PlayerId[];
  /** What the docs say of the encoding as a whole (how pieces are named, what is left out). */
  readonly notes: readonly string[];
}

/** A game made learnable: fixed indices for actions, masks, observations and rewards. */
// biome-ignore lint/suspicious/noExplicitAny: by default any game's space (named by a string at run time).
export interface RlSpace<S = any, A = any> {
  /** The game. */
  readonly game: AnyGame;
  /** Its encoding. */
  readonly encoding: GameEncoding<S>;
  /** How many action indices there are: every action of the game has one in `0..actionSize-1`. */
  readonly actionSize: number;
  /** The length of an observation. */
  readonly observationSize: number;
  /** The observation's planes, with their offsets. */
  readonly planes: readonly LaidPlane<S>[];
  /** The index of `action` in `state` (an action the space does not hold is a `ValidationError`). */
  actionIndex(state: S, action: A): number;
  /** The legal action with index `index` in `state`; an `IllegalActionError` when none is legal there. */
  actionFromIndex(state: S, index: number): A;
  /** The indices of the legal actions of `state`, in the order of `legalActions` (equal indices once). */
  legalIndices(state: S): number[];
  /** 1 at the index of each legal action of `state`, 0 elsewhere. */
  legalMask(state: S): Uint8Array;
  /** The observation of `seat`: of `view(state, seat)`, or of `state` itself when it is that seat's view. */
  observation(state: S, seat: PlayerId): Float32Array;
  /** 1 for a win, an equal share on a shared win, 0 for a loss or a game not over (as the bots score it). */
  reward(state: S, seat: PlayerId): number;
  /** What index `i` means, in one line. */
  actionLabel(i: number): string;
}

/** The space of `game` under `encoding`. */
export function spaceOf<S, A>(game: AnyGame, encoding: GameEncoding<S>): RlSpace<S, A> {
  const layout = encoding.actions;
  const indexOf = (state: S, action: A): number => layout.index(state, action as Readonly<Record<string, unknown>>);
  const legalIndices = (state: S): number[] => {
    const seen = new Set<number>();
    const out: number[] = [];
    for (const a of game.legalActions(state) as A[]) {
      const i = indexOf(state, a);
      if (!seen.has(i)) {
        seen.add(i);
        out.push(i);
      }
    }
    return out;
  };
  return {
    game,
    encoding,
    actionSize: layout.size,
    observationSize: encoding.observation.size,
    planes: encoding.observation.planes,
    actionIndex: indexOf,
    actionFromIndex(state, index) {
      if (!Number.isInteger(index) || index < 0 || index >= layout.size) {
        throw new ValidationError('action index', [{ path: 'index', message: `${String(index)} is not a whole number from 0 to ${layout.size - 1}` }]);
      }
      for (const a of game.legalActions(state) as A[]) if (indexOf(state, a) === index) return a;
      throw new IllegalActionError('not-legal', `${game.title}: action ${index} (${layout.label(index)}) is not legal now`, 'legalActions');
    },
    legalIndices,
    legalMask(state) {
      const mask = new Uint8Array(layout.size);
      for (const i of legalIndices(state)) mask[i] = 1;
      return mask;
    },
    observation(state, seat) {
      const mark = (state as { viewer?: string }).viewer;
      if (isView(state as object) && mark !== seat) {
        throw new ValidationError('observation', [
          { path: 'state.viewer', message: `a view for '${String(mark)}' observed as '${seat}': observe a state, or that seat's own view` },
        ]);
      }
      const view = isView(state as object) ? state : (game.view(state, seat) as S);
      return encoding.observation.encode(view, seat);
    },
    reward: (state, seat) => shareOfWin(game, state, seat),
    actionLabel: (i) => layout.label(i),
  };
}
