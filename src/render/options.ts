/**
 * What every renderer checks first: its options, and that the state is a state (or a view) of its
 * game in the shape the game's schema gives. Bad input is a `ValidationError` naming the field.
 */
import * as z from '../core/schema.js';
import { parseOrThrow, schemaProblems, ValidationError, type AnyGame } from '../core/index.js';

/** Options of the SVG renderers. */
export interface SvgOptions {
  /** The picture's title (its `<title>` and the heading of the side panel); omitted: the game and turn. */
  readonly title?: string | undefined;
  /** Multiplies the `width` and `height` of the picture (the `viewBox` stays); omitted: 1. */
  readonly scale?: number | undefined;
}

/** The schema of {@link SvgOptions}. */
export const svgOptionsSchema: z.Type<SvgOptions> = z.strictObject({
  title: z.optional(z.string().check(z.maxLength(200))),
  scale: z.optional(z.number().check(z.positive(), z.lte(10))),
});

/** The options checked, `{}` when omitted. */
export function checkSvgOptions(options: unknown): SvgOptions {
  return options === undefined ? {} : parseOrThrow(svgOptionsSchema, options, 'options');
}

/**
 * The state checked as a state or a view of `game`: its identity first (`state.game`,
 * `state.format`), then its shape by the game's state schema. The invariants are not checked: a
 * picture of a position a rules lawyer is building is still useful.
 */
export function checkState<S>(game: AnyGame, state: unknown): S {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    throw new ValidationError('state', [
      { path: 'state', message: `expected a ${game.title} state or view, got ${state === null ? 'null' : Array.isArray(state) ? 'an array' : typeof state}` },
    ]);
  }
  const s = state as { game?: unknown; format?: unknown };
  if (s.game !== game.id) {
    throw new ValidationError('state', [{ path: 'state.game', message: `a state of the game '${String(s.game)}', not of '${game.id}'` }]);
  }
  if (s.format !== game.format) {
    throw new ValidationError('state', [
      { path: 'state.format', message: `a ${game.title} state of format ${String(s.format)}; this version of reglas draws format ${game.format}` },
    ]);
  }
  const problems = schemaProblems(game.schemas.state, state, 'state');
  if (problems.length > 0) throw new ValidationError('state', problems);
  return state as S;
}
