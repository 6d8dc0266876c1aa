/**
 * The state of Mar y Acero: plain JSON. The game is a stack of tasks (`tasks`, top = last):
 * the decision machine (machine.ts) runs the tasks with no choice inside `step`; a task that
 * needs a choice stays on top and is the pending decision of its `seat`.
 */
import { z } from 'zod';
import { rngStateSchema, type RngState } from '../../core/index.js';
import type { AreaTier, Effect } from './data/cards.js';
import { PIECE_KINDS, UNIT_KINDS, type Bag, type PieceKind, type Side, type UnitKind } from './data/units.js';
import { solitaireStateSchema, type SolitaireState } from './nitayno/state.js';

export type { Side };

export interface Piece {
  readonly id: string;
  readonly kind: PieceKind;
  readonly side: Side;
  readonly reduced: boolean;
}

export interface AreaState {
  readonly pieces: readonly Piece[];
  /** 4.4.3: the parchment hiding the 2-VP box. */
  readonly parchment: boolean;
  readonly palisade: boolean;
  readonly citadel: boolean;
  /** Card 25: Anacaona's marker and the side it shows; null when she is not here. */
  readonly anacaona: Side | null;
}

/** Combat groups: the two sides, or the two peoples in an Indigenous conflict (4.3.2 I). */
export type Group = 'spanish' | 'indigenous' | 'taino' | 'carib';

export type CombatStage =
  | 'start' | 'commitA' | 'commitD' | 'swapA' | 'swapD' | 'rollA' | 'graceA' | 'rollD' | 'graceD'
  | 'hitsA' | 'hitsD' | 'withdrawD' | 'withdrawA' | 'end';

export interface CombatTask {
  readonly t: 'combat';
  readonly area: number;
  /** A attacks, D defends. */
  readonly a: Group;
  readonly d: Group;
  /** Non-simultaneous combat (4.4.1 B): this group strikes and inflicts its hits first. */
  readonly first: 'a' | 'd' | null;
  /** Areas the attackers came from (withdrawal may not go to the attacker's origin, 4.4.1 B). */
  readonly origins: readonly number[];
  readonly round: number;
  readonly stage: CombatStage;
  readonly ca: readonly string[];
  readonly cd: readonly string[];
  readonly diceA: readonly number[];
  readonly diceD: readonly number[];
  /** Hits the attackers / defenders still have to take. */
  readonly hitsOnA: number;
  readonly hitsOnD: number;
  /** Whether A's / D's rolls have been resolved this round (for non-simultaneous combat). */
  readonly doneA: boolean;
  readonly doneD: boolean;
  /** Withdrawal by sea (4.4.1 B): the naval-difficulty reduction paid by the withdrawing side, and Rebel companions. */
  readonly navalPaid: boolean;
  readonly credits: readonly { readonly to: number; readonly n: number }[];
  readonly label: string;
}

export interface ActivationTask {
  readonly t: 'activation';
  readonly seat: Side;
  readonly origin: number;
  /** Areas activated this impulse (the origin and the areas reached by extended movement, 4.4.1 A). */
  readonly open: readonly number[];
  /**
   * Per area (index = area - 1), the pieces that have left it in this activation: a piece never
   * leaves the same area twice (4.4.1 A).
   */
  readonly left: readonly (readonly string[])[];
  /** Areas that received pieces (the stacking limit holds there at the end). */
  readonly entered: readonly number[];
  /** Areas where the naval-difficulty (or card 24) reduction was paid. */
  readonly paid: readonly number[];
  /** 4.4.1 A Indigenous naval restriction: each Rebel's naval move lets one companion follow. */
  readonly credits: readonly { readonly from: number; readonly to: number; readonly n: number }[];
  /** Areas where the move ended against enemies: combat after the movement. */
  readonly fights: readonly number[];
  readonly origins: readonly { readonly area: number; readonly from: number }[];
  readonly moved: boolean;
  /** Card 37: an activation out of the impulse sequence. */
  readonly free: boolean;
}

