/**
 * The vocabulary of Taifa: options (3, 10), the state (castles 2.2, garrisons 2.2, card bonus 2.4
 * and 7, decks and discards 4.1 and 6, the task stack of pending decisions 4.3-5.1.6 and 10.2) and
 * the actions (5, 5.1-5.6, 9, 10.2). Tied to the schemas of `schemas.ts` by a type test.
 */
import type { RngState, Viewer } from '../../core/index.js';
import type { KingdomId } from './data/kingdoms.js';
import type { TaifaPosition } from './position-schema.js';

export type { KingdomId } from './data/kingdoms.js';

/** The scenarios: the standard game (3) and the El Cid solitaire (10). */
export type TaifaScenario = 'standard' | 'el-cid';

/** Options of `taifa.setup`. */
export interface TaifaOptions {
  /** Any string: the same seed and the same actions always give the same game. */
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
  /**
   * A position to start from instead of the standard set-up (`taifa.position` gives one; see
   * `TaifaPosition`): it names its own scenario, people and Almoravid hand, so `scenario`,
   * `players` and `almoravidCards` are not given with it.
   */
  readonly position?: TaifaPosition | undefined;
}

/** One kingdom at the table. Its index in `state.kingdoms` is its place in the order of play. */
export interface KingdomState {
  /** Which kingdom: its seat in `players`, `activePlayer` and `outcome`. */
  readonly id: KingdomId;
  /** Played by the rule-driven bot of 9 (its one legal action is then `{ type: 'bot' }`), not by a person. */
  readonly bot: boolean;
  /** Card ids in hand; for a bot its face-down pile, top first (9.1). -1 in a `view` for a card that seat may not know. */
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
  /** The card id (0-79). */
  readonly card: number;
  /** The kingdom that played it: its index in `state.kingdoms`. */
  readonly by: number;
  /** The target kingdom's index (the one that may not attack `by`, for a Tregua), -1 for none. */
  readonly target: number;
}

/** A Response card placed face down on one side of an attack (5.1.3). */
export interface PlacedResponse {
  /** The card id (0-79); -1 in a `view` for a card another kingdom placed. */
  readonly card: number;
  /** The kingdom that placed it: its index in `state.kingdoms`. */
  readonly by: number;
  /** The side whose dice it helps once revealed (5.1.5). */
  readonly side: 'attack' | 'defence';
}

/**
 * The round of the kingdom `kingdoms[current]` (4.3-4.4, 5): the bottom task, which stays for the
 * whole game; the round moving on is a change of `current`, not of the stack.
 */
export interface RoundTask {
  /** The task kind. */
  readonly t: 'round';
}

/**
 * The face-down decisions of an attack (5.1.2-5.1.6), one task kind per stage: the attacker
 * choosing its cards (`attack-select`), another kingdom placing Responses (`attack-respond`),
 * the defender placing Responses and spending garrisons (`attack-defend`), the winner choosing
 * its reward (`attack-reward`). The attack's data rides along unchanged from stage to stage.
 */
export interface AttackTask {
  /** The stage, in order: the attacker's cards (5.1.2), others' Responses (5.1.3), the defence (5.1.4), the reward (5.1.6). */
  readonly t: 'attack-select' | 'attack-respond' | 'attack-defend' | 'attack-reward';
  /** The kingdom deciding now: its index in `state.kingdoms`. */
  readonly who: number;
  /** The attacking kingdom's index in `state.kingdoms`. */
  readonly attacker: number;
  /** The attacked area's number, 1-58. */
  readonly area: number;
  /** Owner of the area when attacked (kingdom index), -1 independent. */
  readonly defender: number;
  /** The event card that made the attack, -1 for the attack action. */
  readonly event: number;
  /**
   * The attacker's cards face down (5.1.2), Troop cards and Responses for the attack in one pile:
   * its Troops, then its Responses, each in the order placed (the order of the reveal, 5.1.5); -1
   * in a `view` for another kingdom, which cannot tell a Troop from a Response until the reveal.
   */
  readonly down: readonly number[];
  /** Response cards the other kingdoms placed face down so far, in the order placed (5.1.3-5.1.4). */
  readonly placed: readonly PlacedResponse[];
  /** Area numbers whose garrisons the defender spends (5.1.4); -1 in a `view` for another kingdom. */
  readonly garrisons: readonly number[];
}

