/**
 * The pending tasks of Mar y Acero's decision machine (machine.ts), the stack `MyaState.tasks`
 * (state.ts), top = last: what each task records between one step and the next, from the phases
 * of the sequence of play (4.3.1, 4.3.2) to a combat round by round (4.4.1 B) and an activation's
 * moves (4.4.1 A). A task with a `seat` is that side's pending decision; the others run by
 * themselves inside `step`. The zod schemas that check these types are in state-schema.ts.
 */
import type { AreaTier, Effect } from './data/cards.js';
import type { Bag, Side } from './data/units.js';
import type { Piece } from './state.js';

/** Combat groups: the two sides, or the two peoples in an Indigenous conflict (4.3.2 I). */
export type Group = 'spanish' | 'indigenous' | 'taino' | 'carib';

/** The steps of a combat round (4.4.1 B), in order; `A` the attacker's, `D` the defender's. */
export type CombatStage =
  | 'start'
  | 'commitA'
  | 'commitD'
  | 'swapA'
  | 'swapD'
  | 'rollA'
  | 'graceA'
  | 'rollD'
  | 'graceD'
  | 'hitsA'
  | 'hitsD'
  | 'withdrawD'
  | 'withdrawA'
  | 'end';

/**
 * 4.4.1 B: a combat in one area, round by round; `stage` says which step of the round is next and
 * whose decision it is (the `A` stages the attacker's, the `D` stages the defender's).
 */
export interface CombatTask {
  /** The task kind. */
  readonly t: 'combat';
  /** The area of the combat, 1-15. */
  readonly area: number;
  /** A attacks, D defends. */
  readonly a: Group;
  /** The defending group. */
  readonly d: Group;
  /** Non-simultaneous combat (4.4.1 B): this group strikes and inflicts its hits first. */
  readonly first: 'a' | 'd' | null;
  /** Areas the attackers came from (withdrawal may not go to the attacker's origin, 4.4.1 B). */
  readonly origins: readonly number[];
  /** The round, from 1: new rounds while both sides have fighters (4.4.1 B). */
  readonly round: number;
  /** The next step of the round. */
  readonly stage: CombatStage;
  /** The ids of the attacker's committed fighters this round (at most three), in commitment order. */
  readonly ca: readonly string[];
  /** The ids of the defender's committed fighters. */
  readonly cd: readonly string[];
  /** The attacker's dice this round, one per fighter in commitment order (hit on a roll at or below its factor; 1 always hits, 6 always misses). */
  readonly diceA: readonly number[];
  /** The defender's dice this round. */
  readonly diceD: readonly number[];
  /** Hits the attackers / defenders still have to take. */
  readonly hitsOnA: number;
  /** Hits the defenders still have to take. */
  readonly hitsOnD: number;
  /** Whether A's / D's rolls have been resolved this round (for non-simultaneous combat). */
  readonly doneA: boolean;
  /** Whether D's rolls have been resolved this round. */
  readonly doneD: boolean;
  /** Withdrawal by sea (4.4.1 B): the naval-difficulty reduction paid by the withdrawing side, and Rebel companions. */
  readonly navalPaid: boolean;
  /** Rebel companions that may still follow a Rebel's withdrawal by sea. */
  readonly credits: readonly {
    /** The area the Rebel withdrew to by sea. */
    readonly to: number;
    /** Companions that may still follow it there. */
    readonly n: number;
  }[];
  /** What started the combat, for the prompt and the events (`'the landing (4.3.1 V)'`, a card). */
  readonly label: string;
}

/**
 * What the moves of an activation read of the map (4.4.1 A, 4.3.2 I), as area masks (bit a for
 * area a), kept in the activation as its pieces move (move-facts.ts).
 */
export interface MoveFacts {
  /** Areas holding the other side's pieces: a move stops there and nothing leaves them. */
  readonly enemies: number;
  /** Of those, the areas where the moving side's units are at the stacking limit: no unit may enter them (4.4.1 A). */
  readonly full: number;
  /** On a conflict turn, for the Indigenous, the areas holding Caribs (a Taíno may not join them, 4.3.2 I); 0 otherwise. */
  readonly caribAreas: number;
  /** On a conflict turn, for the Indigenous, the areas holding Taínos (a Carib may not join them); 0 otherwise. */
  readonly tainoAreas: number;
}

