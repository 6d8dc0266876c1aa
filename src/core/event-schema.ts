/**
 * Schemas of explained events: each game declares its events as schema objects built here, so that
 * one declaration gives both the TypeScript union a user interface switches over (`z.infer`) and
 * the runtime check its tests run over every event of seeded games.
 * @module
 */
import * as z from './schema.js';
import type { DieRoll, Modifier } from './types.js';
import { eventSecretSchema, type EventSecret } from './views.js';

/** The schema of a {@link Modifier}: one labelled contribution to a resolution, with its rule (typed by it). */
export const modifierSchema: z.Type<Modifier> = z.strictObject({ label: z.string(), value: z.number(), rule: z.string() });

/** The schema of a {@link DieRoll}: one die rolled inside a resolution, with what it was for (typed by it). */
export const dieRollSchema: z.Type<DieRoll> = z.strictObject({ die: z.string(), value: z.number(), for: z.string() });

const optionalModifiers = z.optional(z.array(modifierSchema));
const optionalRolls = z.optional(z.array(dieRollSchema));
const optionalSecret = z.optional(eventSecretSchema);

type Optional<T> = z.Type<T | undefined> & { readonly optout: 'optional' };

/** The fields every event's schema has (`rule` optional in {@link eventSchemaNoRule}'s), which an event's own fields may replace. */
export type EventFields<T extends string, Rule extends z.Type = z.Type<string>> = {
  /** What happened, in kebab-case: the discriminant a user interface switches on. */
  type: z.ValuesType<T>;
  /** The sentence a person reads. */
  text: z.Type<string>;
  /** The rulebook section that decided it, e.g. `'5.1.5'` (when one did, for {@link eventSchemaNoRule}). */
  rule: Rule;
  /** The modifiers a resolution applied, each with its rule (a resolution's schema makes them required). */
  modifiers: Optional<Modifier[]>;
  /** Every die rolled for it, in the order rolled. */
  rolls: Optional<DieRoll[]>;
  /** What of it only some seats may know (`viewEvents` masks it for the others). */
  secret: Optional<EventSecret>;
};

/**
 * The common fields with an event's own, which replace a common one of the same name in its place
 * (what `z.extend` does to a shape). Spread into `z.strictObject` rather than calling `z.extend`,
 * whose code would otherwise be in every browser bundle for these two functions alone.
 */
function withFields<B extends z.Shape, F extends z.Shape>(base: B, fields: F): z.Extend<B, F> {
  return { ...base, ...fields } as z.Extend<B, F>;
}

/**
 * The schema of one event type: `type` (the literal given), `text` (the sentence a person reads),
 * `rule` (the section that decided it), the `modifiers`, `rolls` and `secret` any event may carry (a
 * resolution declares them as required in `fields`), and the event's own fields. Strict: an event
 * with a field its schema does not declare fails the games' event tests.
 */
export function eventSchema<T extends string, F extends z.Shape>(type: T, fields: F): z.ObjectType<z.Extend<EventFields<T>, F>> {
  const base: EventFields<T> = {
    type: z.literal(type),
    text: z.string(),
    rule: z.string(),
    modifiers: optionalModifiers,
    rolls: optionalRolls,
    secret: optionalSecret,
  };
  return z.strictObject(withFields(base, fields));
}

/** {@link eventSchema} for the few events that name no rule section. */
export function eventSchemaNoRule<T extends string, F extends z.Shape>(type: T, fields: F): z.ObjectType<z.Extend<EventFields<T, Optional<string>>, F>> {
  const base: EventFields<T, Optional<string>> = {
    type: z.literal(type),
    text: z.string(),
    rule: z.optional(z.string()),
    modifiers: optionalModifiers,
    rolls: optionalRolls,
    secret: optionalSecret,
  };
  return z.strictObject(withFields(base, fields));
}
