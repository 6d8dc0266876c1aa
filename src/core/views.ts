/**
 * Hidden information, once for every game (contract: `view`, `viewEvents`, `validate`): the
 * masking convention, the mark that tells a view from a state, the identity every state carries,
 * and the secrecy of events.
 * @module
 */
import * as z from './schema.js';
import { createRng, type RngState } from './dice.js';
import type { GameEvent, PlayerId } from './types.js';

/**
 * What a view shows in place of something its seat may not know: a card in another hand, a card
 * face down, a pile's order, a secret choice. Every game masks with this value and keeps the
 * length of a masked pile, so a seat still knows how many cards another holds.
 */
export const HIDDEN = -1;

/** Who a view was made for: a seat, or `'spectator'` (who sees only what every seat sees). */
export type Viewer = PlayerId | 'spectator';

/**
 * The fields every state of every game carries: which game it belongs to and the format version
 * of its JSON, so a state of another game, or a saved game from an older format, is refused with
 * a clear message; and, on a view only, the seat it was made for.
 */
export interface StateIdentity {
  /** The game's id (`'taifa'`, `'mar-y-acero'`). */
  readonly game: string;
  /** The version of the state's JSON format; a library reads the formats it knows. */
  readonly format: number;
  /**
   * Present on a view only: the seat it was made for. `step`, `apply` and `legalActions` refuse
   * a view (it has lost what its seat may not know); `determinize` turns it into a state.
   */
  readonly viewer?: Viewer;
}

/**
 * The schema fields of {@link StateIdentity} for a game's state schema: `game` and `format` as
 * literals, and the optional view mark.
 */
export function identityShape<Id extends string, F extends number>(game: Id, format: F) {
  return {
    /** The game this state belongs to. */
    game: z.literal(game),
    /** The format version of the state's JSON. */
    format: z.literal(format),
    /** On a view only: the seat it was made for. */
    viewer: z.exactOptional(z.string()),
  };
}

/** Whether a state is a view (it carries the mark of the seat it was made for). */
export function isView(state: object): boolean {
  return (state as StateIdentity).viewer !== undefined;
}

/**
 * What of an event only some seats may know (contract: `viewEvents`): the seats that may know it
 * all, the fields the others see as {@link HIDDEN}, and the sentence they read instead.
 */
export interface EventSecret {
  /** The seats that may read the whole event. */
  readonly knownTo: readonly PlayerId[];
  /** The event's fields that the other seats see masked (a card, a list of cards). */
  readonly fields: readonly string[];
  /** The sentence the other seats read instead of the event's `text`. */
  readonly text: string;
}

/** The schema of {@link EventSecret}, part of every event's schema. */
export const eventSecretSchema: z.Type<EventSecret> = z.strictObject({
  knownTo: z.array(z.string()),
  fields: z.array(z.string()),
  text: z.string(),
});

function masked(value: unknown): unknown {
  return Array.isArray(value) ? value.map(() => HIDDEN) : HIDDEN;
}

/**
 * One event as `viewer` may know it: an event whose `secret` does not name the viewer has its
 * secret fields masked with {@link HIDDEN}, its text replaced by the secret's, and no `secret`.
 */
export function maskEvent<E extends GameEvent>(event: E, viewer: Viewer): E {
  const secret = event.secret;
  if (secret === undefined || secret.knownTo.includes(viewer)) return event;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(event)) {
    if (key === 'secret') continue;
    out[key] = secret.fields.includes(key) ? masked(event[key]) : event[key];
  }
  out['text'] = secret.text;
  return out as E;
}

/** The events of a step as `viewer` may know them (the default `viewEvents` of every game). */
export function maskEvents<E extends GameEvent>(events: readonly E[], viewer: Viewer): E[] {
  return events.map((e) => maskEvent(e, viewer));
}

/**
 * `determinize` for a game whose only secret is the generator (nothing else is masked in its
 * views): the view, unmarked, with a generator seeded from `seed`.
 */
export function determinizeOpen<
  S extends StateIdentity & {
    /** The generator's state, seeded anew from `seed`. */
    readonly rng: RngState;
  },
>(view: S, seed: string): S {
  const { viewer: _mark, ...state } = view;
  return { ...state, rng: createRng(seed) } as unknown as S;
}
