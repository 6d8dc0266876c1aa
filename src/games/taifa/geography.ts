/**
 * The map's borders (5.1.1, 5.3), the targets of events that depend on who owns what (5.4), the
 * Treguas that forbid an attack or a raid (5.4, 10.2), and castles on the map (8).
 *
 * A kingdom's borders are a fact derived from the owners: `bordersOf` computes them from the
 * state, and the rules that read them take the result, so a caller that needs them several times
 * (a round's legal list) computes them once.
 */
import { AREA_COUNT, NEIGHBOURS, SCENARIOS } from './tables.js';
import type { TaifaState } from './types.js';

/**
 * Area sets as two 32-bit words (areas 0-31 and 32-63): each area's neighbours, built once at
 * load from the map, so a border is a few ORs instead of a walk over every connection.
 */
if (AREA_COUNT > 64) throw new Error(`taifa: the border words hold 64 areas, the map has ${AREA_COUNT}`);
const NEIGHBOUR_LO: readonly number[] = NEIGHBOURS.map((list) => list.reduce((w, n) => (n < 32 ? w | (1 << n) : w), 0));
const NEIGHBOUR_HI: readonly number[] = NEIGHBOURS.map((list) => list.reduce((w, n) => (n >= 32 ? w | (1 << (n - 32)) : w), 0));

/**
 * Kingdom `k`'s borders in one position, as {@link bordersOf} reads them. Areas here are
 * indices into `state.owner` (area number - 1), kingdoms indices into `state.kingdoms`.
 */
export interface Borders {
  /** The kingdom whose borders these are: its index in `state.kingdoms`. */
  readonly k: number;
  /**
   * Areas (indices, ascending) of other kingdoms or independent, connected to one of `k`'s areas
   * (5.1.1); for a kingdom holding no area, its capital (5.1.1: the only area it may attack).
   */
  readonly areas: readonly number[];
  /** Kingdoms owning an area connected to one of `k`'s areas, by order of play (5.3); none for a kingdom holding no area. */
  readonly kingdoms: readonly number[];
}

/**
 * Kingdom `k`'s borders (5.1.1, 5.3): the areas and kingdoms connected to the areas it holds,
 * the input of {@link attackTargets} and {@link incursionTargets}. `k` is an index into
 * `state.kingdoms` (`state.kingdoms.findIndex((x) => x.id === 'castilla')`). A kingdom holding no
 * area borders only its capital (5.1.1). Areas out of play (El Cid, 10.1) never border.
 */
export function bordersOf(state: TaifaState, k: number): Borders {
  const owner = state.owner;
  let lo = 0;
  let hi = 0;
  let owns = false;
  for (let a = 0; a < AREA_COUNT; a++) {
    if (owner[a] !== k) continue;
    owns = true;
    lo |= NEIGHBOUR_LO[a]!;
    hi |= NEIGHBOUR_HI[a]!;
  }
  const areas: number[] = [];
  if (!owns) {
    // 5.1.1: a kingdom holding no area may only attack its capital.
    const capital = SCENARIOS[state.scenario].capitals[k]!;
    if (capital >= 0 && owner[capital] !== -2) areas.push(capital);
    return { k, areas, kingdoms: [] };
  }
  let mask = 0;
  for (let a = 0; lo !== 0 && a < 32; a++, lo >>>= 1) {
    if ((lo & 1) === 0) continue;
    const o = owner[a]!;
    if (o === k || o === -2) continue;
    areas.push(a);
    if (o >= 0) mask |= 1 << o;
  }
  for (let a = 32; hi !== 0 && a < AREA_COUNT; a++, hi >>>= 1) {
    if ((hi & 1) === 0) continue;
    const o = owner[a]!;
    if (o === k || o === -2) continue;
    areas.push(a);
    if (o >= 0) mask |= 1 << o;
  }
  const kingdoms: number[] = [];
  for (let i = 0; mask !== 0; i++, mask >>>= 1) if ((mask & 1) !== 0) kingdoms.push(i);
  return { k, areas, kingdoms };
}

/** Area indices (number - 1) held by a kingdom other than `k` (not independent, not out of play), ascending (5.4). */
export function enemyAreas(state: TaifaState, k: number): readonly number[] {
  const owner = state.owner;
  const out: number[] = [];
  for (let a = 0; a < AREA_COUNT; a++) if (owner[a]! >= 0 && owner[a] !== k) out.push(a);
  return out;
}

/** The bordering area indices (number - 1) held by another kingdom, not independent ones, ascending (5.4). */
export function enemyBorderAreas(state: TaifaState, b: Borders): readonly number[] {
  const owner = state.owner;
  return b.areas.filter((a) => owner[a]! >= 0 && owner[a] !== b.k);
}

/** El Cid's index in `state.kingdoms` in the El Cid scenario (3, the last in the order of play, 10.1); -1 in the standard game. */
export function elCidIndex(state: TaifaState): number {
  return state.scenario === 'el-cid' ? 3 : -1;
}

/**
 * The areas kingdom `b.k` may attack with the attack action (ataque, 5.1.1) or a bot's army
 * (9.2, 9.3): every bordering area, of another kingdom or independent, except those of a kingdom
 * whose Tregua binds `b.k` this turn (the Tregua event, 5.4; El Cid's Tregua, 10.2). An event card
 * is not bound by a Tregua (10.2), so an attack event on a bordering area may target every
 * bordering area (`eventAreas`). Area indices (number - 1), ascending. `legalActions` offers the
 * attack action only to a kingdom holding a Troop card.
 */
export function attackTargets(state: TaifaState, b: Borders): readonly number[] {
  const out = b.areas;
  if (state.permanents.length === 0 && state.cidTruce < 0) return out;
  const truce = truceMask(state, b.k);
  if (truce === 0) return out;
  const owner = state.owner;
  const allowed: number[] = [];
  for (let i = 0; i < out.length; i++) {
    const a = out[i]!;
    const o = owner[a]!;
    if (o < 0 || (truce & (1 << o)) === 0) allowed.push(a);
  }
  return allowed;
}

/** The owners `attacker` may not attack, as a bit mask by kingdom index (Tregua event text; 10.2). */
function truceMask(state: TaifaState, attacker: number): number {
  let mask = 0;
  for (const p of state.permanents) if (p.target === attacker && p.by >= 0) mask |= 1 << p.by;
  if (state.cidTruce === attacker && state.scenario === 'el-cid') mask |= 1 << elCidIndex(state);
  return mask;
}

/**
 * The kingdoms `b.k` may raid with an incursion (incursión, 5.3): every kingdom owning an area
 * connected to one of `b.k`'s, by order of play (indices into `state.kingdoms`); in El Cid the
 * kingdom under his Tregua may not raid him (10.2). An incursion also needs a Troop card to discard.
 */
export function incursionTargets(state: TaifaState, b: Borders): readonly number[] {
  const out = b.kingdoms;
  if (state.cidTruce === b.k) {
    const cid = elCidIndex(state);
    return out.filter((j) => j !== cid);
  }
  return out;
}

/**
 * Castles kingdom `k` (an index into `state.kingdoms`) has on the map: the areas it holds. 13 is
 * a sudden victory; after turn 3 the most castles win, the card bonus breaking a tie (8). In El
 * Cid the same count decides (10.3). `outcome().score` gives it for every kingdom.
 */
export function castles(state: TaifaState, k: number): number {
  let n = 0;
  for (const o of state.owner) if (o === k) n++;
  return n;
}