/** 4.4.1 A: a side moves pieces out of an activated area (and the areas extended movement opens). */
export interface ActivationTask {
  /** The task kind. */
  readonly t: 'activation';
  /** The side moving. */
  readonly seat: Side;
  /** The area activated, 1-15. */
  readonly origin: number;
  /** Areas activated this impulse (the origin and the areas reached by extended movement, 4.4.1 A). */
  readonly open: readonly number[];
  /**
   * Per area (index = area - 1), the pieces that have left it in this activation: a piece never
   * leaves the same area twice (4.4.1 A).
   */
  readonly left: readonly (readonly string[])[];
  /** Areas where the naval-difficulty (or card 24) reduction was paid. */
  readonly paid: readonly number[];
  /** 4.4.1 A Indigenous naval restriction: each Rebel's naval move lets one companion follow. */
  readonly credits: readonly {
    /** The area the Rebel left. */
    readonly from: number;
    /** The area it reached by sea. */
    readonly to: number;
    /** Companions that may still follow it. */
    readonly n: number;
  }[];
  /** Areas where the move ended against enemies: combat after the movement. */
  readonly fights: readonly number[];
  /** For each area of `fights`, the areas its attackers came from (withdrawal may not go there, 4.4.1 B). */
  readonly origins: readonly {
    /** The area of the combat. */
    readonly area: number;
    /** An area attackers came from. */
    readonly from: number;
  }[];
  /** Whether any piece has moved in this activation (an incursion is offered only before any move, 4.4.1 D). */
  readonly moved: boolean;
  /** Card 37: an activation out of the impulse sequence. */
  readonly free: boolean;
  /** What its moves read of the map, kept as they are made; null until the first move when the activation was built without the state (`newActivation`). */
  readonly facts: MoveFacts | null;
  /**
   * The areas (bit a for area a) where a piece stands that left them before in this activation (it
   * came back, and stays, 4.4.1 A): only there do the departures (`left`) name a piece present.
   */
  readonly returned: number;
}

/**
 * A pending task of the decision machine (core): the stack in `state.tasks`, top = last. Tasks with
 * a `seat` wait for that side's decision; the others (`phase`, `effects`, `settle`, and a `gold`
 * or `incursion` roll) run by themselves inside `step`.
 */
