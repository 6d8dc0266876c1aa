/**
 * The state of Mar y Acero: plain JSON. The game is a stack of tasks (`tasks`, top = last):
 * the decision machine (machine.ts) runs the tasks with no choice inside `step`; a task that
 * needs a choice stays on top and is the pending decision of its `seat`. The zod schemas that
 * check these types are in state-schema.ts.
 */
import type { RngState, Viewer } from '../../core/index.js';
import type { PieceKind, Side, UnitKind } from './data/units.js';
import type { SolitaireState } from './nitayno/state.js';
import type { Task } from './task-types.js';

export type { Side };
// The tasks are declared apart (task-types.ts) for their size; the state's types stay importable from here.
export type { ActivationTask, ChoosePurpose, CombatStage, CombatTask, Group, MoveFacts, Task } from './task-types.js';

/** A counter on the map or off it: a unit (drawn from its bag, 4.2) or a leader (rulebook 3). */
export interface Piece {
  /**
   * Its id, which actions name: a unit's kind and draw number (`'jinete-3'`, numbered by
   * `nextId`), a leader's kind (`'colon'`, `'hijos'`).
   */
  readonly id: string;
  /** What it is: `jinete`, `peon`, `cacique`, `tama`, `capitan`… or a leader (`colon`, `caonabo`, `guacanagari`, `hijos`). */
  readonly kind: PieceKind;
  /** The side it fights for (Guacanagarí may change sides, card 10 and 4.3.2 V). */
  readonly side: Side;
  /** Shows its reduced side: a hit reduces a full-strength unit and removes a reduced one (4.4.1 B). */
  readonly reduced: boolean;
}

/** One of the 15 areas of the map (`state.map[area - 1]`): its pieces and its markers. */
export interface AreaState {
  /** The units and leaders in the area, of both sides, in the order they arrived. */
  readonly pieces: readonly Piece[];
  /** 4.4.3: the parchment hiding the 2-VP box. */
  readonly parchment: boolean;
  /** A Spanish palisade (empalizada, 4.4.2); it goes when no Spanish unit is left in the area. */
  readonly palisade: boolean;
  /** A Spanish citadel (ciudadela, 4.4.2): the area stays Spanish while no Indigenous piece is in it; it goes under Indigenous control. */
  readonly citadel: boolean;
  /** Card 25: Anacaona's marker and the side it shows; null when she is not here. */
  readonly anacaona: Side | null;
}

/**
 * The version of Mar y Acero's state format: a saved state of another version is refused by
 * `validate` with a message that says so. Raise it when the state's JSON changes.
 */
export const MYA_FORMAT = 1;

