/**
 * `laLegion.position(state)` and the state of a position (contract: `position`, `setup({ seed,
 * position })`), in the format of position-schema.ts: counters by id, hexes by printed number, the
 * pending tasks written the same way. The state keeps numbers (pieces.ts, board.ts); this module
 * is the one translation between the two, both ways, so that `stateFromPosition(position(s), seed)`
 * is `s` with the generator of `seed`.
 * @module
 */
import { boardFacts, filled } from './edits.js';
import { ValidationError, createRng, parseOrThrow, type ValidationProblem } from '../../core/index.js';
import { HEX_COUNT, HEX_IDS, hexIndex } from './board.js';
import { invariants } from './invariants.js';
import { COUNTER_COUNT, COUNTER_IDS, IS_LAND, counterIndex } from './pieces.js';
import { legionPoints } from './position-points.js';
import { FLAG_NAMES, legionPositionSchema, type FlagName, type LegionPosition, type PlaceCode } from './position-schema.js';
import {
  ARRIVED,
  AT_MELILLA,
  BOMBARDED,
  DISPLACED,
  ELIMINATED,
  ENGAGED,
  FOUGHT,
  GROUNDED,
  IN_BOX,
  LANDED,
  LEGION_FORMAT,
  MOVED,
  SUPPORTED,
  type LegionState,
} from './state.js';

/** Where the problems of a position are named from: `setup` reads it as `options.position`. */
const ROOT = 'options.position';

/** Each flag name's bit (state.ts). */
const FLAG_BITS: Readonly<Record<FlagName, number>> = {
  moved: MOVED,
  fought: FOUGHT,
  bombarded: BOMBARDED,
  supported: SUPPORTED,
  engaged: ENGAGED,
  arrived: ARRIVED,
  landed: LANDED,
  displaced: DISPLACED,
};

/** Each place name's code in `state.at`. */
const PLACE_AT: Readonly<Record<PlaceCode, number>> = { box: IN_BOX, eliminated: ELIMINATED, grounded: GROUNDED, melilla: AT_MELILLA };

/** A code of `state.at` as a position writes it. */
function placeName(at: number): string {
  if (at >= 0) return HEX_IDS[at]!;
  if (at === ELIMINATED) return 'eliminated';
  if (at === GROUNDED) return 'grounded';
  return at === AT_MELILLA ? 'melilla' : 'box';
}

/** A flags word as the names of its bits, in bit order. */
function flagNames(bits: number): FlagName[] {
  return FLAG_NAMES.filter((name) => (bits & FLAG_BITS[name]) !== 0);
}

/** The compact position of a state: what is placed, what it has done, the turn, the weather and the pending tasks. */
export function position(s: LegionState): LegionPosition {
  const counters: Record<string, string> = {};
  const done: Record<string, FlagName[]> = {};
  for (let c = 0; c < COUNTER_COUNT; c++) {
    if (s.at[c] !== IN_BOX) counters[COUNTER_IDS[c]!] = placeName(s.at[c]!);
    if (s.flags[c] !== 0) done[COUNTER_IDS[c]!] = flagNames(s.flags[c]!);
  }
  const out: { -readonly [K in keyof LegionPosition]: LegionPosition[K] } = { turn: s.turn, weather: s.weather, counters };
  if (Object.keys(done).length > 0) out.done = done;
  out.at = legionPoints.write(s);
  if (s.surrender) out.surrender = true;
  if (s.result !== null) out.result = { ...s.result };
  return out;
}

/** Reads counter ids and hexes of a position, gathering a problem for each it does not know. */
class Reader {
  readonly problems: ValidationProblem[] = [];

  counter(id: string, path: string): number {
    const c = counterIndex(id);
    if (c < 0)
      this.problems.push({
        path,
        message: `unknown counter id '${id}': counters are named as in data/counters.ts, such as 'bandera-1-1' or 'beni-urriaguel-3'`,
      });
    return c;
  }

  counters(list: readonly string[], path: string): number[] {
    return list.map((id, j) => this.counter(id, `${path}[${j}]`));
  }

  hex(id: string, path: string): number {
    const h = hexIndex(id);
    if (h < 0) this.problems.push({ path, message: `'${id}' is not a hex of the map (columns 01-46, rows 01-27)` });
    return h;
  }
}

/** An invariant's path from `state` as the position's path, where the position has that field. */
function positionPath(path: string): string {
  const counter = /^state\.(at|flags)\[(\d+)\]/.exec(path);
  if (counter !== null) return `${ROOT}.${counter[1] === 'at' ? 'counters' : 'done'}.${COUNTER_IDS[Number(counter[2])]}`;
  if (path.startsWith('state.occupant')) return `${ROOT}.counters`;
  // A task's problem names its frame, `at[i]` (the task's fields keep their names in the frame).
  if (path.startsWith('state.tasks')) return `${ROOT}.at${path.slice('state.tasks'.length)}`;
  return ROOT + path.slice('state'.length);
}

/**
 * The state of a position (`setup({ seed, position })` builds its state from this, then lets the
 * machine run to the first decision). Throws `ValidationError` naming each bad path under
 * `options.position`: the schema's, an unknown counter id or hex, two land counters on one hex
 * (reading 1), and every invariant of the state it gives (a land counter at sea, a fleet on land,
 * tasks that name the wrong counters...).
 */
export function stateFromPosition(positionValue: unknown, seed: string): LegionState {
  const pos = parseOrThrow(legionPositionSchema, positionValue, ROOT);
  const r = new Reader();
  const flags = filled(COUNTER_COUNT, 0);
  for (const [id, names] of Object.entries(pos.done ?? {})) {
    const c = r.counter(id, `${ROOT}.done.${id}`);
    names.forEach((name, j) => {
      if (names.indexOf(name) !== j) r.problems.push({ path: `${ROOT}.done.${id}[${j}]`, message: `'${name}' is listed twice` });
    });
    if (c >= 0) flags[c] = names.reduce((bits, name) => bits | FLAG_BITS[name], 0);
  }
  const at = filled(COUNTER_COUNT, IN_BOX);
  // Who stands where, to refuse two land counters on one hex before the board is built.
  const occupant = filled(HEX_COUNT, -1);
  for (const [id, place] of Object.entries(pos.counters)) {
    const path = `${ROOT}.counters.${id}`;
    const c = r.counter(id, path);
    const named = Object.hasOwn(PLACE_AT, place);
    const code = named ? PLACE_AT[place as PlaceCode] : r.hex(place, path);
    if (c < 0 || (!named && code < 0)) continue;
    at[c] = code;
    if (code < 0 || !IS_LAND[c]) continue;
    const other = occupant[code]!;
    if (other >= 0) r.problems.push({ path, message: `${place} already holds ${COUNTER_IDS[other]}: one land counter a hex (reading 1)` });
    else occupant[code] = c;
  }
  if (r.problems.length > 0) throw new ValidationError('position', r.problems);
  const blank: LegionState = {
    game: 'la-legion',
    format: LEGION_FORMAT,
    rng: createRng(seed),
    tasks: [],
    surrender: pos.surrender ?? false,
    turn: pos.turn ?? 1,
    weather: pos.weather ?? null,
    at,
    ...boardFacts(at),
    flags,
    result: pos.result ?? null,
  };
  const state: LegionState = { ...blank, tasks: legionPoints.read(pos.at ?? (pos.result ? [] : { point: 'turn-start' }), blank, `${ROOT}.at`) };
  const broken = invariants(state);
  if (broken.length > 0)
    throw new ValidationError(
      'position',
      broken.map((p) => ({ path: positionPath(p.path), message: p.message })),
    );
  return state;
}
