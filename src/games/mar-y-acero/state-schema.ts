/**
 * The schemas of Mar y Acero's state and pending tasks (the gate `validate` and the tests read
 * them); the types they check are declared in state.ts and task-types.ts, and test/mar-y-acero/state-shape.test.ts
 * checks the two agree field by field.
 * @module
 */
import * as z from '../../core/schema.js';
import { identityShape, rngStateSchema } from '../../core/index.js';
import { PIECE_KINDS, UNIT_KINDS, type PieceKind, type UnitKind } from './data/units.js';
import { solitaireStateSchema } from './nitayno/state.js';
import { MYA_FORMAT, type MyaState } from './state.js';

const side = z.enum(['spanish', 'indigenous']);
const area = z.number().check(z.int(), z.gte(1), z.lte(15));
const pieceSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(PIECE_KINDS as [PieceKind, ...PieceKind[]]),
  side,
  reduced: z.boolean(),
});
const areaStateSchema = z.strictObject({
  pieces: z.array(pieceSchema),
  parchment: z.boolean(),
  palisade: z.boolean(),
  citadel: z.boolean(),
  anacaona: z.nullable(side),
});
const group = z.enum(['spanish', 'indigenous', 'taino', 'carib']);
const tierSchema = z.strictObject({
  filter: z.enum(['any', 'empty', 'own', 'spanish', 'notSpanish', 'colon']),
  among: z.exactOptional(z.array(area)),
  fewest: z.exactOptional(z.enum(['spanish', 'enemy'])),
  notColonOnTurn: z.exactOptional(z.number().check(z.int())),
});
const origin = z.strictObject({ area, from: area });
const bagSchema = z.enum(['soldier', 'settler', 'taino', 'carib', 'rebel']);
/** A set of areas, bit a for area a (core `Bits`). */
const areaMask = z.number().check(z.int(), z.gte(0), z.lte(0xfffe));
const moveFacts = z.strictObject({ enemies: areaMask, full: areaMask, caribAreas: areaMask, tainoAreas: areaMask });
/** A d6 (7 once card 45 adds +1 to a Spanish 6). */
const die = z.number().check(z.int(), z.gte(0), z.lte(7));

export const taskSchema = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('phase'),
    phase: z.enum([
      'setupDone',
      'turn1',
      'turn1Done',
      'turnStart',
      'destiny',
      'conflict',
      'special',
      'event',
      'reveal',
      'reinforcement',
      'impulses',
      'lastImpulse',
      'final',
    ]),
  }),
  z.strictObject({ t: z.literal('effects'), seat: side, card: z.number().check(z.int()), effects: z.array(z.looseObject({ kind: z.string() })) }),
  z.strictObject({ t: z.literal('chooseEvent'), seat: side }),
  z.strictObject({
    t: z.literal('deploy'),
    seat: side,
    pieces: z.array(pieceSchema),
    where: z.union([z.literal('reinforcement'), z.array(tierSchema)]),
    overstack: z.boolean(),
    strikeFirst: z.boolean(),
    spread: z.array(area),
    area: z.nullable(area),
    placed: z.array(area),
    scribes: z.boolean(),
    label: z.string(),
  }),
  z.strictObject({ t: z.literal('scribeOffer'), seat: z.literal('spanish'), areas: z.array(area) }),
  z.strictObject({ t: z.literal('prr'), seat: side, points: z.number().check(z.int(), z.gte(0)), lastBag: z.nullable(bagSchema), drawn: z.array(pieceSchema) }),
  z.strictObject({ t: z.literal('impulse'), seat: side }),
  z.strictObject({
    t: z.literal('build'),
    seat: z.literal('spanish'),
    what: z.enum(['palisade', 'citadel']),
    left: z.number().check(z.int(), z.gte(0)),
    built: z.number().check(z.int(), z.gte(0)),
  }),
  z.strictObject({
    t: z.literal('activation'),
    seat: side,
    origin: area,
    open: z.array(area),
    left: z.array(z.array(z.string().check(z.minLength(1)))).check(z.length(15)),
    paid: z.array(area),
    credits: z.array(z.strictObject({ from: area, to: area, n: z.number().check(z.int(), z.gte(0)) })),
    fights: z.array(area),
    origins: z.array(origin),
    moved: z.boolean(),
    free: z.boolean(),
    facts: z.nullable(moveFacts),
    returned: areaMask,
  }),
  z.strictObject({ t: z.literal('fightOrder'), seat: side, areas: z.array(area), origins: z.array(origin) }),
  z.strictObject({
    t: z.literal('combat'),
    area,
    a: group,
    d: group,
    first: z.nullable(z.enum(['a', 'd'])),
    origins: z.array(area),
    round: z.number().check(z.int(), z.gte(1)),
    stage: z.enum(['start', 'commitA', 'commitD', 'swapA', 'swapD', 'rollA', 'graceA', 'rollD', 'graceD', 'hitsA', 'hitsD', 'withdrawD', 'withdrawA', 'end']),
    ca: z.array(z.string()),
    cd: z.array(z.string()),
    diceA: z.array(die),
    diceD: z.array(die),
    hitsOnA: z.number().check(z.int(), z.gte(0)),
    hitsOnD: z.number().check(z.int(), z.gte(0)),
    doneA: z.boolean(),
    doneD: z.boolean(),
    navalPaid: z.boolean(),
    credits: z.array(z.strictObject({ to: area, n: z.number().check(z.int(), z.gte(0)) })),
    label: z.string(),
  }),
  z.strictObject({
    t: z.literal('incursion'),
    seat: side,
    origin: area,
    target: area,
    attempt: z.union([z.literal(1), z.literal(2)]),
    stage: z.enum(['roll', 'grace', 'again']),
    die: z.number().check(z.int(), z.gte(-1), z.lte(8)),
  }),
  z.strictObject({ t: z.literal('gold'), areas: z.array(area), stage: z.enum(['roll', 'grace']), die }),
  z.strictObject({ t: z.literal('settle') }),
  z.strictObject({
    t: z.literal('lose'),
    seat: z.literal('spanish'),
    bag: z.enum(['soldier', 'settler']),
    count: z.number().check(z.int(), z.gte(0)),
    nearColon: z.boolean(),
  }),
  z.strictObject({ t: z.literal('removeTainos'), seat: z.literal('spanish'), area, left: z.number().check(z.int(), z.gte(0), z.lte(3)) }),
  z.strictObject({ t: z.literal('convert'), seat: z.literal('indigenous'), area }),
  z.strictObject({ t: z.literal('evacuate'), seat: z.literal('indigenous'), area, soldiers: z.number().check(z.int(), z.gte(0)) }),
  z.strictObject({
    t: z.literal('choose'),
    seat: side,
    purpose: z.enum([
      'turn1Activate',
      'guacanagari',
      'paradise',
      'eclipse',
      'tierraFirme',
      'intrigue',
      'colonHealth',
      'colonPlace',
      'hijosCitadel',
      'hijosSwap',
    ]),
    options: z.array(z.number().check(z.int(), z.gte(0), z.lte(15))),
  }),
]);

