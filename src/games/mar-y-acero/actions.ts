import * as z from '../../core/schema.js';
import type { Bag } from './data/units.js';

/**
 * Every decision of Mar y Acero is one small, flat action (strings and numbers only). Areas are
 * numbered 1-15; pieces are named by their id (`'jinete-3'`, `'colon'`). Which actions a decision
 * takes is said by the pending task (task-types.ts `Task`); `legalActions` lists them.
 */
export type MyaAction =
  /** 4.3.2 II: the Event card chosen in secret. */
  | {
      /** Choose an Event card. */
      readonly type: 'event';
      /** The card's number (1-8 Indigenous, 9-16 Spanish), from the side's hand. */
      readonly card: number;
    }
  /** 4.3.2 II-III: a drawn piece is deployed. */
  | {
      /** Place a piece being deployed. */
      readonly type: 'place';
      /** The id of one of the deployment's pieces. */
      readonly piece: string;
      /** The area it goes to, 1-15. */
      readonly area: number;
    }
  /** 4.4.3: the Royal scribes lift the parchment of an area. */
  | {
      /** Use the Royal scribes (Escribanos Reales). */
      readonly type: 'scribe';
      /** The area, 1-15: its parchment is lifted and it is worth 2 VP for the rest of the game. */
      readonly area: number;
    }
  /** Decline: stop spending PRR, use no scribes, remove no more Taínos (card 10), leave the rest of an evacuation (card 28). */
  | {
      /** Pass. */
      readonly type: 'pass';
    }
  /** 4.3.2 III: one reinforcement drawn at random from a bag (1 PRR). */
  | {
      /** Draw a reinforcement (refuerzo). */
      readonly type: 'draw';
      /** The side's bag to draw from; not the bag of the last draw. */
      readonly bag: Bag;
    }
  /** 4.3.2 III: a reduced unit flipped to full strength (1 PRR). */
  | {
      /** A replacement (reemplazo). */
      readonly type: 'flip';
      /** The id of a reduced unit of the side on the map. */
      readonly piece: string;
    }
  /** 4.3.2 IV, 4.4.1: the impulse activates an area. */
  | {
      /** Activate an area (over-stacked areas first). */
      readonly type: 'activate';
      /** An area the side controls and occupies, 1-15. */
      readonly area: number;
    }
  /** 4.4.2: the Spanish impulse builds instead. */
  | {
      /** Build (construir). */
      readonly type: 'build';
      /** Palisades (empalizadas, up to 3) or citadels (ciudadelas, up to 2). */
      readonly what: 'palisade' | 'citadel';
    }
  /** 4.4.2: one palisade or citadel built. */
  | {
      /** Build in an area. */
      readonly type: 'build-at';
      /** The area, 1-15. */
      readonly area: number;
    }
  /** 4.4.2: no more building this impulse. */
  | {
      /** Stop building. */
      readonly type: 'build-done';
    }
  /** 4.4.1 A: a piece moves from an open area, to an adjacent area (basic) or by sea (naval). */
  | {
      /** Move a piece. */
      readonly type: 'move';
      /** The id of the moving piece. */
      readonly piece: string;
      /** The area it moves to, 1-15. */
      readonly to: number;
    }
  /** 4.4.1 A naval difficulty (and withdrawal by sea, 4.4.1 B): a unit of the area is reduced (removed if already reduced) so that pieces may sail. */
  | {
      /** Pay the naval difficulty (Dificultad de Navegación). */
      readonly type: 'pay-naval';
      /** The area the pieces sail from, 1-15. */
      readonly area: number;
      /** The id of the unit that pays. */
      readonly piece: string;
    }
  /** 4.4.1 D: an incursion from the activated area instead of moving. */
  | {
      /** Make an incursion (incursión). */
      readonly type: 'incursion';
      /** The adjacent area with enemy units, 1-15. */
      readonly target: number;
    }
  /** 4.4.1 A: the movement of the activation is over. */
  | {
      /** End the movement. */
      readonly type: 'end-move';
    }
  /** 4.4.1 B: the combat resolved next, of those the movement started. */
  | {
      /** Resolve a combat. */
      readonly type: 'fight';
      /** The area of the combat, 1-15. */
      readonly area: number;
    }
  /** 4.4.1 B: one more fighter for this round (at most three), attacker first. */
  | {
      /** Commit a fighter. */
      readonly type: 'commit';
      /** The id of a piece of the side in the area's reserve. */
      readonly piece: string;
    }
  /** 4.4.1 B: one fighter swapped for one of the reserve (once per round). */
  | {
      /** Swap a fighter. */
      readonly type: 'swap';
      /** The id of the committed piece that leaves the fight. */
      readonly out: string;
      /** The id of the reserve piece that takes its place. */
      readonly in: string;
    }
  /** 4.4.1 B: keep the same fighters this round. */
  | {
      /** No swap. */
      readonly type: 'no-swap';
    }
  /** A piece chosen to suffer: a combat hit (4.4.1 B), a unit lost (cards 3, 34, 35), a Taíno removed (card 10), the unit converted (card 27). */
  | {
      /** Take a hit. */
      readonly type: 'hit';
      /** The id of the piece. */
      readonly piece: string;
    }
  /** 4.4.1 B withdrawal (repliegue), or card 28's evacuation: a piece leaves the area. */
  | {
      /** Withdraw a piece. */
      readonly type: 'withdraw';
      /** The id of the piece. */
      readonly piece: string;
      /** The area it goes to, 1-15 (`legalActions` lists those 4.4.1 B or the card allows). */
      readonly to: number;
    }
  /** 4.4.1 B: no (more) withdrawal. */
  | {
      /** Stay and fight on. */
      readonly type: 'stay';
    }
  /**
   * 4.5 Divine Grace/Yaya: `none`; `minus` with `die` (1-3, the die's number in the roll, counted
   * from 1 as the events and `describe` name it) for -1 on that die; `reroll` with `dice`, the
   * numbers of the dice re-rolled, ascending (`[1]`, `[1, 3]`, `[1, 2, 3]`...; `[1]` for the single
   * die of an incursion or gold search).
   */
  | {
      /** Use (or not) Divine Grace / Yaya on the roll just made. */
      readonly type: 'grace';
      /** Not at all, re-roll some dice, or -1 on one die. */
      readonly use: 'none' | 'reroll' | 'minus';
      /** With `minus`: the number (1-3) of the die that gets -1. */
      readonly die?: number;
      /** With `reroll`: the numbers (1-3, ascending) of the dice re-rolled. */
      readonly dice?: RerollDice;
    }
  /** 4.4.1 D: a second incursion attempt after a successful first. */
  | {
      /** Try again. */
      readonly type: 'again';
    }
  /** 4.4.1 D: no second attempt. */
  | {
      /** Stop the incursion. */
      readonly type: 'stop';
    }
  /** One of the options of a `choose` task: an area number, 0 for "no", or 0/1 for a yes/no choice. */
  | {
      /** Choose. */
      readonly type: 'choose';
      /** The option, one of the task's `options`. */
      readonly option: number;
    }
  /** The Nitayno's decision, in solitaire (rule 5). */
  | {
      /** The rule-driven bot plays the Indigenous decision. */
      readonly type: 'bot';
    };

