/**
 * Zod schemas of the options (3, 10), the state and the actions (5, 5.1-5.6, 9, 10.2), never used
 * on the hot path. The hand-written types of `types.ts` are tied to these by a type test
 * (`test/taifa/schemas.test.ts`), so the two cannot drift apart.
 */
import { z } from 'zod';
import { identityShape, rngStateSchema } from '../../core/index.js';
import { KINGDOM_IDS } from './data/kingdoms.js';
import { taifaPositionSchema } from './position-schema.js';
import { AREA_COUNT, CARD_COUNT } from './tables.js';
import { TAIFA_FORMAT, type TaifaAction, type TaifaOptions, type TaifaState } from './types.js';

const kingdomId = z.enum(KINGDOM_IDS);
/** A card id; -1 is a card `view` hides. */
const cardId = z.number().int().min(-1).max(CARD_COUNT - 1);
const areaNumber = z.number().int().min(1).max(AREA_COUNT);

/** The options as zod infers them (`optionsSchema` is the same schema, typed by `TaifaOptions`). */
export const optionsShape = z
  .object({
    seed: z.string(),
    scenario: z.enum(['standard', 'el-cid']).optional(),
    players: z.array(kingdomId).optional(),
    almoravidCards: z.number().int().min(1).max(20).optional(),
    position: taifaPositionSchema.optional(),
  })
  .strict();
export const optionsSchema: z.ZodType<TaifaOptions> = optionsShape as unknown as z.ZodType<TaifaOptions>;

const kingdomSchema = z
  .object({
    id: kingdomId,
    bot: z.boolean(),
    hand: z.array(cardId),
    army: z.array(cardId),
    ready: z.array(cardId),
    bonus: z.number().int().min(-2).max(2),
    kept: z.number().int().min(0),
  })
  .strict();

const taskSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('round') }).strict(),
  z
    .object({
      t: z.enum(['attack-select', 'attack-respond', 'attack-defend', 'attack-reward']),
      who: z.number().int().min(0),
      attacker: z.number().int().min(0),
      area: areaNumber,
      defender: z.number().int().min(-1),
      event: cardId,
      down: z.array(cardId),
      placed: z.array(z.object({ card: cardId, by: z.number().int().min(0), side: z.enum(['attack', 'defence']) }).strict()),
      // A view shows another kingdom how many garrisons the defender spends, each -1 (5.1.4).
      garrisons: z.array(z.union([z.literal(-1), areaNumber])),
    })
    .strict(),
  z.object({ t: z.literal('truce'), who: z.number().int().min(0) }).strict(),
]);

/** The state as zod infers it (`stateSchema` is the same schema, typed by `TaifaState`). */
export const stateShape = z
  .object({
    ...identityShape('taifa', TAIFA_FORMAT),
    rng: rngStateSchema,
    scenario: z.enum(['standard', 'el-cid']),
    turn: z.number().int().min(1).max(3),
    current: z.number().int().min(0),
    passes: z.number().int().min(0),
    kingdoms: z.array(kingdomSchema).min(1).max(6),
    owner: z.array(z.number().int().min(-2).max(5)).length(AREA_COUNT),
    garrison: z.array(z.boolean()).length(AREA_COUNT),
    decks: z.tuple([z.array(cardId), z.array(cardId)]),
    discard: z.array(cardId),
    removed: z.array(cardId),
    permanents: z.array(z.object({ card: cardId, by: z.number().int().min(0), target: z.number().int().min(-1) }).strict()),
    cidTruce: z.number().int().min(-1),
    hands: z.array(z.number().int().min(0)),
    tasks: z.array(taskSchema),
    result: z.object({ winners: z.array(z.number().int().min(0)), reason: z.string() }).strict().nullable(),
  })
  .strict();
export const stateSchema: z.ZodType<TaifaState> = stateShape as unknown as z.ZodType<TaifaState>;

const card = z.number().int().min(0).max(CARD_COUNT - 1);

/** The actions as zod infers them (`actionSchema` is the same schema, typed by `TaifaAction`). */
export const actionShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bot') }).strict(),
  z.object({ type: z.literal('attack'), area: areaNumber }).strict(),
  z.object({ type: z.literal('incursion'), kingdom: kingdomId, card, response: card.nullable() }).strict(),
  z.object({ type: z.literal('event'), card, kingdom: kingdomId.nullable(), area: areaNumber.nullable() }).strict(),
  z.object({ type: z.literal('discard'), card }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('select-card'), card }).strict(),
  z.object({ type: z.literal('respond'), card, side: z.enum(['attack', 'defence']) }).strict(),
  z.object({ type: z.literal('spend-garrison'), area: areaNumber }).strict(),
  z.object({ type: z.literal('commit') }).strict(),
  z.object({ type: z.literal('reward'), choice: z.enum(['bonus', 'garrison']) }).strict(),
  z.object({ type: z.literal('truce'), kingdom: kingdomId }).strict(),
]);
export const actionSchema: z.ZodType<TaifaAction> = actionShape as unknown as z.ZodType<TaifaAction>;
