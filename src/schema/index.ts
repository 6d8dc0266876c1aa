/**
 * `reglas/schema`: the schema builders every game's options, states, actions, events and positions
 * are written with, for a game author's own (`import * as s from 'reglas/schema'`). Named as
 * `zod/mini`'s (`s.strictObject`, `s.number().check(s.int(), s.gte(0))`, `s.infer<typeof x>`), with
 * the same issues in the same English words; core's schemas (`rngStateSchema`, `identityShape`,
 * `eventSchema`, ...) are built with them, so a game's schemas that include those are built with
 * them too. See docs/writing-a-game.md.
 * @packageDocumentation
 */
export * from '../core/schema.js';