/** The whole state of a game of Mar y Acero: plain JSON (its compact form is `MyaPosition`). Areas are numbered 1-15; arrays by area are indexed by number - 1. */
export interface MyaState {
  /** Which game this state belongs to (contract: `validate`). */
  readonly game: 'mar-y-acero';
  /** The version of the state's JSON format (`marYAcero.format`). */
  readonly format: typeof MYA_FORMAT;
  /** Present on a view only: the seat it was made for (`view`); a view is not played on. */
  readonly viewer?: Viewer;
  /** The generator's state: every roll, draw and shuffle comes from it (hidden by `view`). */
  readonly rng: RngState;
  /** The two-player game, or solitaire against the Nitayno (rule 5). */
  readonly mode: 'two-player' | 'solitaire';
  /** Solitaire difficulty (5.4): 0, 1 Gobernador del Caribe, 2 Virrey de las Indias; 0 in the two-player game. */
  readonly level: 0 | 1 | 2;
  /** Whether the optional card 40, Testamento de Colón, is in play (4.1 step 16). */
  readonly testamentRule: boolean;
  /** The turn, 1-6: turn 1 is "1492" (4.3.1), turns 2-6 follow 4.3.2. */
  readonly turn: number;
  /** The victory point marker, 0-20: the Spanish VP; the Indigenous have 20 minus it (4.2, 4.6). */
  readonly vp: number;
  /** The Royal Support track (Apoyo Real), 0-10, starting at 3 (4.1 step 8): its row adjusts the soldiers some cards bring and, at the end, the VP (4.6). */
  readonly royalSupport: number;
  /** 4.5: the side shown, whether it was used in this phase/impulse window, and this turn. */
  readonly grace: {
    /** The side the marker shows: `spanish` Divine Grace (Gracia Divina), `indigenous` Yaya. */
    readonly side: Side;
    /** Used in the current phase or impulse (once per window). */
    readonly usedWindow: boolean;
    /** Used this turn (an unused marker turns over in the Final phase, 4.3.2 V). */
    readonly usedTurn: boolean;
  };
  /** Impulses left this turn, per side (the Impulse track). */
  readonly impulses: {
    /** The Spanish impulses left. */
    readonly spanish: number;
    /** The Indigenous impulses left. */
    readonly indigenous: number;
  };
  /** The Destiny card in force this turn (17-19 in turn 1, 20-39 after); null between turns. */
  readonly destiny: number | null;
  /** The turn-1 Destiny cards (17-19), shuffled, top first; a view lists them in ascending order (their order is unknown to all). */
  readonly turn1Deck: readonly number[];
  /** The Destiny deck (cards 20-39), shuffled, top first: one is turned each turn (4.3.2 I); a view lists its cards in ascending order. */
  readonly destinyDeck: readonly number[];
  /** Each side's Event cards in hand, in ascending order (1-8 Indigenous, 9-16 Spanish; five each at the start); `HIDDEN` (-1) for the other seats in a view. */
  readonly hands: {
    /** The Spanish hand. */
    readonly spanish: readonly number[];
    /** The Indigenous hand; empty in solitaire, where the Nitayno's deck is in `solitaire`. */
    readonly indigenous: readonly number[];
  };
  /** The cards chosen this Event phase: in the two-player game a view shows the other side's as `HIDDEN` (-1) until both are revealed (4.3.2 II). */
  readonly played: {
    /** The Spanish Event card chosen, null before the choice. */
    readonly spanish: number | null;
    /** The Indigenous Event card chosen, null before the choice. */
    readonly indigenous: number | null;
  };
  /** Turn-long restrictions from the Destiny card (cards 23 and 24). */
  readonly restriction: 'none' | 'noNaval' | 'broma';
  /** 4.3.2 II: whether both Event cards have been revealed this turn (until then each is secret). */
  readonly revealed: boolean;
  /** The 15 areas, `map[area - 1]`. */
  readonly map: readonly AreaState[];
  /** Counters left in the bags, by unit kind (4.2): draws come from here, eliminated units go back. */
  readonly bags: Readonly<Record<UnitKind, number>>;
  /** Colón off the map: on the ships (before the landing), in prison, set aside (card 38), or eliminated. */
  readonly colon: 'ships' | 'map' | 'prison' | 'aside' | 'eliminated';
  /** Pieces off the map: Colón and the three soldiers beside the ships before the landing (4.1 step 4), Colón in prison or set aside. */
  readonly offMap: readonly Piece[];
  /** Leaders eliminated from the game (4.2): never return. */
  readonly leadersOut: readonly PieceKind[];
  /** Who controlled each area when last settled (index = area - 1). */
  readonly control: readonly Side[];
  /** Card 40 (optional): the VP bonus or malus kept as a reminder once Colón died. */
  readonly testament: number | null;
  /** The number of the next unit drawn (its id is `kind-number`). */
  readonly nextId: number;
  /** The stack of pending tasks (top = last); empty once the game has ended. */
  readonly tasks: readonly Task[];
  /** What the Nitayno keeps between decisions in solitaire (rule 5); null in the two-player game. */
  readonly solitaire: SolitaireState | null;
  /** How the game ended (4.6), null while it goes on. */
  readonly result: {
    /** The side that won. */
    readonly winner: Side;
    /** Why, in a sentence. */
    readonly reason: string;
    /** The grade of the victory (4.6): `'decisive'`, `'important'` or `'minor'`. */
    readonly level: string;
    /** The final VP marker after the end-of-game adjustments. */
    readonly vp: number;
  } | null;
}

/**
 * Every field of the state, in the order of setup's literal and of the fixed-shape copy (tasks.ts
 * `withRngMapTasks`): the list the schema's shape, the copy and `patchState` are checked against.
 */
export const STATE_FIELDS = [
  'game',
  'format',
  'rng',
  'mode',
  'level',
  'testamentRule',
  'turn',
  'vp',
  'royalSupport',
  'grace',
  'impulses',
  'destiny',
  'turn1Deck',
  'destinyDeck',
  'hands',
  'played',
  'restriction',
  'revealed',
  'map',
  'bags',
  'colon',
  'offMap',
  'leadersOut',
  'control',
  'testament',
  'nextId',
  'tasks',
  'solitaire',
  'result',
] as const satisfies readonly (keyof MyaState)[];
