/**
 * Positions (contract: `position`, `setup({ seed, position })`): a battle written as data and
 * read back. The position names units, leaders and markers by id and hexes by their printed
 * number; `stateFromPosition` checks it (ids, hexes, stacking 5.1-5.2, leaders on the map) and
 * builds the state at the start of its turn, every problem named by its path.
 * @module
 */
import { ValidationError, parseOrThrow, type ValidationProblem } from '../../core/index.js';
import { hexId, hexIndex } from './board.js';
import { deployStandard, emptyBattle } from './setup.js';
import { rebuild, relocate, unitsAt } from './edits.js';
import { deployFacing } from './deploy.js';
import { mayStack } from './movement.js';
import {
  LEADER_COUNT,
  LEADER_IDS,
  LEADER_SIDE,
  MARKER_IDS,
  UNIT_COUNT,
  UNIT_IDS,
  UNIT_SIDE,
  PRINTED_MOUNTED,
  leaderIndex,
  markerIndex,
  unitIndex,
} from './pieces.js';
import { alFiloPositionSchema, type AlFiloPosition, type UnitPosition } from './position-schema.js';
import {
  ACTED,
  ACTIVATED,
  CHARGED,
  DEMORALIZED,
  ELIMINATED,
  ENGAGED,
  FIRED,
  FLED,
  WITHDRAWN,
  INACTIVE,
  LEADER_MOVED,
  MOVED,
  MOVED_NOW,
  OUT_OF_COMMAND,
  REPLACEMENT_DUE,
  RESTING,
  ROUTED,
  TARGETED,
  type AlFiloState,
  type Prisoner,
  type VictoryMode,
} from './state.js';
import { alFiloPoints } from './points.js';
import { invariants } from './invariants.js';

const DISORDER = ['organized', 'demoralized', 'routed'] as const;
const LEADER_MARKS = [
  ['activated', ACTIVATED],
  ['inactive', INACTIVE],
  ['moved', LEADER_MOVED],
  ['replacement-due', REPLACEMENT_DUE],
] as const;
const MARKS = [
  ['out-of-command', OUT_OF_COMMAND],
  ['resting', RESTING],
  ['moved', MOVED],
  ['acted', ACTED],
  ['moved-now', MOVED_NOW],
  ['fired-at', TARGETED],
  ['engaged', ENGAGED],
  ['fired', FIRED],
  ['charged', CHARGED],
] as const;
const FORMS = ['front', 'reverse', 'generic'] as const;

/** A place on the map or off it, in words. */
function placeOf(h: number): string {
  return h >= 0 ? hexId(h) : h === FLED ? 'fled' : h === WITHDRAWN ? 'withdrawn' : 'eliminated';
}

/** The position of a state: every unit, leader and marker where it stands, with its state. */
export function position(s: AlFiloState): AlFiloPosition {
  const units: Record<string, UnitPosition> = {};
  // units on the map in the order they stack (the first of a hex on top), so that setup stacks them so again
  const order: number[] = [];
  for (let h = 0; h < s.occ.length; h++) for (let u = s.occ[h]!; u >= 0; u = s.below[u]!) order.push(u);
  for (let u = 0; u < UNIT_COUNT; u++) if (s.at[u]! < 0) order.push(u);
  for (const u of order) {
    if (s.at[u] === -1) continue;
    const marks = MARKS.filter(([, bit]) => (s.flags[u]! & bit) !== 0).map(([name]) => name);
    units[UNIT_IDS[u]!] = {
      hex: placeOf(s.at[u]!),
      facing: s.facing[u]!,
      ...(s.fatigued[u] === 1 ? { fatigued: true } : {}),
      ...(s.disorder[u] !== 0 ? { disorder: DISORDER[s.disorder[u]!] } : {}),
      ...(s.mounted[u] !== (PRINTED_MOUNTED[u] ? 1 : 0) ? { mounted: s.mounted[u] === 1 } : {}),
      ...(marks.length > 0 ? { marks } : {}),
    };
  }
  const leaders: Record<string, string> = {};
  for (let l = 0; l < LEADER_COUNT; l++) leaders[LEADER_IDS[l]!] = placeOf(s.leaderAt[l]!);
  const markers: Record<string, string> = {};
  for (let m = 0; m < MARKER_IDS.length; m++) markers[MARKER_IDS[m]!] = placeOf(s.markerAt[m]!);
  const leaderMarks: Record<string, ('activated' | 'inactive' | 'moved' | 'replacement-due')[]> = {};
  const leaderStates: Record<string, { wounded?: boolean; form?: 'front' | 'reverse' | 'generic' }> = {};
  for (let l = 0; l < LEADER_COUNT; l++) {
    if (s.leaderWounded[l] === 0 && s.leaderForm[l] === 0) continue;
    leaderStates[LEADER_IDS[l]!] = {
      ...(s.leaderWounded[l] === 1 ? { wounded: true } : {}),
      ...(s.leaderForm[l] !== 0 ? { form: FORMS[s.leaderForm[l]!]! } : {}),
    };
  }
  for (let l = 0; l < LEADER_COUNT; l++) {
    const marks = LEADER_MARKS.filter(([, bit]) => (s.leaderFlags[l]! & bit) !== 0).map(([name]) => name);
    if (marks.length > 0) leaderMarks[LEADER_IDS[l]!] = marks;
  }
  const markersMoved = (['de-rada', 'ruy-diaz'] as const).filter((_, m) => s.markerMoved[m] === 1);
  return {
    turn: s.turn,
    victory: s.victory,
    units,
    omitted: 'off-map',
    leaders,
    markers,
    released: s.released,
    ...(Object.keys(leaderMarks).length > 0 ? { leaderMarks } : {}),
    ...(markersMoved.length > 0 ? { markersMoved } : {}),
    ...(Object.keys(leaderStates).length > 0 ? { leaderStates } : {}),
    ...(s.prisoners.length > 0
      ? { prisoners: s.prisoners.map((p) => ({ leader: LEADER_IDS[p.leader]!, form: FORMS[p.form]!, unit: p.unit < 0 ? null : UNIT_IDS[p.unit]! })) }
      : {}),
    ...(s.fallen[0] + s.fallen[1] > 0 ? { fallen: [s.fallen[0], s.fallen[1]] as const } : {}),
    ...(s.tieFirst >= 0 ? { tieFirst: s.tieFirst === 0 ? ('christian' as const) : ('muslim' as const) } : {}),
    ...(s.result !== null ? { result: s.result } : {}),
    at: alFiloPoints.write(s),
  };
}

