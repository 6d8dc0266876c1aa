/**
 * The messages of `reglas serve --stdio`, protocol version {@link PROTOCOL}: one JSON object a
 * line in, one a line out. Every message is checked here before anything is done with it; a bad
 * one is answered with a one-line error and changes nothing. docs/rl.md documents each message.
 */
import { z } from 'zod';

/** The protocol's version: the first line the server writes says it; a change of a message raises it. */
export const PROTOCOL = 1;

const env = z.number().int().min(0);
const envs = z.array(env).min(1);
const seed = z.string();
const id = z.union([z.string(), z.number(), z.null()]).optional();
const options = z.record(z.string(), z.unknown());
/** Bots of `reglas/bots` playing some seats inside the server: seat -> spec (`random`, `rules`, `mcts:N`, `ismcts:N`). */
const opponents = z.record(z.string(), z.string());
const observe = z.boolean().optional();
const index = z.number().int();

/** Every request, by its `op`. */
export const requestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('hello'), id }).strict(),
  z.object({ op: z.literal('spec'), id, game: z.string(), labels: z.boolean().optional() }).strict(),
  z.object({ op: z.literal('create'), id, game: z.string(), seed, options: options.optional(), opponents: opponents.optional(), observe }).strict(),
  z
    .object({
      op: z.literal('create_many'),
      id,
      game: z.string(),
      seeds: z.array(seed).min(1),
      options: options.optional(),
      opponents: opponents.optional(),
      observe,
    })
    .strict(),
  z.object({ op: z.literal('reset'), id, env, seed: seed.optional(), observe }).strict(),
  z.object({ op: z.literal('reset_many'), id, envs, seeds: z.array(seed).min(1).optional(), observe }).strict(),
  z.object({ op: z.literal('step'), id, env, action: index, observe }).strict(),
  z.object({ op: z.literal('step_many'), id, envs, actions: z.array(index).min(1), observe }).strict(),
  z.object({ op: z.literal('observe'), id, env, seat: z.string().optional() }).strict(),
  z.object({ op: z.literal('observe_many'), id, envs }).strict(),
  z.object({ op: z.literal('status'), id, env }).strict(),
  z.object({ op: z.literal('close'), id, envs }).strict(),
  z.object({ op: z.literal('simulate'), id, args: z.array(z.string()), from: z.number().int().min(0), to: z.number().int().min(0) }).strict(),
  z.object({ op: z.literal('figures'), id, args: z.array(z.string()), tallies: z.array(z.unknown()) }).strict(),
]);

/** A request. */
export type Request = z.infer<typeof requestSchema>;

/** One line naming what is wrong with a request (zod's first problems, with their paths). */
export function requestProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

const count = z.number().int().min(0);
/** The tally `simulate` answers with, given back to `figures` (simulate-play.ts `Tally`). */
export const tallySchema = z
  .object({
    games: count,
    wins: z.record(z.string(), count),
    shared: count,
    noWinner: count,
    reasons: z.record(z.string(), count),
    levels: z.record(z.string(), count),
    actions: z.object({ total: count, min: count, max: count }).strict(),
  })
  .strict();