export type Task =
  | {
      readonly t: 'phase';
      readonly phase: 'setupDone' | 'turn1' | 'turn1Done' | 'turnStart' | 'destiny' | 'conflict' | 'special' | 'event' | 'reveal' | 'reinforcement' | 'impulses' | 'lastImpulse' | 'final';
    }
  | { readonly t: 'effects'; readonly seat: Side; readonly card: number; readonly effects: readonly Effect[] }
  | { readonly t: 'chooseEvent'; readonly seat: Side }
  | {
      readonly t: 'deploy'; readonly seat: Side; readonly pieces: readonly Piece[]; readonly where: readonly AreaTier[] | 'reinforcement';
      readonly overstack: boolean; readonly strikeFirst: boolean; readonly spread: readonly number[]; readonly area: number | null;
      readonly placed: readonly number[]; readonly scribes: boolean; readonly label: string;
    }
  | { readonly t: 'scribeOffer'; readonly seat: 'spanish'; readonly areas: readonly number[] }
  | { readonly t: 'prr'; readonly seat: Side; readonly points: number; readonly lastBag: Bag | null; readonly drawn: readonly Piece[] }
  | { readonly t: 'impulse'; readonly seat: Side }
  | { readonly t: 'build'; readonly seat: 'spanish'; readonly what: 'palisade' | 'citadel'; readonly left: number; readonly built: number }
  | ActivationTask
  | { readonly t: 'fightOrder'; readonly seat: Side; readonly areas: readonly number[]; readonly origins: readonly { readonly area: number; readonly from: number }[] }
  | CombatTask
  | {
      readonly t: 'incursion'; readonly seat: Side; readonly origin: number; readonly target: number; readonly attempt: 1 | 2;
      readonly stage: 'roll' | 'grace' | 'again'; readonly die: number;
    }
  | { readonly t: 'gold'; readonly areas: readonly number[]; readonly stage: 'roll' | 'grace'; readonly die: number }
  | { readonly t: 'settle' }
  /** Cards 3, 34, 35: the Spanish remove units of a bag, one at a time (card 3: nearest to Colón first). */
  | { readonly t: 'lose'; readonly seat: 'spanish'; readonly bag: 'soldier' | 'settler'; readonly count: number; readonly nearColon: boolean }
  /** Card 10: the Spanish remove up to `left` more Taínos of the area, one at a time (`hit`), or stop (`pass`). */
  | { readonly t: 'removeTainos'; readonly seat: 'spanish'; readonly area: number; readonly left: number }
  /** Card 27: the Indigenous choose which unit of the area becomes a settler. */
  | { readonly t: 'convert'; readonly seat: 'indigenous'; readonly area: number }
  /** Card 28: the Indigenous pieces leave an area that turns Spanish (or are eliminated); then soldiers hold it. */
  | { readonly t: 'evacuate'; readonly seat: 'indigenous'; readonly area: number; readonly soldiers: number }
  | { readonly t: 'choose'; readonly seat: Side; readonly purpose: ChoosePurpose; readonly options: readonly number[] };

/** What a generic choice decides; options are area numbers (or 0/1 for yes/no choices). */
export type ChoosePurpose =
  | 'turn1Activate' | 'guacanagari' | 'paradise' | 'eclipse' | 'tierraFirme' | 'intrigue' | 'colonHealth'
  | 'colonPlace' | 'hijosCitadel' | 'hijosSwap';

export interface MyaState {
  readonly rng: RngState;
  readonly mode: 'two-player' | 'solitaire';
  readonly level: 0 | 1 | 2;
  readonly testamentRule: boolean;
  readonly turn: number;
  readonly vp: number;
  readonly royalSupport: number;
  /** 4.5: the side shown, whether it was used in this phase/impulse window, and this turn. */
  readonly grace: { readonly side: Side; readonly usedWindow: boolean; readonly usedTurn: boolean };
  /** Impulses left this turn, per side (the Impulse track). */
  readonly impulses: { readonly spanish: number; readonly indigenous: number };
  readonly destiny: number | null;
  readonly turn1Deck: readonly number[];
  readonly destinyDeck: readonly number[];
  readonly hands: { readonly spanish: readonly number[]; readonly indigenous: readonly number[] };
  /** The cards chosen this Event phase (secret until both are chosen). */
  readonly played: { readonly spanish: number | null; readonly indigenous: number | null };
  /** Turn-long restrictions from the Destiny card (cards 23 and 24). */
  readonly restriction: 'none' | 'noNaval' | 'broma';
  /** 4.3.2 II: whether both Event cards have been revealed this turn (until then each is secret). */
  readonly revealed: boolean;
  readonly map: readonly AreaState[];
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
  readonly nextId: number;
  readonly tasks: readonly Task[];
  readonly solitaire: SolitaireState | null;
  readonly result: { readonly winner: Side; readonly reason: string; readonly level: string; readonly vp: number } | null;
}

