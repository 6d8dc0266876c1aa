/**
 * Schemas of explained events: each game declares its events as zod objects built here, so that
 * one declaration gives both the TypeScript union a user interface switches over (`z.infer`) and
 * the runtime check its tests run over every event of seeded games.
 * @module
 */
import { z } from 'zod';

/** The schema of a {@link Modifier}: one labelled contribution to a resolution, with its rule. */
export const modifierSchema = z.object({ label: z.string(), value: z.number(), rule: z.string() }).strict();

/** The schema of a {@link DieRoll}: one die rolled inside a resolution, with what it was for. */
export const dieRollSchema = z.object({ die: z.string(), value: z.number(), for: z.string() }).strict();

const optionalModifiers = z.array(modifierSchema).optional();
const optionalRolls = z.array(dieRollSchema).optional();

/**
 * The schema of one event type: `type` (the literal given), `text` (the sentence a person reads),
 * `rule` (the section that decided it), the `modifiers` and `rolls` any event may carry (a
 * resolution declares them as required in `fields`), and the event's own fields. Strict: an event
 * with a field its schema does not declare fails the games' event tests.
 */
export function eventSchema<T extends string, F extends z.ZodRawShape>(type: T, fields: F) {
  return z.object({ type: z.literal(type), text: z.string(), rule: z.string(), modifiers: optionalModifiers, rolls: optionalRolls }).extend(fields).strict();
}

/** {@link eventSchema} for the few events that name no rule section. */
export function eventSchemaNoRule<T extends string, F extends z.ZodRawShape>(type: T, fields: F) {
  return z
    .object({ type: z.literal(type), text: z.string(), rule: z.string().optional(), modifiers: optionalModifiers, rolls: optionalRolls })
    .extend(fields)
    .strict();
}