/** 4.5: which dice of a roll (at most three) are re-rolled: their numbers from 1, ascending, none twice. */
export type RerollDice = readonly number[];
/** Every {@link RerollDice}, one die, then two, then three (the order of the legal lists). */
export const REROLL_DICE: readonly RerollDice[] = [[1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]];

/** A set of dice to re-roll: 1-3, ascending, none twice. */
const rerollDiceSchema = z.array(z.number().check(z.int(), z.gte(1), z.lte(3))).check(
  z.minLength(1),
  z.maxLength(3),
  z.refine((d) => d.every((v, i) => i === 0 || v > (d[i - 1] as number)), 'the dice are listed ascending, none twice'),
);

const area = z.number().check(z.int(), z.gte(1), z.lte(15));
const id = z.string().check(z.minLength(1));

/** The schema of every {@link MyaAction} (typed by it: the fields are documented there). */
export const myaActionSchema: z.Type<MyaAction> = z.union([
  z.strictObject({ type: z.literal('event'), card: z.number().check(z.int()) }),
  z.strictObject({ type: z.literal('place'), piece: id, area }),
  z.strictObject({ type: z.literal('scribe'), area }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('draw'), bag: z.enum(['soldier', 'settler', 'taino', 'carib', 'rebel']) }),
  z.strictObject({ type: z.literal('flip'), piece: id }),
  z.strictObject({ type: z.literal('activate'), area }),
  z.strictObject({ type: z.literal('build'), what: z.enum(['palisade', 'citadel']) }),
  z.strictObject({ type: z.literal('build-at'), area }),
  z.strictObject({ type: z.literal('build-done') }),
  z.strictObject({ type: z.literal('move'), piece: id, to: area }),
  z.strictObject({ type: z.literal('pay-naval'), area, piece: id }),
  z.strictObject({ type: z.literal('incursion'), target: area }),
  z.strictObject({ type: z.literal('end-move') }),
  z.strictObject({ type: z.literal('fight'), area }),
  z.strictObject({ type: z.literal('commit'), piece: id }),
  z.strictObject({ type: z.literal('swap'), out: id, in: id }),
  z.strictObject({ type: z.literal('no-swap') }),
  z.strictObject({ type: z.literal('hit'), piece: id }),
  z.strictObject({ type: z.literal('withdraw'), piece: id, to: area }),
  z.strictObject({ type: z.literal('stay') }),
  z.strictObject({ type: z.literal('grace'), use: z.literal('none') }),
  z.strictObject({ type: z.literal('grace'), use: z.literal('minus'), die: z.number().check(z.int(), z.gte(1), z.lte(3)) }),
  z.strictObject({ type: z.literal('grace'), use: z.literal('reroll'), dice: rerollDiceSchema }),
  z.strictObject({ type: z.literal('again') }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('choose'), option: z.number().check(z.int(), z.gte(0), z.lte(15)) }),
  z.strictObject({ type: z.literal('bot') }),
]) as unknown as z.Type<MyaAction>;
