/**
 * The vocabulary of Taifa: options (3, 10), the state (castles 2.2, garrisons 2.2, card bonus 2.4
 * and 7, decks and discards 4.1 and 6, the task stack of pending decisions 4.3-5.1.6 and 10.2) and
 * the actions (5, 5.1-5.6, 9, 10.2). Tied to the zod schemas of `schemas.ts` by a type test.
 */
import type { RngState } from '../../core/index.js';
import type { KingdomId } from './data/kingdoms.js';

export type { KingdomId } from './data/kingdoms.js';

/** The scenarios: the standard game (3) and the El Cid solitaire (10). */
export type TaifaScenario = 'standard' | 'el-cid';

/** Options of `taifa.setup`. */
export interface TaifaOptions {
  readonly seed: string;
  /** 'standard' (default) or 'el-cid'. */
  readonly scenario?: TaifaScenario | undefined;
  /**
   * The kingdoms played by people; the others are bots (3). Omitted: every kingdom in the
   * standard game, El Cid alone in the El Cid scenario. `[]`: bots only.
   */
  readonly players?: readonly KingdomId[] | undefined;
  /** El Cid only: the Almoravid hand size (12 by default; the rulebook's difficulty tip, 10.3). */
  readonly almoravidCards?: number | undefined;
}

/** One kingdom at the table. Its index in `state.kingdoms` is its place in the order of play. */
export interface KingdomState {
  readonly id: KingdomId;
  readonly bot: boolean;
  /** Card ids in hand; for a bot its face-down pile, top first (9.1). */
  readonly hand: readonly number[];
  /** Bots: Troop cards deployed face up, their single army (9.1). */
  readonly army: readonly number[];
  /** Bots: Response cards deployed face up, in the order drawn (9.1). */
  readonly ready: readonly number[];
  /** Card bonus, -2..+2 (7). */
  readonly bonus: number;
  /** Humans: cards kept from the last turn, which reduce this turn's draw (5.6, 7). */
  readonly kept: number;
}

/** A permanent event face up for the turn (5.4): who played it and at whom. */
export interface PermanentCard {
  readonly card: number;
  readonly by: number;
  readonly target: number;
}

/** A Response card placed face down on one side of an attack (5.1.3). */
export interface PlacedResponse {
  readonly card: number;
  readonly by: number;
  readonly side: 'attack' | 'defence';
}

/**
 * The round of the kingdom `kingdoms[current]` (4.3-4.4, 5): the bottom task, which stays for the
 * whole game; the round moving on is a change of `current`, not of the stack.
 */
export interface RoundTask {
  readonly t: 'round';
}

/**
 * The face-down decisions of an attack (5.1.2-5.1.6), one task kind per stage: the attacker
 * choosing its cards (`attack-select`), another kingdom placing Responses (`attack-respond`),
 * the defender placing Responses and spending garrisons (`attack-defend`), the winner choosing
 * its reward (`attack-reward`). The attack's data rides along unchanged from stage to stage.
 */
export interface AttackTask {
  readonly t: 'attack-select' | 'attack-respond' | 'attack-defend' | 'attack-reward';
  /** The kingdom deciding now. */
  readonly who: number;
  readonly attacker: number;
  /** Area number. */
  readonly area: number;
  /** Owner of the area when attacked, -1 independent. */
  readonly defender: number;
  /** The event card that made the attack, -1 for the attack action. */
  readonly event: number;
  /** Troop cards placed face down by the attacker. */
  readonly troops: readonly number[];
  readonly placed: readonly PlacedResponse[];
  /** Area numbers whose garrisons the defender spends (5.1.4). */
  readonly garrisons: readonly number[];
}

/** The stage of an attack: its task kind. */
export type AttackStage = AttackTask['t'];

/** El Cid chooses the kingdom his Tregua applies to at the start of each turn (10.2). */
export interface TruceTask {
  readonly t: 'truce';
  readonly who: number;
}

/** A pending task of the decision machine (core): the stack in `state.tasks`, top = last. */
export type TaifaTask = RoundTask | AttackTask | TruceTask;

/** The final result, once the game has ended (8, 10.3). */
export interface TaifaResult {
  readonly winners: readonly number[];
  readonly reason: string;
}

/** The whole position: plain JSON. */
export interface TaifaState {
  readonly rng: RngState;
  readonly scenario: TaifaScenario;
  /** 1..3 (4). */
  readonly turn: number;
  /** Index of the kingdom whose round it is. */
  readonly current: number;
  /** Kingdoms that have passed in a row (4.4). */
  readonly passes: number;
  readonly kingdoms: readonly KingdomState[];
  /** Per area (index = number - 1): kingdom index, -1 independent, -2 out of play (El Cid, 10.1). */
  readonly owner: readonly number[];
  /** Per area: a garrison marker (2.2). */
  readonly garrison: readonly boolean[];
  /** Draw piles, top first: [Christian, Muslim]. */
  readonly decks: readonly [readonly number[], readonly number[]];
  readonly discard: readonly number[];
  /** Cards removed from the game (5.4), and in El Cid the Tregua he keeps (10.2). */
  readonly removed: readonly number[];
  readonly permanents: readonly PermanentCard[];
  /** El Cid only: the kingdom under his Tregua this turn, -1 none (10.2). */
  readonly cidTruce: number;
  /** Cards each kingdom draws per turn before its bonus: 8, or the El Cid table (7, 10.2). */
  readonly hands: readonly number[];
  /** The stack of pending tasks (top = last); empty once the game has ended. */
  readonly tasks: readonly TaifaTask[];
  readonly result: TaifaResult | null;
}

/** Every action. Kingdoms are named by id, areas by number, cards by id. */
export type TaifaAction =
  /** A rule-driven bot's decision (9). */
  | { readonly type: 'bot' }
  /** Announce an attack on an area (5.1.1). */
  | { readonly type: 'attack'; readonly area: number }
  /** Raid a bordering kingdom, discarding a Troop card, optionally with a Response such as Campeón (5.3). */
  | { readonly type: 'incursion'; readonly kingdom: KingdomId; readonly card: number; readonly response: number | null }
  /** Play an Event card (5.4) at its target, if it needs one. */
  | { readonly type: 'event'; readonly card: number; readonly kingdom: KingdomId | null; readonly area: number | null }
  /** Discard a card face up (5.5). */
  | { readonly type: 'discard'; readonly card: number }
  /** Pass (5.6). */
  | { readonly type: 'pass' }
  /** The attacker puts a card face down (5.1.2). */
  | { readonly type: 'select-card'; readonly card: number }
  /** A kingdom puts a Response card face down on one side (5.1.3). */
  | { readonly type: 'respond'; readonly card: number; readonly side: 'attack' | 'defence' }
  /** The defender spends a garrison in or next to the attacked area (5.1.4). */
  | { readonly type: 'spend-garrison'; readonly area: number }
  /** Done with the current face-down choice. */
  | { readonly type: 'commit' }
  /** The winner of an attack: +1 card bonus or a garrison in the conquered area (5.1.6). */
  | { readonly type: 'reward'; readonly choice: 'bonus' | 'garrison' }
  /** El Cid: the kingdom his Tregua applies to this turn (10.2). */
  | { readonly type: 'truce'; readonly kingdom: KingdomId };
