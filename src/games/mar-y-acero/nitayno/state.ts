/**
 * The solitaire state of Mar y Acero (rule 5): what the Nitayno, the rule-driven
 * Indigenous bot, keeps between decisions. It lives in `state.solitaire` (null in the
 * two-player game). Plain JSON; `view` hides the order of the face-down decks (see `maskSolitaire`).
 */
import * as z from '../../../core/schema.js';

/** 5.4: 0 the ordinary solitaire, 1 Gobernador del Caribe, 2 Virrey de las Indias. */
export type SolitaireLevel = 0 | 1 | 2;
/** The schema of a {@link SolitaireLevel}. */
export const solitaireLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Effects of the Nitayno card revealed this turn that last the whole turn (5.3.2). */
export interface NitaynoTurnEffects {
  /** Card 50 (7-11 VP): naval difficulty this turn, whatever the Destiny card says. */
  readonly navalDifficulty: boolean;
  /** Card 50 (12+ VP): the Nitayno may stack 4 units (plus a leader) this turn. */
  readonly stackLimit4: boolean;
  /** Cards 48, 49 (12+ VP): no Divine Grace this turn; the Nitayno holds Yaya. */
  readonly yaya: boolean;
  /** Card 45 (turn 6): +1 to every Spanish roll during the Nitayno's last impulse. */
  readonly spanishRollBonus: number;
}

/**
 * What the Nitayno decided at the start of a multi-step procedure and still has to carry
 * out through the engine's decisions (one `bot` action each): its impulse (5.3.5) or where
 * the units it drew go (5.3.4).
 */
export type NitaynoPlan =
  /** 5.3.5: an impulse that moves pieces from the activation area to the target area. */
  | {
      /** A movement. */
      readonly kind: 'move';
      /** The activation area, 1-15. */
      readonly from: number;
      /** The target area (Área Objetivo), 1-15. */
      readonly to: number;
      /** The area passed through by extended movement, null for a direct move. */
      readonly via: number | null;
      /** The pieces that move, in the order they go. */
      readonly pieces: readonly string[];
      /** The target's priority row (1-6) in the table of 5.3.5. */
      readonly priority: number;
      /** The impulse the plan was made for: turn * 10 + impulses left (see planStamp). */
      readonly stamp: number;
    }
  /** 5.3.5: an impulse that makes an incursion. */
  | {
      /** An incursion. */
      readonly kind: 'incursion';
      /** The activation area, 1-15. */
      readonly from: number;
      /** The area raided, 1-15. */
      readonly to: number;
      /** The target's priority row (1-6) of 5.3.5, or null for an incursion chosen without the target table. */
      readonly priority: number | null;
      /** The impulse the plan was made for: turn * 10 + impulses left (see planStamp). */
      readonly stamp: number;
    }
  /** 5.3.4: where the reinforcements drawn still have to go. */
  | {
      /** A reinforcement. */
      readonly kind: 'reinforce';
      /** The areas planned for the units not yet placed, in order. */
      readonly areas: readonly number[];
    };

/** The schema of a {@link NitaynoPlan}. */
export const nitaynoPlanSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('move'),
    from: z.number().check(z.int(), z.gte(1), z.lte(15)),
    to: z.number().check(z.int(), z.gte(1), z.lte(15)),
    via: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(15))),
    pieces: z.array(z.string()),
    priority: z.number().check(z.int(), z.gte(1), z.lte(6)),
    stamp: z.number().check(z.int(), z.gte(0)),
  }),
  z.strictObject({
    kind: z.literal('incursion'),
    from: z.number().check(z.int(), z.gte(1), z.lte(15)),
    to: z.number().check(z.int(), z.gte(1), z.lte(15)),
    priority: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(6))),
    stamp: z.number().check(z.int(), z.gte(0)),
  }),
  z.strictObject({ kind: z.literal('reinforce'), areas: z.array(z.number().check(z.int(), z.gte(1), z.lte(15))) }),
]);