/** The place a position names: a hex index, {@link ELIMINATED}, {@link FLED}, {@link WITHDRAWN}, or -9 for a hex off the map. */
function placeIndex(value: string): number {
  return value === 'eliminated' ? ELIMINATED : value === 'fled' ? FLED : value === 'withdrawn' ? WITHDRAWN : hexIndex(value) >= 0 ? hexIndex(value) : -9;
}

/** The state of a position at the start of its turn (phase A), checked: each problem named by its path. */
export function stateFromPosition(raw: unknown, seed: string, victory: VictoryMode): AlFiloState {
  const p = parseOrThrow(alFiloPositionSchema, raw, 'position');
  const problems: ValidationProblem[] = [];
  let s = emptyBattle(seed, p.victory ?? victory, [{ t: 'turn' }]);
  if (p.omitted !== 'off-map') s = deployStandard(s);
  const given = p.units ?? {};
  for (const [id, up] of Object.entries(given)) {
    const u = unitIndex(id);
    const path = `position.units.${id}`;
    if (u < 0) {
      problems.push({ path, message: `no unit "${id}" in the battle` });
      continue;
    }
    const h = placeIndex(up.hex);
    if (h === -9) {
      problems.push({ path: `${path}.hex`, message: `${up.hex} is not a hex of the map` });
      continue;
    }
    s = relocate(s, u, -1);
    if (h >= 0) s = relocate(s, u, h);
    else s = rebuild(s, { at: s.at.map((a, i) => (i === u ? h : a)) });
    const facing = s.facing.slice();
    facing[u] = up.facing ?? deployFacing(UNIT_SIDE[u]!);
    const fatigued = s.fatigued.slice();
    fatigued[u] = up.fatigued === true ? 1 : 0;
    const disorder = s.disorder.slice();
    disorder[u] = up.disorder === 'routed' ? ROUTED : up.disorder === 'demoralized' ? DEMORALIZED : 0;
    const mounted = s.mounted.slice();
    if (up.mounted !== undefined) mounted[u] = up.mounted ? 1 : 0;
    const flags = s.flags.slice();
    flags[u] = 0;
    for (const [name, bit] of MARKS) if (up.marks?.includes(name)) flags[u] = flags[u]! | bit;
    s = rebuild(s, { facing, fatigued, disorder, mounted, flags });
  }
  if (p.omitted === 'off-map') {
    const at = s.at.map((a) => (a === -1 ? ELIMINATED : a));
    s = rebuild(s, { at });
  }
  // a unit moving now may stand in a friend's hex it passes through (5.1)
  const frames = (Array.isArray(p.at) ? p.at : p.at === undefined ? [] : [p.at]) as readonly Record<string, unknown>[];
  const moving = frames.filter((f) => f.point === 'moving').flatMap((f) => [unitIndex(f.unit), unitIndex(f.with)]);
  for (let h = 0; h < s.occ.length; h++) {
    const there = unitsAt(s, h);
    if (there.length <= 1 || (there.length <= 3 && there.some((u) => moving.includes(u)) && there.every((u) => UNIT_SIDE[u] === UNIT_SIDE[there[0]!])))
      continue;
    const names = there.map((u) => UNIT_IDS[u]).join(' and ');
    if (there.length > 2) problems.push({ path: 'position.units', message: `${hexId(h)} holds ${names}: at most two units stack (5.1, 5.2)` });
    else if (UNIT_SIDE[there[0]!] !== UNIT_SIDE[there[1]!])
      problems.push({ path: 'position.units', message: `${hexId(h)} holds units of both sides: ${names}` });
    else if (!mayStack(s, there[0]!, there[1]!))
      problems.push({
        path: 'position.units',
        message: `${hexId(h)} holds ${names}: only two units of one type and banner (5.2), or artillery with infantry (5.1), may stack`,
      });
  }
  const leaderAt = s.leaderAt.slice();
  for (const [id, where] of Object.entries(p.leaders ?? {})) {
    const l = leaderIndex(id);
    const h = placeIndex(where);
    if (l < 0) problems.push({ path: `position.leaders.${id}`, message: `no leader "${id}" in the battle` });
    else if (h === -9 || h === FLED) problems.push({ path: `position.leaders.${id}`, message: `${where} is not a hex of the map` });
    else leaderAt[l] = h;
  }
  const markerAt = s.markerAt.slice();
  for (const [id, where] of Object.entries(p.markers ?? {})) {
    const m = markerIndex(id);
    const h = placeIndex(where);
    if (m < 0) problems.push({ path: `position.markers.${id}`, message: `no marker "${id}": the markers are ${MARKER_IDS.join(', ')}` });
    else if (h === -9 || h === FLED || h === WITHDRAWN) problems.push({ path: `position.markers.${id}`, message: `${where} is not a hex of the map` });
    else markerAt[m] = h;
  }
  const leaderFlags = s.leaderFlags.slice();
  for (const [id, marks] of Object.entries(p.leaderMarks ?? {})) {
    const l = leaderIndex(id);
    if (l < 0) problems.push({ path: `position.leaderMarks.${id}`, message: `no leader "${id}" in the battle` });
    else for (const [name, bit] of LEADER_MARKS) if (marks.includes(name)) leaderFlags[l] = leaderFlags[l]! | bit;
  }
  const markerMoved = [p.markersMoved?.includes('de-rada') ? 1 : 0, p.markersMoved?.includes('ruy-diaz') ? 1 : 0];
  const leaderWounded = s.leaderWounded.slice();
  const leaderForm = s.leaderForm.slice();
  for (const [id, st] of Object.entries(p.leaderStates ?? {})) {
    const l = leaderIndex(id);
    if (l < 0) problems.push({ path: `position.leaderStates.${id}`, message: `no leader "${id}" in the battle` });
    else {
      leaderWounded[l] = st.wounded === true ? 1 : 0;
      leaderForm[l] = FORMS.indexOf(st.form ?? 'front');
    }
  }
  const prisoners: Prisoner[] = [];
  (p.prisoners ?? []).forEach((pr, j) => {
    const l = leaderIndex(pr.leader);
    const u = pr.unit === null ? -1 : unitIndex(pr.unit);
    if (l < 0) problems.push({ path: `position.prisoners[${j}].leader`, message: `no leader "${pr.leader}" in the battle` });
    else if (pr.unit === null) prisoners.push({ leader: l, form: FORMS.indexOf(pr.form), unit: -1 });
    else if (u < 0 || s.at[u]! < 0) problems.push({ path: `position.prisoners[${j}].unit`, message: `"${pr.unit}" is not a unit on the map` });
    else if (UNIT_SIDE[u] === LEADER_SIDE[l])
      problems.push({
        path: `position.prisoners[${j}].unit`,
        message: `${pr.unit} is of ${pr.leader}'s own side: a captured leader is held by an enemy unit (7.5.1)`,
      });
    else prisoners.push({ leader: l, form: FORMS.indexOf(pr.form), unit: u });
  });
  if (problems.length > 0) throw new ValidationError('position', problems);
  const placed = rebuild(s, {
    leaderAt,
    markerAt,
    leaderFlags,
    markerMoved,
    leaderWounded,
    leaderForm,
    prisoners,
    fallen: p.fallen === undefined ? [0, 0] : [p.fallen[0], p.fallen[1]],
    turn: p.turn ?? 1,
    released: p.released ?? false,
    tieFirst: p.tieFirst === undefined ? -1 : p.tieFirst === 'christian' ? 0 : 1,
  });
  const ended =
    p.result === undefined
      ? placed
      : rebuild(placed, {
          result: {
            winner: p.result.winner,
            reason: p.result.reason,
            points: [p.result.points[0], p.result.points[1]],
            level: p.result.level ?? (p.result.winner === null ? 'draw' : 'automatic'),
          },
          tasks: [],
        });
  if (p.at === undefined) return ended;
  const placedAt = rebuild(ended, { tasks: alFiloPoints.read(p.at, ended, 'position.at') });
  // play rests only on the stacks of invariants.ts: a lone point that play never rests on alone is refused here
  const stackProblems = invariants(placedAt).filter((q) => q.path.startsWith('state.tasks'));
  if (stackProblems.length > 0)
    throw new ValidationError(
      'position',
      stackProblems.map((q) => ({ path: 'position.at', message: q.message })),
    );
  return placedAt;
}