/**
 * Every field of the state, in the order of setup's literal and of the fixed-shape copy (tasks.ts
 * `withRngMapTasks`): the list the schema's shape, the copy and `patchState` are checked against.
 */
export const STATE_FIELDS = [
  'rng', 'mode', 'level', 'testamentRule', 'turn', 'vp', 'royalSupport', 'grace', 'impulses', 'destiny', 'turn1Deck', 'destinyDeck', 'hands',
  'played', 'restriction', 'revealed', 'map', 'bags', 'colon', 'offMap', 'leadersOut', 'control', 'testament', 'nextId', 'tasks', 'solitaire',
  'result',
] as const satisfies readonly (keyof MyaState)[];

const side = z.enum(['spanish', 'indigenous']);
const area = z.number().int().min(1).max(15);
const pieceSchema = z.object({ id: z.string().min(1), kind: z.enum(PIECE_KINDS as [PieceKind, ...PieceKind[]]), side, reduced: z.boolean() }).strict();
const areaStateSchema = z.object({
  pieces: z.array(pieceSchema), parchment: z.boolean(), palisade: z.boolean(), citadel: z.boolean(), anacaona: side.nullable(),
}).strict();
const group = z.enum(['spanish', 'indigenous', 'taino', 'carib']);
const tierSchema = z.object({
  filter: z.enum(['any', 'empty', 'own', 'spanish', 'notSpanish', 'colon']),
  among: z.array(area).exactOptional(),
  fewest: z.enum(['spanish', 'enemy']).exactOptional(),
  notColonOnTurn: z.number().int().exactOptional(),
}).strict();
const origin = z.object({ area, from: area }).strict();
const bagSchema = z.enum(['soldier', 'settler', 'taino', 'carib', 'rebel']);
/** A d6 (7 once card 45 adds +1 to a Spanish 6). */
const die = z.number().int().min(0).max(7);

