/**
 * The messages of `reglas serve --stdio`, protocol version {@link PROTOCOL}: one JSON object a
 * line in, one a line out. Every message is checked here before anything is done with it; a bad
 * one is answered with a one-line error and changes nothing. docs/rl.md documents each message.
 */
import * as z from '../core/schema.js';

/** The protocol's version: the first line the server writes says it; a change of a message raises it. */
export const PROTOCOL = 1;

const env = z.number().check(z.int(), z.gte(0));
const envs = z.array(env).check(z.minLength(1));
const seed = z.string();
const id = z.optional(z.union([z.string(), z.number(), z.null()]));
const options = z.record(z.string(), z.unknown());
/** Bots of `reglas/bots` playing some seats inside the server: seat -> spec (`random`, `rules`, `mcts:N`, `ismcts:N`). */
const opponents = z.record(z.string(), z.string());
const observe = z.optional(z.boolean());
const index = z.number().check(z.int());

/** Every request, by its `op`. */
export const requestSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('hello'), id }),
  z.strictObject({ op: z.literal('spec'), id, game: z.string(), labels: z.optional(z.boolean()) }),
  z.strictObject({ op: z.literal('create'), id, game: z.string(), seed, options: z.optional(options), opponents: z.optional(opponents), observe }),
  z.strictObject({
    op: z.literal('create_many'),
    id,
    game: z.string(),
    seeds: z.array(seed).check(z.minLength(1)),
    options: z.optional(options),
    opponents: z.optional(opponents),
    observe,
  }),
  z.strictObject({ op: z.literal('reset'), id, env, seed: z.optional(seed), observe }),
  z.strictObject({ op: z.literal('reset_many'), id, envs, seeds: z.optional(z.array(seed).check(z.minLength(1))), observe }),
  z.strictObject({ op: z.literal('step'), id, env, action: index, observe }),
  z.strictObject({ op: z.literal('step_many'), id, envs, actions: z.array(index).check(z.minLength(1)), observe }),
  z.strictObject({ op: z.literal('observe'), id, env, seat: z.optional(z.string()) }),
  z.strictObject({ op: z.literal('observe_many'), id, envs }),
  z.strictObject({ op: z.literal('status'), id, env }),
  z.strictObject({ op: z.literal('close'), id, envs }),
  z.strictObject({
    op: z.literal('simulate'),
    id,
    args: z.array(z.string()),
    from: z.number().check(z.int(), z.gte(0)),
    to: z.number().check(z.int(), z.gte(0)),
  }),
  z.strictObject({ op: z.literal('figures'), id, args: z.array(z.string()), tallies: z.array(z.unknown()) }),
]);

/** A request. */
export type Request = z.infer<typeof requestSchema>;

/** One line naming what is wrong with a request (the schema's first problems, with their paths). */
export function requestProblem(error: { readonly issues: readonly z.Issue[] }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

const count = z.number().check(z.int(), z.gte(0));
/** The tally `simulate` answers with, given back to `figures` (simulate-play.ts `Tally`). */
export const tallySchema = z.strictObject({
  games: count,
  wins: z.record(z.string(), count),
  shared: count,
  noWinner: count,
  reasons: z.record(z.string(), count),
  levels: z.record(z.string(), count),
  actions: z.strictObject({ total: count, min: count, max: count }),
});