export type Task =
  /** A phase of the sequence of play to run (4.3.1, 4.3.2; 5.3.2 in solitaire). */
  | {
      /** The task kind. */
      readonly t: 'phase';
      /**
       * Which: turn 1 "1492" (`turn1`, `turn1Done`, 4.3.1), a new turn (`turnStart`), the Destiny
       * phase and the Indigenous conflict (`destiny`, `conflict`, 4.3.2 I), the Special Solitaire
       * phase (`special`, 5.3.2), the Event phase (`event`, `reveal`, 4.3.2 II), the Replacement and
       * Reinforcement phase (`reinforcement`, 4.3.2 III), the Impulse phase (`impulses`, 4.3.2 IV;
       * `lastImpulse`, the Nitayno's last of turn 6, 5.3.5), the Final phase (`final`, 4.3.2 V).
       */
      readonly phase:
        | 'setupDone'
        | 'turn1'
        | 'turn1Done'
        | 'turnStart'
        | 'destiny'
        | 'conflict'
        | 'special'
        | 'event'
        | 'reveal'
        | 'reinforcement'
        | 'impulses'
        | 'lastImpulse'
        | 'final';
    }
  /** A revealed card's effects, run one after the other (4.3.2 I-II). */
  | {
      /** The task kind. */
      readonly t: 'effects';
      /** The side whose card it is. */
      readonly seat: Side;
      /** The card's number (Event 1-16, Destiny 17-39, Nitayno 41-52). */
      readonly card: number;
      /** The effects still to run, first next. */
      readonly effects: readonly Effect[];
    }
  /** A side chooses its Event card in secret (4.3.2 II): `{ type: 'event', card }`. */
  | {
      /** The task kind. */
      readonly t: 'chooseEvent';
      /** The side choosing. */
      readonly seat: Side;
    }
  /** A side places units it drew, one at a time (`place`): by a card (4.3.2 II) or as reinforcements (4.3.2 III). */
  | {
      /** The task kind. */
      readonly t: 'deploy';
      /** The side deploying. */
      readonly seat: Side;
      /** The drawn pieces still to place. */
      readonly pieces: readonly Piece[];
      /** Where they may go: the card's tiers of areas (the first tier with room is used), or the reinforcement priorities (4.3.2 III). */
      readonly where: readonly AreaTier[] | 'reinforcement';
      /** The card's over-stacking icon: every piece in one area, whatever the stacking limit (4.2). */
      readonly overstack: boolean;
      /** The arriving units strike first in the combats that follow (non-simultaneous combat, 4.4.1 B). */
      readonly strikeFirst: boolean;
      /** Card 7: areas that each get at least one unit while the units allow it. */
      readonly spread: readonly number[];
      /** With over-stacking, the area the first piece went to, where the rest follow; else null. */
      readonly area: number | null;
      /** Areas that have received pieces (a combat follows in each that holds both sides). */
      readonly placed: readonly number[];
      /** Whether the Royal scribes may act afterwards in the areas reached (4.4.3). */
      readonly scribes: boolean;
      /** What is deployed, for the prompt and the events (`'reinforcements'`, a card's title). */
      readonly label: string;
    }
  /** 4.4.3: the Spanish may use Royal scribes (`scribe` an area, or `pass`). */
  | {
      /** The task kind. */
      readonly t: 'scribeOffer';
      /** Always the Spanish. */
      readonly seat: 'spanish';
      /** The areas where scribes may act; empty: any area with a parchment and a scribe. */
      readonly areas: readonly number[];
    }
  /** 4.3.2 III: a side spends its replacement and reinforcement points (PRR): `draw`, `flip`, or `pass`. */
  | {
      /** The task kind. */
      readonly t: 'prr';
      /** The side spending. */
      readonly seat: Side;
      /** Points left; each draw from a bag or flip of a reduced unit costs 1. */
      readonly points: number;
      /** The bag of the last draw: the next draw must be from another bag; null before the first. */
      readonly lastBag: Bag | null;
      /** The units drawn so far, deployed by the reinforcement priorities once the points are spent. */
      readonly drawn: readonly Piece[];
    }
  /** 4.3.2 IV: a side's impulse: `activate` an area, or for the Spanish `build` (4.4.2). */
  | {
      /** The task kind. */
      readonly t: 'impulse';
      /** The side whose impulse it is. */
      readonly seat: Side;
    }
  /** 4.4.2: the Spanish build palisades (up to 3) or citadels (up to 2): `build-at` an area, or `build-done`. */
  | {
      /** The task kind. */
      readonly t: 'build';
      /** Always the Spanish. */
      readonly seat: 'spanish';
      /** What is built. */
      readonly what: 'palisade' | 'citadel';
      /** How many more may be built in this impulse. */
      readonly left: number;
      /** How many have been built (`build-done` is offered once one has). */
      readonly built: number;
    }
  | ActivationTask
  /** 4.4.1 B: after a movement, the moving side chooses which combat to resolve next (`fight`). */
  | {
      /** The task kind. */
      readonly t: 'fightOrder';
      /** The side that moved. */
      readonly seat: Side;
      /** The areas with a combat still to resolve. */
      readonly areas: readonly number[];
      /** For each combat area, the areas its attackers came from (withdrawal may not go there). */
      readonly origins: readonly {
        /** The area of the combat. */
        readonly area: number;
        /** An area attackers came from. */
        readonly from: number;
      }[];
    }
  | CombatTask
  /** 4.4.1 D: an incursion from the activated area into an adjacent one: a die on the attempt's table. */
  | {
      /** The task kind. */
      readonly t: 'incursion';
      /** The raiding side. */
      readonly seat: Side;
      /** The activated area the incursion comes from, 1-15. */
      readonly origin: number;
      /** The adjacent area with enemy units it goes into, 1-15. */
      readonly target: number;
      /** The first attempt, or the second after a successful first (with its own table). */
      readonly attempt: 1 | 2;
      /** `roll`: to roll; `grace`: rolled, Divine Grace/Yaya may change it (4.5); `again`: the first attempt succeeded, a second may follow (`again` / `stop`). */
      readonly stage: 'roll' | 'grace' | 'again';
      /** The die rolled (0 before the roll). */
      readonly die: number;
    }
  /** 4.4.1 C: gold searches (Búsqueda de oro), one per area the Spanish conquered, on the Destiny card's table. */
  | {
      /** The task kind. */
      readonly t: 'gold';
      /** The areas still to search, the current one first. */
      readonly areas: readonly number[];
      /** `roll`: to roll; `grace`: rolled, Divine Grace may change it (4.5). */
      readonly stage: 'roll' | 'grace';
      /** The die rolled (0 before the roll). */
      readonly die: number;
    }
  /** 4.2, after every resolution: control, the VP marker, palisades and citadels, Anacaona, gold searches due, annihilation. */
  | {
      /** The task kind. */
      readonly t: 'settle';
    }
  /** Cards 3, 34, 35: the Spanish remove units of a bag, one at a time (card 3: nearest to Colón first). */
  | {
      /** The task kind. */
      readonly t: 'lose';
      /** Always the Spanish, who choose which unit goes (`hit`). */
      readonly seat: 'spanish';
      /** Soldiers (yellow bag) or settlers (red bag). */
      readonly bag: 'soldier' | 'settler';
      /** Units still to remove. */
      readonly count: number;
      /** Card 3: the units nearest to Colón go first. */
      readonly nearColon: boolean;
    }
  /** Card 10: the Spanish remove up to `left` more Taínos of the area, one at a time (`hit`), or stop (`pass`). */
  | {
      /** The task kind. */
      readonly t: 'removeTainos';
      /** Always the Spanish. */
      readonly seat: 'spanish';
      /** The area chosen for Guacanagarí, 1-15. */
      readonly area: number;
      /** Taínos that may still be removed (up to 3 in all). */
      readonly left: number;
    }
  /** Card 27: the Indigenous choose which unit of the area becomes a settler. */
  | {
      /** The task kind. */
      readonly t: 'convert';
      /** Always the Indigenous, who choose the unit (`hit`). */
      readonly seat: 'indigenous';
      /** The area, 1-15. */
      readonly area: number;
    }
  /** Card 28: the Indigenous pieces leave an area that turns Spanish (or are eliminated); then soldiers hold it. */
  | {
      /** The task kind. */
      readonly t: 'evacuate';
      /** Always the Indigenous, who move their pieces out (`withdraw`) or leave the rest to be eliminated (`pass`). */
      readonly seat: 'indigenous';
      /** The area turning Spanish, 1-15. */
      readonly area: number;
      /** Soldiers drawn to hold it afterwards. */
      readonly soldiers: number;
    }
  /** A choice a card or a rule leaves to a side (`choose` one of `options`). */
  | {
      /** The task kind. */
      readonly t: 'choose';
      /** The side choosing. */
      readonly seat: Side;
      /** What is decided. */
      readonly purpose: ChoosePurpose;
      /** The options: area numbers (0 for "no" where declining is allowed), or 0/1 for a yes/no choice. */
      readonly options: readonly number[];
    };

/** What a generic choice decides; options are area numbers (or 0/1 for yes/no choices). */
export type ChoosePurpose =
  | 'turn1Activate'
  | 'guacanagari'
  | 'paradise'
  | 'eclipse'
  | 'tierraFirme'
  | 'intrigue'
  | 'colonHealth'
  | 'colonPlace'
  | 'hijosCitadel'
  | 'hijosSwap';
