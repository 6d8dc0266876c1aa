/**
 * The building blocks every game's encoding declares itself with (one file a game, such as
 * `taifa.ts`): an action space laid out as variants of action types, each the mixed-radix
 * product of a few small fields, and an observation as named planes of fixed size. Layouts are
 * data, so the docs (`docs/rl.md`) and the labels of every index are read from them.
 */
import { ValidationError } from '../core/index.js';

/** One field of an action: how many values it takes and which one a value is. */
export interface ActionField<S = unknown> {
  /** The field's name in the action object (or a name for the docs when it is derived). */
  readonly name: string;
  /** How many values the field takes: its codes are `0..size-1`. */
  readonly size: number;
  /** The code of the field's value in `action` in `state`, or -1 when it is not in the space. */
  code(state: S, action: Readonly<Record<string, unknown>>): number;
  /** The value of code `k`, as the docs name it. */
  label(k: number): string;
}

/** A field whose value is one of a fixed list (area numbers, card ids, kingdom ids, null). */
export function valuesField<S = unknown>(name: string, values: readonly (string | number | null)[]): ActionField<S> {
  const codes = new Map<string | number | null, number>(values.map((v, i) => [v, i]));
  if (codes.size !== values.length) throw new Error(`valuesField ${name}: the values repeat`);
  return {
    name,
    size: values.length,
    code: (_state, action) => codes.get(action[name] as string | number | null) ?? -1,
    label: (k) => String(values[k]),
  };
}

/** One variant of an action type: the actions of that type it holds (`when`), laid out over its fields. */
export interface ActionVariant<S = unknown> {
  /** The action's `type`. */
  readonly type: string;
  /** The fields, most significant first. */
  readonly fields: readonly ActionField<S>[];
  /** Which actions of the type this variant holds (several variants of one type are tried in order); all by default. */
  readonly when?: ((action: Readonly<Record<string, unknown>>) => boolean) | undefined;
  /** What the docs say this variant is, when the type alone does not say it. */
  readonly note?: string | undefined;
}

/** Where a variant lies in the space. */
export interface LaidVariant<S = unknown> extends ActionVariant<S> {
  /** Its first index. */
  readonly offset: number;
  /** How many indices it takes: the product of its fields' sizes. */
  readonly size: number;
}

/** An action space: the variants one after another. */
export interface ActionLayout<S = unknown> {
  /** Every variant with its offset. */
  readonly variants: readonly LaidVariant<S>[];
  /** The number of indices. */
  readonly size: number;
  /** The index of `action` in `state`: a `ValidationError` for an action the space does not hold. */
  index(state: S, action: Readonly<Record<string, unknown>>): number;
  /** What index `i` means, in one line (`attack(area=12)`). */
  label(i: number): string;
}

/** Lays `variants` out one after another. */
export function layout<S>(variants: readonly ActionVariant<S>[]): ActionLayout<S> {
  const laid: LaidVariant<S>[] = [];
  let offset = 0;
  for (const v of variants) {
    const size = v.fields.reduce((n, f) => n * f.size, 1);
    laid.push({ ...v, offset, size });
    offset += size;
  }
  const byType = new Map<string, LaidVariant<S>[]>();
  for (const v of laid) byType.set(v.type, [...(byType.get(v.type) ?? []), v]);
  const outside = (action: unknown, why: string): ValidationError =>
    new ValidationError('action', [{ path: 'action', message: `${JSON.stringify(action)} is not in the action space: ${why}` }]);
  return {
    variants: laid,
    size: offset,
    index(state, action) {
      const candidates = byType.get(action.type as string);
      if (candidates === undefined) throw outside(action, `no action of type '${String(action.type)}'`);
      for (const v of candidates) {
        if (v.when !== undefined && !v.when(action)) continue;
        let i = 0;
        for (const f of v.fields) {
          const k = f.code(state, action);
          if (k < 0 || k >= f.size) throw outside(action, `its ${f.name} has no code`);
          i = i * f.size + k;
        }
        return v.offset + i;
      }
      throw outside(action, 'no variant of its type holds it');
    },
    label(i) {
      const v = laid.find((x) => i >= x.offset && i < x.offset + x.size);
      if (v === undefined || !Number.isInteger(i)) return `(no action ${i})`;
      let rest = i - v.offset;
      const parts: string[] = [];
      for (let f = v.fields.length - 1; f >= 0; f--) {
        const field = v.fields[f]!;
        parts.unshift(`${field.name}=${field.label(rest % field.size)}`);
        rest = Math.floor(rest / field.size);
      }
      return `${v.type}(${parts.join(', ')})`;
    },
  };
}

/** One plane of an observation: a named block of numbers. */
export interface Plane<V> {
  /** Its name, as the docs list it. */
  readonly name: string;
  /** Its shape (its size is the product). */
  readonly shape: readonly number[];
  /** What it holds, in a sentence. */
  readonly doc: string;
  /** Writes the plane of a view seen by `seat` into `out` from `at` (the buffer starts zeroed). */
  fill(view: V, seat: string, out: Float32Array, at: number): void;
}

/** A plane laid out in the observation. */
export interface LaidPlane<V> extends Plane<V> {
  /** Where it starts in the flat observation. */
  readonly offset: number;
  /** How many numbers it holds. */
  readonly size: number;
}

/** An observation: planes one after another in a flat `Float32Array`. */
export interface ObservationLayout<V> {
  /** Every plane with its offset. */
  readonly planes: readonly LaidPlane<V>[];
  /** The length of the flat observation. */
  readonly size: number;
  /** The observation of a view. */
  encode(view: V, seat: string): Float32Array;
}

/** Lays `planes` out one after another. */
export function planes<V>(list: readonly Plane<V>[]): ObservationLayout<V> {
  const laid: LaidPlane<V>[] = [];
  let offset = 0;
  for (const p of list) {
    const size = p.shape.reduce((n, d) => n * d, 1);
    laid.push({ ...p, offset, size });
    offset += size;
  }
  return {
    planes: laid,
    size: offset,
    encode(view, seat) {
      const out = new Float32Array(offset);
      for (const p of laid) p.fill(view, seat, out, p.offset);
      return out;
    },
  };
}

/** Sets `out[at + k]` to 1: a one-hot, ignoring a `k` out of `0..size-1` (a hidden or absent value). */
export function oneHot(out: Float32Array, at: number, k: number, size: number): void {
  if (k >= 0 && k < size) out[at + k] = 1;
}

/** Adds one to `out[i]` (a count). */
export function bump(out: Float32Array, i: number): void {
  out[i] = (out[i] ?? 0) + 1;
}