/** The stage of an attack: its task kind. */
export type AttackStage = AttackTask['t'];

/** El Cid chooses the kingdom his Tregua applies to at the start of each turn (10.2). */
export interface TruceTask {
  /** The task kind. */
  readonly t: 'truce';
  /** El Cid's index in `state.kingdoms` (3 in the El Cid scenario). */
  readonly who: number;
}

/** A pending task of the decision machine (core): the stack in `state.tasks`, top = last. */
export type TaifaTask = RoundTask | AttackTask | TruceTask;

/** The final result, once the game has ended (8, 10.3). */
export interface TaifaResult {
  /** The winning kingdoms' indices in `state.kingdoms`: several on a tie that the card bonus does not break (8). */
  readonly winners: readonly number[];
  /** Why, in a sentence (`outcome().reason`). */
  readonly reason: string;
}

/**
 * The version of Taifa's state format: a saved state of another version is refused by
 * `validate` with a message that says so. Raise it when the state's JSON changes.
 */
export const TAIFA_FORMAT = 2;

/**
 * The formats this version no longer reads, and why: `validate` names the change in its refusal.
 * Format 1 kept the attacker's face-down Troops and Responses apart (`troops`, `placed`), so a view
 * told their kinds apart before the reveal (5.1.2); format 2 keeps them in one pile, `down`.
 */
export const TAIFA_OLD_FORMATS: Readonly<Record<number, string>> = {
  1: "format 1 kept an attacker's face-down Troop cards apart from its Responses (`troops`), which a view must not tell apart (5.1.2); format 2 keeps them face down together in `down`",
};

/** The whole state of a game of Taifa: plain JSON (its compact, hand-writable form is `TaifaPosition`). */
export interface TaifaState {
  /** Which game this state belongs to (contract: `validate`). */
  readonly game: 'taifa';
  /** The version of the state's JSON format (`taifa.format`). */
  readonly format: typeof TAIFA_FORMAT;
  /** Present on a view only: the seat it was made for (`view`); a view is not played on. */
  readonly viewer?: Viewer;
  /** The generator's state: every roll, draw and shuffle comes from it (hidden by `view`). */
  readonly rng: RngState;
  /** Which game: the standard game (3) or the El Cid solitaire (10). */
  readonly scenario: TaifaScenario;
  /** 1..3 (4). */
  readonly turn: number;
  /** Index of the kingdom whose round it is. */
  readonly current: number;
  /** Kingdoms that have passed in a row (4.4). */
  readonly passes: number;
  /** The kingdoms at the table in their order of play (2.2, 10.1); everything else names them by index here. */
  readonly kingdoms: readonly KingdomState[];
  /** Per area (index = number - 1): kingdom index, -1 independent, -2 out of play (El Cid, 10.1). */
  readonly owner: readonly number[];
  /** Per area: a garrison marker (2.2). */
  readonly garrison: readonly boolean[];
  /** Draw piles, top first: [Christian, Muslim]. */
  readonly decks: readonly [readonly number[], readonly number[]];
  /** The discard pile, face up, last discarded last (5.5, 5.1.7); reshuffled into the decks at the end of a turn (6). */
  readonly discard: readonly number[];
  /** Cards removed from the game (5.4), and in El Cid the Tregua he keeps (10.2). */
  readonly removed: readonly number[];
  /** Permanent events face up this turn (5.4): the Treguas in play. */
  readonly permanents: readonly PermanentCard[];
  /** El Cid only: the kingdom under his Tregua this turn, -1 none (10.2). */
  readonly cidTruce: number;
  /** Cards each kingdom draws per turn before its bonus: 8, or the El Cid table (7, 10.2). */
  readonly hands: readonly number[];
  /** The stack of pending tasks (top = last); empty once the game has ended. */
  readonly tasks: readonly TaifaTask[];
  /** Who won and why, once the game has ended (8, 10.3); null while it goes on. */
  readonly result: TaifaResult | null;
}