/** What the Nitayno keeps between decisions in solitaire (rule 5): `state.solitaire`. */
export interface SolitaireState {
  /** The difficulty (5.4), as in the options. */
  readonly level: SolitaireLevel;
  /** 5.2 step 13.1: the face-down turn-2 Nitayno deck (cards 41-43), top first; ascending in a view. */
  readonly turn2Deck: readonly number[];
  /** 5.2 step 13.1: the face-down turns 3-6 Nitayno deck (cards 44-52), top first; ascending in a view. */
  readonly laterDeck: readonly number[];
  /** 5.2 step 11: the Nitayno's face-down Indigenous event deck (all 8 cards), top first; ascending in a view. */
  readonly eventDeck: readonly number[];
  /** 5.3.2: the Nitayno card revealed this turn (null before the Special Solitaire phase). */
  readonly card: number | null;
  /** 5.3.2/5.3.5: the card whose turn-6 instruction the Nitayno's last impulse follows. */
  readonly finalCard: number | null;
  /** 5.2 step 15.1: where the Objetivo marker lies (card 46), null when beside the map. */
  readonly target: number | null;
  /** What this turn's Nitayno card changes for the whole turn (5.3.2). */
  readonly effects: NitaynoTurnEffects;
  /** The procedure the Nitayno is carrying out, null between procedures. */
  readonly plan: NitaynoPlan | null;
}

/** The schema of {@link NitaynoTurnEffects}. */
export const nitaynoTurnEffectsSchema = z.strictObject({
  navalDifficulty: z.boolean(),
  stackLimit4: z.boolean(),
  yaya: z.boolean(),
  spanishRollBonus: z.number().check(z.int(), z.gte(0), z.lte(1)),
});

const cardId = z.number().check(z.int(), z.gte(0), z.lte(99));

/** The schema of {@link SolitaireState}. */
export const solitaireStateSchema = z.strictObject({
  level: solitaireLevelSchema,
  turn2Deck: z.array(cardId),
  laterDeck: z.array(cardId),
  eventDeck: z.array(cardId),
  card: z.nullable(cardId),
  finalCard: z.nullable(cardId),
  target: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(15))),
  effects: nitaynoTurnEffectsSchema,
  plan: z.nullable(nitaynoPlanSchema),
});

/** No turn effect: the value at set-up, and the start of each Special Solitaire phase before its card is read (5.3.2). */
export const NO_TURN_EFFECTS: NitaynoTurnEffects = Object.freeze({
  navalDifficulty: false,
  stackLimit4: false,
  yaya: false,
  spanishRollBonus: 0,
});

/**
 * What a viewer sees of the solitaire state: each face-down deck's cards in ascending order (5.2
 * steps 11 and 13.1: the decks lie face down, so their order is unknown to all; every card that
 * leaves one is revealed, 5.3.2 and 5.3.3, so what each still holds is known).
 */
export function maskSolitaire(s: SolitaireState | null): SolitaireState | null {
  if (s === null) return null;
  const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);
  return { ...s, turn2Deck: sorted(s.turn2Deck), laterDeck: sorted(s.laterDeck), eventDeck: sorted(s.eventDeck) };
}

/**
 * The solitaire state rebuilt in one fixed field order, its turn effects too: every state then
 * reads them through one object shape, whatever spread, computed key or freeze made them.
 */
export function solitaireOf(s: SolitaireState): SolitaireState {
  const e = s.effects;
  return {
    level: s.level,
    turn2Deck: s.turn2Deck,
    laterDeck: s.laterDeck,
    eventDeck: s.eventDeck,
    card: s.card,
    finalCard: s.finalCard,
    target: s.target,
    effects: { navalDifficulty: e.navalDifficulty, stackLimit4: e.stackLimit4, yaya: e.yaya, spanishRollBonus: e.spanishRollBonus },
    plan: s.plan,
  };
}