/** A list of card numbers; `HIDDEN` (-1) where a view masks a card (another side's hand). */
const cardList = z.array(z.number().check(z.int(), z.gte(-1), z.lte(52)));

/** The state's schema as built (its `shape` lists the fields; see `myaStateSchema` for the typed one). */
export const myaStateObject = z.strictObject({
  ...identityShape('mar-y-acero', MYA_FORMAT),
  rng: rngStateSchema,
  mode: z.enum(['two-player', 'solitaire']),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  testamentRule: z.boolean(),
  turn: z.number().check(z.int(), z.gte(1), z.lte(6)),
  vp: z.number().check(z.int(), z.gte(0), z.lte(20)),
  royalSupport: z.number().check(z.int(), z.gte(0), z.lte(10)),
  grace: z.strictObject({ side, usedWindow: z.boolean(), usedTurn: z.boolean() }),
  impulses: z.strictObject({ spanish: z.number().check(z.int(), z.gte(0), z.lte(5)), indigenous: z.number().check(z.int(), z.gte(0), z.lte(5)) }),
  destiny: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(39))),
  turn1Deck: cardList,
  destinyDeck: cardList,
  hands: z.strictObject({ spanish: cardList, indigenous: cardList }),
  // -1 (`HIDDEN`): in a view, the other side's Event card chosen in secret (4.3.2 II).
  played: z.strictObject({
    spanish: z.nullable(z.number().check(z.int(), z.gte(-1), z.lte(16))),
    indigenous: z.nullable(z.number().check(z.int(), z.gte(-1), z.lte(16))),
  }),
  restriction: z.enum(['none', 'noNaval', 'broma']),
  revealed: z.boolean(),
  map: z.array(areaStateSchema).check(z.length(15)),
  bags: z.strictObject(Object.fromEntries(UNIT_KINDS.map((k) => [k, z.number().check(z.int(), z.gte(0))])) as Record<UnitKind, z.Type<number>>),
  colon: z.enum(['ships', 'map', 'prison', 'aside', 'eliminated']),
  offMap: z.array(pieceSchema),
  leadersOut: z.array(z.enum(PIECE_KINDS as [PieceKind, ...PieceKind[]])),
  control: z.array(side).check(z.length(15)),
  testament: z.nullable(z.number().check(z.int())),
  nextId: z.number().check(z.int(), z.gte(0)),
  tasks: z.array(taskSchema),
  solitaire: z.nullable(solitaireStateSchema),
  result: z.nullable(z.strictObject({ winner: side, reason: z.string(), level: z.string(), vp: z.number().check(z.int()) })),
});

/** The state's schema, typed by `MyaState` (test/mar-y-acero/state-shape.test.ts checks the two agree field by field). */
export const myaStateSchema = myaStateObject as unknown as z.Type<MyaState>;