export const taskSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('phase'), phase: z.enum(['setupDone', 'turn1', 'turn1Done', 'turnStart', 'destiny', 'conflict', 'special', 'event', 'reveal', 'reinforcement', 'impulses', 'lastImpulse', 'final']) }).strict(),
  z.object({ t: z.literal('effects'), seat: side, card: z.number().int(), effects: z.array(z.object({ kind: z.string() }).passthrough()) }).strict(),
  z.object({ t: z.literal('chooseEvent'), seat: side }).strict(),
  z.object({
    t: z.literal('deploy'), seat: side, pieces: z.array(pieceSchema), where: z.union([z.literal('reinforcement'), z.array(tierSchema)]),
    overstack: z.boolean(), strikeFirst: z.boolean(), spread: z.array(area), area: area.nullable(), placed: z.array(area), scribes: z.boolean(), label: z.string(),
  }).strict(),
  z.object({ t: z.literal('scribeOffer'), seat: z.literal('spanish'), areas: z.array(area) }).strict(),
  z.object({ t: z.literal('prr'), seat: side, points: z.number().int().min(0), lastBag: bagSchema.nullable(), drawn: z.array(pieceSchema) }).strict(),
  z.object({ t: z.literal('impulse'), seat: side }).strict(),
  z.object({ t: z.literal('build'), seat: z.literal('spanish'), what: z.enum(['palisade', 'citadel']), left: z.number().int().min(0), built: z.number().int().min(0) }).strict(),
  z.object({
    t: z.literal('activation'), seat: side, origin: area, open: z.array(area), left: z.array(z.array(z.string().min(1))).length(15), entered: z.array(area), paid: z.array(area),
    credits: z.array(z.object({ from: area, to: area, n: z.number().int().min(0) }).strict()), fights: z.array(area), origins: z.array(origin),
    moved: z.boolean(), free: z.boolean(),
  }).strict(),
  z.object({ t: z.literal('fightOrder'), seat: side, areas: z.array(area), origins: z.array(origin) }).strict(),
  z.object({
    t: z.literal('combat'), area, a: group, d: group, first: z.enum(['a', 'd']).nullable(), origins: z.array(area), round: z.number().int().min(1),
    stage: z.enum(['start', 'commitA', 'commitD', 'swapA', 'swapD', 'rollA', 'graceA', 'rollD', 'graceD', 'hitsA', 'hitsD', 'withdrawD', 'withdrawA', 'end']),
    ca: z.array(z.string()), cd: z.array(z.string()), diceA: z.array(die), diceD: z.array(die),
    hitsOnA: z.number().int().min(0), hitsOnD: z.number().int().min(0), doneA: z.boolean(), doneD: z.boolean(),
    navalPaid: z.boolean(), credits: z.array(z.object({ to: area, n: z.number().int().min(0) }).strict()), label: z.string(),
  }).strict(),
  z.object({
    t: z.literal('incursion'), seat: side, origin: area, target: area, attempt: z.union([z.literal(1), z.literal(2)]),
    stage: z.enum(['roll', 'grace', 'again']), die: z.number().int().min(-1).max(8),
  }).strict(),
  z.object({ t: z.literal('gold'), areas: z.array(area), stage: z.enum(['roll', 'grace']), die }).strict(),
  z.object({ t: z.literal('settle') }).strict(),
  z.object({ t: z.literal('lose'), seat: z.literal('spanish'), bag: z.enum(['soldier', 'settler']), count: z.number().int().min(0), nearColon: z.boolean() }).strict(),
  z.object({ t: z.literal('removeTainos'), seat: z.literal('spanish'), area, left: z.number().int().min(0).max(3) }).strict(),
  z.object({ t: z.literal('convert'), seat: z.literal('indigenous'), area }).strict(),
  z.object({ t: z.literal('evacuate'), seat: z.literal('indigenous'), area, soldiers: z.number().int().min(0) }).strict(),
  z.object({
    t: z.literal('choose'), seat: side,
    purpose: z.enum(['turn1Activate', 'guacanagari', 'paradise', 'eclipse', 'tierraFirme', 'intrigue', 'colonHealth', 'colonPlace', 'hijosCitadel', 'hijosSwap']),
    options: z.array(z.number().int().min(0).max(15)),
  }).strict(),
]);

const cardList = z.array(z.number().int().min(0).max(52));

/** The state's schema as zod builds it (its `shape` lists the fields; see `myaStateSchema` for the typed one). */
export const myaStateObject = z.object({
  rng: rngStateSchema,
  mode: z.enum(['two-player', 'solitaire']),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  testamentRule: z.boolean(),
  turn: z.number().int().min(1).max(6),
  vp: z.number().int().min(0).max(20),
  royalSupport: z.number().int().min(0).max(10),
  grace: z.object({ side, usedWindow: z.boolean(), usedTurn: z.boolean() }).strict(),
  impulses: z.object({ spanish: z.number().int().min(0).max(5), indigenous: z.number().int().min(0).max(5) }).strict(),
  destiny: z.number().int().min(0).max(39).nullable(),
  turn1Deck: cardList,
  destinyDeck: cardList,
  hands: z.object({ spanish: cardList, indigenous: cardList }).strict(),
  played: z.object({ spanish: z.number().int().min(0).max(16).nullable(), indigenous: z.number().int().min(0).max(16).nullable() }).strict(),
  restriction: z.enum(['none', 'noNaval', 'broma']),
  revealed: z.boolean(),
  map: z.array(areaStateSchema).length(15),
  bags: z.object(Object.fromEntries(UNIT_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<UnitKind, z.ZodNumber>).strict(),
  colon: z.enum(['ships', 'map', 'prison', 'aside', 'eliminated']),
  offMap: z.array(pieceSchema),
  leadersOut: z.array(z.enum(PIECE_KINDS as [PieceKind, ...PieceKind[]])),
  control: z.array(side).length(15),
  testament: z.number().int().nullable(),
  nextId: z.number().int().min(0),
  tasks: z.array(taskSchema),
  solitaire: solitaireStateSchema.nullable(),
  result: z.object({ winner: side, reason: z.string(), level: z.string(), vp: z.number().int() }).strict().nullable(),
}).strict();

/** The state's schema, typed by `MyaState` (test/mar-y-acero/state-shape.test.ts checks the two agree field by field). */
export const myaStateSchema = myaStateObject as unknown as z.ZodType<MyaState>;
