/**
 * The zod schemas of Mar y Acero's state and pending tasks (the gate `validate` and the tests read
 * them); the types they check are declared in state.ts, and test/mar-y-acero/state-shape.test.ts
 * checks the two agree field by field.
 * @module
 */
import { z } from 'zod';
import { identityShape, rngStateSchema } from '../../core/index.js';
import { PIECE_KINDS, UNIT_KINDS, type PieceKind, type UnitKind } from './data/units.js';
import { solitaireStateSchema } from './nitayno/state.js';
import { MYA_FORMAT, type MyaState } from './state.js';

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
/** A set of areas, bit a for area a (core `Bits`). */
const areaMask = z.number().int().min(0).max(0xfffe);
const moveFacts = z.object({ enemies: areaMask, full: areaMask, caribAreas: areaMask, tainoAreas: areaMask }).strict();
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
    t: z.literal('activation'), seat: side, origin: area, open: z.array(area), left: z.array(z.array(z.string().min(1))).length(15), paid: z.array(area),
    credits: z.array(z.object({ from: area, to: area, n: z.number().int().min(0) }).strict()), fights: z.array(area), origins: z.array(origin),
    moved: z.boolean(), free: z.boolean(), facts: moveFacts.nullable(), returned: areaMask,
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

/** A list of card numbers; `HIDDEN` (-1) where a view masks a card (another side's hand). */
const cardList = z.array(z.number().int().min(-1).max(52));

/** The state's schema as zod builds it (its `shape` lists the fields; see `myaStateSchema` for the typed one). */
export const myaStateObject = z.object({
  ...identityShape('mar-y-acero', MYA_FORMAT),
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
  // -1 (`HIDDEN`): in a view, the other side's Event card chosen in secret (4.3.2 II).
  played: z.object({ spanish: z.number().int().min(-1).max(16).nullable(), indigenous: z.number().int().min(-1).max(16).nullable() }).strict(),
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