/**
 * A copy of the solitaire state with the given fields changed (an absent field keeps its value),
 * built field by field in the order of `nitaynoSetup`, only the keys the patch has read and
 * written by name (as ../phase-state.ts `patchState` does).
 * V8: worth keeping. As a spread (`{ ...s, ...p }`) a whole Viceroy (II) game cost 11% more
 * instructions (7.60 M against 6.79 M a game, valgrind with node --predictable), though this
 * runs some 20 times a game: the engine's reads of the solitaire state that follow are what slow
 * down. `withPlan` and `patchEffects` as spreads measured no difference.
 */
export function patchSolitaire(s: SolitaireState, p: Partial<SolitaireState>): SolitaireState {
  const out: SolitaireDraft = {
    level: s.level,
    turn2Deck: s.turn2Deck,
    laterDeck: s.laterDeck,
    eventDeck: s.eventDeck,
    card: s.card,
    finalCard: s.finalCard,
    target: s.target,
    effects: s.effects,
    plan: s.plan,
  };
  for (const k in p) {
    const v = (p as Record<string, unknown>)[k];
    if (v !== undefined) setSolitaireField(out, k, v);
  }
  return out;
}

type SolitaireDraft = { -readonly [K in keyof SolitaireState]: SolitaireState[K] };

/** Writes one field of a solitaire patch by name (see `patchSolitaire`: a write keyed by a changing name is slow on V8). */
function setSolitaireField(out: SolitaireDraft, k: string, v: unknown): void {
  switch (k) {
    case 'level':
      out.level = v as SolitaireState['level'];
      return;
    case 'turn2Deck':
      out.turn2Deck = v as SolitaireState['turn2Deck'];
      return;
    case 'laterDeck':
      out.laterDeck = v as SolitaireState['laterDeck'];
      return;
    case 'eventDeck':
      out.eventDeck = v as SolitaireState['eventDeck'];
      return;
    case 'card':
      out.card = v as SolitaireState['card'];
      return;
    case 'finalCard':
      out.finalCard = v as SolitaireState['finalCard'];
      return;
    case 'target':
      out.target = v as SolitaireState['target'];
      return;
    case 'effects':
      out.effects = v as SolitaireState['effects'];
      return;
    case 'plan':
      out.plan = v as SolitaireState['plan'];
      return;
    default:
      throw new Error(`patchSolitaire: ${k} is not a field of the solitaire state`);
  }
}

/** The turn effects with the given fields changed. */
export function patchEffects(e: NitaynoTurnEffects, p: Partial<NitaynoTurnEffects>): NitaynoTurnEffects {
  // One literal in the field order of NO_TURN_EFFECTS: the Nitayno's rules read these on every decision.
  return {
    navalDifficulty: p.navalDifficulty ?? e.navalDifficulty,
    stackLimit4: p.stackLimit4 ?? e.stackLimit4,
    yaya: p.yaya ?? e.yaya,
    spanishRollBonus: p.spanishRollBonus ?? e.spanishRollBonus,
  };
}

/** A copy of the solitaire state with a new plan. */
/** The solitaire state with another event deck (5.3.3: the card the Nitayno plays leaves it), one literal like `withPlan`. */
export function withEventDeck(s: SolitaireState, eventDeck: SolitaireState['eventDeck']): SolitaireState {
  return {
    level: s.level,
    turn2Deck: s.turn2Deck,
    laterDeck: s.laterDeck,
    eventDeck,
    card: s.card,
    finalCard: s.finalCard,
    target: s.target,
    effects: s.effects,
    plan: s.plan,
  };
}

export function withPlan(s: SolitaireState, plan: NitaynoPlan | null): SolitaireState {
  // One literal in the field order of nitaynoSetup, like patchSolitaire (a spread showed as 1.7% of a Viceroy game's profile).
  return {
    level: s.level,
    turn2Deck: s.turn2Deck,
    laterDeck: s.laterDeck,
    eventDeck: s.eventDeck,
    card: s.card,
    finalCard: s.finalCard,
    target: s.target,
    effects: s.effects,
    plan,
  };
}