/** Every action. Kingdoms are named by id, areas by number, cards by id. */
export type TaifaAction =
  /** A rule-driven bot's decision (9). */
  | {
      /** The bot plays its whole round (9.1-9.4) or its Tregua choice (10.2) by its rules. */
      readonly type: 'bot';
    }
  /** Announce an attack on an area (5.1.1). */
  | {
      /** An attack (ataque), the round's action of 5.1. */
      readonly type: 'attack';
      /** The attacked area's number, 1-58: bordering one of yours, not yours, not under a Tregua (5.1.1). */
      readonly area: number;
    }
  /** Raid a bordering kingdom, discarding a Troop card, optionally with a Response such as Campeón (5.3). */
  | {
      /** An incursion (incursión), the round's action of 5.3. */
      readonly type: 'incursion';
      /** The raided kingdom: one owning an area connected to one of yours. */
      readonly kingdom: KingdomId;
      /** The Troop card (id) discarded to raid. */
      readonly card: number;
      /** A Response card (id) that may join an incursion (Campeón), or null. */
      readonly response: number | null;
    }
  /** Play an Event card (5.4) at its target, if it needs one. */
  | {
      /** An event (evento), the round's action of 5.4. */
      readonly type: 'event';
      /** The Event card (id) played from the hand. */
      readonly card: number;
      /** The target kingdom for an event that needs one (its `target` is a kingdom kind), else null. */
      readonly kingdom: KingdomId | null;
      /** The target area's number (1-58) for an event that needs one (its `target` is an area kind), else null. */
      readonly area: number | null;
    }
  /** Discard a card face up (5.5). */
  | {
      /** A discard (descarte), the round's action of 5.5. */
      readonly type: 'discard';
      /** The card (id) discarded from the hand. */
      readonly card: number;
    }
  /** Pass (5.6). */
  | {
      /** A pass: when every kingdom has passed in a row, the turn ends (4.4, 6). */
      readonly type: 'pass';
    }
  /** The attacker puts a card face down (5.1.2). */
  | {
      /** The attacker's choice of cards, one at a time (5.1.2). */
      readonly type: 'select-card';
      /** A Troop card, or a Response that may attack (id), from the attacker's hand. */
      readonly card: number;
    }
  /** A kingdom puts a Response card face down on one side (5.1.3). */
  | {
      /** A Response placed by another kingdom (5.1.3) or by the defender on its side (5.1.4). */
      readonly type: 'respond';
      /** The Response card (id), from the hand of the kingdom deciding. */
      readonly card: number;
      /** The side it helps: any side for a third kingdom, `'defence'` for the defender. */
      readonly side: 'attack' | 'defence';
    }
  /** The defender spends a garrison in or next to the attacked area (5.1.4). */
  | {
      /** Spending one garrison: +1 die to the defence; the garrison is used up (5.1.4). */
      readonly type: 'spend-garrison';
      /** The number (1-58) of the defender's area holding the garrison: the attacked one or one connected to it. */
      readonly area: number;
    }
  /** Done with the current face-down choice. */
  | {
      /** Ends the deciding kingdom's window; the attack moves to the next window or is resolved (5.1.3-5.1.5). */
      readonly type: 'commit';
    }
  /** The winner of an attack: +1 card bonus or a garrison in the conquered area (5.1.6). */
  | {
      /** The reward of a won attack (5.1.6). */
      readonly type: 'reward';
      /** `'bonus'`: the card bonus +1 (7); `'garrison'`: a garrison in the conquered area. */
      readonly choice: 'bonus' | 'garrison';
    }
  /** El Cid: the kingdom his Tregua applies to this turn (10.2). */
  | {
      /** El Cid's Tregua for the turn (10.2). */
      readonly type: 'truce';
      /** The Christian kingdom (`castilla` or `catalanes`) that may not attack nor raid El Cid this turn. */
      readonly kingdom: KingdomId;
    };
