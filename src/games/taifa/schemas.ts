/**
 * Zod schemas of the options (3, 10), the state and the actions (5, 5.1-5.6, 9, 10.2), never used
 * on the hot path. The hand-written types of `types.ts` are tied to these by a type test
 * (`test/taifa/schemas.test.ts`), so the two cannot drift apart.
 */
import * as z from '../../core/schema.js';
import { identityShape, rngStateSchema } from '../../core/index.js';
import { KINGDOM_IDS } from './data/kingdoms.js';
import { taifaPositionSchema } from './position-schema.js';
import { AREA_COUNT, CARD_COUNT } from './tables.js';
import { TAIFA_FORMAT, type TaifaAction, type TaifaOptions, type TaifaState } from './types.js';

const kingdomId = z.enum(KINGDOM_IDS);
/** A card id; -1 is a card `view` hides. */
const cardId = z.number().check(z.int(), z.gte(-1), z.lte(CARD_COUNT - 1));
const areaNumber = z.number().check(z.int(), z.gte(1), z.lte(AREA_COUNT));

/** The options as its schema infers them (`optionsSchema` is the same schema, typed by `TaifaOptions`). */
export const optionsShape = z.strictObject({
  seed: z.string(),
  scenario: z.optional(z.enum(['standard', 'el-cid'])),
  players: z.optional(z.array(kingdomId)),
  almoravidCards: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))),
  position: z.optional(taifaPositionSchema),
});
export const optionsSchema: z.Type<TaifaOptions> = optionsShape as unknown as z.Type<TaifaOptions>;

const kingdomSchema = z.strictObject({
  id: kingdomId,
  bot: z.boolean(),
  hand: z.array(cardId),
  army: z.array(cardId),
  ready: z.array(cardId),
  bonus: z.number().check(z.int(), z.gte(-2), z.lte(2)),
  kept: z.number().check(z.int(), z.gte(0)),
});

const taskSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('round') }),
  z.strictObject({
    t: z.enum(['attack-select', 'attack-respond', 'attack-defend', 'attack-reward']),
    who: z.number().check(z.int(), z.gte(0)),
    attacker: z.number().check(z.int(), z.gte(0)),
    area: areaNumber,
    defender: z.number().check(z.int(), z.gte(-1)),
    event: cardId,
    down: z.array(cardId),
    placed: z.array(z.strictObject({ card: cardId, by: z.number().check(z.int(), z.gte(0)), side: z.enum(['attack', 'defence']) })),
    // A view shows another kingdom how many garrisons the defender spends, each -1 (5.1.4).
    garrisons: z.array(z.union([z.literal(-1), areaNumber])),
  }),
  z.strictObject({ t: z.literal('truce'), who: z.number().check(z.int(), z.gte(0)) }),
]);

/** The state as its schema infers it (`stateSchema` is the same schema, typed by `TaifaState`). */
export const stateShape = z.strictObject({
  ...identityShape('taifa', TAIFA_FORMAT),
  rng: rngStateSchema,
  scenario: z.enum(['standard', 'el-cid']),
  turn: z.number().check(z.int(), z.gte(1), z.lte(3)),
  current: z.number().check(z.int(), z.gte(0)),
  passes: z.number().check(z.int(), z.gte(0)),
  kingdoms: z.array(kingdomSchema).check(z.minLength(1), z.maxLength(6)),
  owner: z.array(z.number().check(z.int(), z.gte(-2), z.lte(5))).check(z.length(AREA_COUNT)),
  garrison: z.array(z.boolean()).check(z.length(AREA_COUNT)),
  decks: z.tuple([z.array(cardId), z.array(cardId)]),
  discard: z.array(cardId),
  removed: z.array(cardId),
  permanents: z.array(z.strictObject({ card: cardId, by: z.number().check(z.int(), z.gte(0)), target: z.number().check(z.int(), z.gte(-1)) })),
  cidTruce: z.number().check(z.int(), z.gte(-1)),
  hands: z.array(z.number().check(z.int(), z.gte(0))),
  tasks: z.array(taskSchema),
  result: z.nullable(z.strictObject({ winners: z.array(z.number().check(z.int(), z.gte(0))), reason: z.string() })),
});
export const stateSchema: z.Type<TaifaState> = stateShape as unknown as z.Type<TaifaState>;

const card = z.number().check(z.int(), z.gte(0), z.lte(CARD_COUNT - 1));

/** The actions as its schema infers them (`actionSchema` is the same schema, typed by `TaifaAction`). */
export const actionShape = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bot') }),
  z.strictObject({ type: z.literal('attack'), area: areaNumber }),
  z.strictObject({ type: z.literal('incursion'), kingdom: kingdomId, card, response: z.nullable(card) }),
  z.strictObject({ type: z.literal('event'), card, kingdom: z.nullable(kingdomId), area: z.nullable(areaNumber) }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('select-card'), card }),
  z.strictObject({ type: z.literal('respond'), card, side: z.enum(['attack', 'defence']) }),
  z.strictObject({ type: z.literal('spend-garrison'), area: areaNumber }),
  z.strictObject({ type: z.literal('commit') }),
  z.strictObject({ type: z.literal('reward'), choice: z.enum(['bonus', 'garrison']) }),
  z.strictObject({ type: z.literal('truce'), kingdom: kingdomId }),
]);
export const actionSchema: z.Type<TaifaAction> = actionShape as unknown as z.Type<TaifaAction>;
