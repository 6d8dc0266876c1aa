/**
 * La Legión's invariants (contract: `validate`), checked after the state's schema: each counter
 * in one place and where its kind may be (one land counter a hex on land, reading 1 and 7, a
 * lander on a sea landing hex, 6.1; aircraft over any hex but on their bases between air steps,
 * 2.3; fleets on the open sea, 2.3), `occupant` in step with `at`, the counters of later turns
 * still in the box (6), and the pending tasks naming counters and hexes they may name, with one
 * entry per aircraft or fleet, and none once the game has ended (5). Each problem names its path
 * from `state` and says what is wrong.
 * @module
 */
import type { ValidationProblem } from '../../core/index.js';
import { AIRFIELD_HEX, COLUMN_OF, FLEET_HEXES, HEX_COUNT, HEX_IDS, LANDING, ROW_OF, SEAPLANE_BASE, TERRAIN, SEA, isLand } from './board.js';
import { boardFacts, occupantAt, zoneAt } from './edits.js';
import { AIRCRAFT, COUNTER_IDS, ENTRY_TURN, FLEETS, IS_ARTILLERY, IS_CAR, IS_LAND, MOROCCAN, MOVEMENT, SIDE_OF, SPANISH, TYPE_OF, enemyOf } from './pieces.js';
import { stackShapeProblems } from './stack-shape.js';
import { AT_MELILLA, GROUNDED, IN_BOX, LANDED, type LegionState, type LegionTask } from './state.js';

type Problems = ValidationProblem[];

/** The hexes a fleet may be on (2.3: the sea, not the Mar Chica). */
const OPEN_SEA: ReadonlySet<number> = new Set(FLEET_HEXES);
/** The landing hexes (2.1, 6.1). */
const LANDING_SET: ReadonlySet<number> = new Set(LANDING);

const idOf = (c: number): string => COUNTER_IDS[c] ?? `counter ${c}`;
const hexOf = (h: number): string => HEX_IDS[h] ?? `hex ${h}`;

/** Where a counter is, in words. */
function placeText(at: number): string {
  if (at >= 0) return `on ${hexOf(at)}`;
  if (at === IN_BOX) return 'in the box';
  if (at === AT_MELILLA) return 'at Melilla, not yet moved out';
  return at === GROUNDED ? 'grounded' : 'eliminated';
}

/** What a hex a land counter may not stand on is (7). */
function waterText(h: number): string {
  return TERRAIN[h] === SEA ? 'the sea' : 'the Mar Chica';
}

/** 6, 6.1, 7, 2.3: where each counter may be, by its kind. */
function placeProblems(s: LegionState, out: Problems): void {
  for (let c = 0; c < s.at.length; c++) {
    const at = s.at[c]!;
    const path = `state.at[${c}]`;
    const id = idOf(c);
    if (at !== IN_BOX && ENTRY_TURN[c]! > s.turn) {
      out.push({ path, message: `${id} arrives on turn ${ENTRY_TURN[c]} (6): on turn ${s.turn} it is still in the box, not ${placeText(at)}` });
    }
    if (at === GROUNDED && TYPE_OF[c] !== 'bomber') {
      out.push({ path, message: `${id} is a ${TYPE_OF[c]}: only a bomber is grounded, when the Moroccans hold its airfield (2.3)` });
    }
    if (at === AT_MELILLA && (!IS_LAND[c] || SIDE_OF[c] !== SPANISH)) {
      out.push({ path, message: `${id} cannot wait at Melilla: only a Spanish land reinforcement arrives there (6.1)` });
    } else if (at === AT_MELILLA && s.turn < 3) {
      out.push({ path, message: `${id} cannot wait at Melilla on turn ${s.turn}: the first reinforcements arrive on turn 3 (6.1)` });
    }
    if (at < 0) continue;
    if (IS_LAND[c]) {
      if (!isLand(at) && !((s.flags[c]! & LANDED) !== 0 && LANDING_SET.has(at))) {
        out.push({
          path,
          message: `${id} is a land counter on ${hexOf(at)}, ${waterText(at)}: land counters stand on land (7); only one that landed this turn may be on a sea landing hex (6.1)`,
        });
      }
      const holder = occupantAt(s, at);
      if (holder !== c) {
        const other = holder < 0 ? 'names no counter there' : `names ${idOf(holder)}`;
        const twice = holder >= 0 && s.at[holder] === at ? ': one land counter a hex (reading 1)' : '';
        out.push({ path, message: `${id} stands on ${hexOf(at)}, but ${occupantPath(at)} ${other}${twice}` });
      }
    } else if (TYPE_OF[c] === 'fleet' && !OPEN_SEA.has(at)) {
      out.push({ path, message: `${id} is a fleet on ${hexOf(at)}: a fleet is placed on a sea hex, never on land or the Mar Chica (2.3)` });
    }
  }
}

/** The path of hex `h`'s cell in `state.occupant` (kept column by column). */
function occupantPath(h: number): string {
  return `state.occupant[${COLUMN_OF[h]}][${ROW_OF[h]}]`;
}

/** 7, reading 1: `occupant` names, on each hex, the one land counter standing there. */
function occupantProblems(s: LegionState, out: Problems): void {
  for (let h = 0; h < HEX_COUNT; h++) {
    const c = occupantAt(s, h);
    if (c < 0) continue;
    const path = occupantPath(h);
    if (!IS_LAND[c]) out.push({ path, message: `${idOf(c)} is a ${TYPE_OF[c]}: aircraft and fleets hold no hex, only land counters do (7, 8.2)` });
    else if (s.at[c] !== h) out.push({ path, message: `names ${idOf(c)} on ${hexOf(h)}, but ${idOf(c)} is ${placeText(s.at[c]!)}` });
  }
}

/** 7: the zones of control kept in the state are those of the land counters where they stand. */
function zoneProblems(s: LegionState, out: Problems): void {
  const { zoc } = boardFacts(s.at);
  for (const side of [0, 1]) {
    for (let h = 0; h < HEX_COUNT; h++) {
      const kept = zoneAt(s, side, h);
      const want = zoc[side]![COLUMN_OF[h]!]![ROW_OF[h]!]!;
      if (kept !== want) {
        out.push({
          path: `state.zoc[${side}][${COLUMN_OF[h]}][${ROW_OF[h]}]`,
          message: `${hexOf(h)} is counted next to ${kept} ${side === 0 ? 'Spanish' : 'Moroccan'} land counters, but ${want} stand around it (7: the zone of control is the six hexes around a counter)`,
        });
      }
    }
  }
}

/** 2.3, 8.2: no two aircraft over one Moroccan counter; between air steps, each on its base. */
function aircraftProblems(s: LegionState, out: Problems): void {
  const flying = s.result !== null || s.tasks.some((t) => t.t === 'air');
  const over = new Map<number, number>();
  for (const a of AIRCRAFT) {
    const h = s.at[a]!;
    if (h < 0) continue;
    const path = `state.at[${a}]`;
    const holder = occupantAt(s, h);
    if (holder >= 0 && SIDE_OF[holder] === MOROCCAN) {
      const first = over.get(h);
      if (first !== undefined)
        out.push({ path, message: `${idOf(a)} and ${idOf(first)} are both over ${idOf(holder)} on ${hexOf(h)}: one aircraft over a Moroccan counter (8.2)` });
      else over.set(h, a);
    }
    if (flying) continue;
    const base = TYPE_OF[a] === 'bomber' ? AIRFIELD_HEX : SEAPLANE_BASE;
    if (h !== base) {
      const where = TYPE_OF[a] === 'bomber' ? `the airfield, ${hexOf(base)}` : `the Mar Chica, shown on ${hexOf(base)}`;
      out.push({ path, message: `${idOf(a)} is on ${hexOf(h)} with no air sub-turn pending: between air steps a ${TYPE_OF[a]} rests on ${where} (2.3)` });
    }
  }
}

/** The problems of a list of counters a task names: each by `ok`, each once. */
function listProblems(s: LegionState, list: readonly number[], path: string, ok: (c: number) => string | null, out: Problems): void {
  list.forEach((c, j) => {
    const wrong = ok(c);
    if (wrong !== null) out.push({ path: `${path}[${j}]`, message: `${idOf(c)} ${wrong}` });
    if (list.indexOf(c) !== j) out.push({ path: `${path}[${j}]`, message: `${idOf(c)} is named twice` });
  });
}

/** Why counter `c` is not a land counter on the map, or null. */
function notOnMap(s: LegionState, c: number): string | null {
  if (!IS_LAND[c]) return `is a ${TYPE_OF[c]}, not a land counter`;
  return s.at[c]! < 0 ? `is ${placeText(s.at[c]!)}, not on the map` : null;
}

/** 8, 8.1, reading 2: one combat being declared. */
function declareProblems(s: LegionState, t: Extract<LegionTask, { t: 'declare' }>, path: string, out: Problems): void {
  if (t.defenders.length < 1 || t.defenders.length > 2) {
    out.push({ path: `${path}.defenders`, message: `a combat has one or two defenders (reading 2), not ${t.defenders.length}` });
  }
  if (t.defenders.length === 2 && t.attackers.length > 2) {
    out.push({ path: `${path}.attackers`, message: `two defenders face at most two attackers (reading 2), not ${t.attackers.length}` });
  }
  const first = t.defenders[0];
  const defending = first === undefined ? -1 : SIDE_OF[first]!;
  const attacking = defending < 0 ? -1 : enemyOf(defending);
  const sideName = (side: number): string => (side === SPANISH ? 'Spanish' : 'Moroccan');
  listProblems(s, t.defenders, `${path}.defenders`, (c) => notOnMap(s, c) ?? (SIDE_OF[c] !== defending ? `is not on the side of ${idOf(first!)}` : null), out);
  listProblems(
    s,
    t.attackers,
    `${path}.attackers`,
    (c) => notOnMap(s, c) ?? (attacking >= 0 && SIDE_OF[c] !== attacking ? `is not ${sideName(attacking)}: it cannot attack ${idOf(first!)}` : null),
    out,
  );
  listProblems(
    s,
    t.support,
    `${path}.support`,
    (c) =>
      !IS_ARTILLERY[c] ? 'is not a battery (8.1)' : (notOnMap(s, c) ?? (attacking >= 0 && SIDE_OF[c] !== attacking ? 'supports the wrong side (8.1)' : null)),
    out,
  );
}

/** One pending task: the counters and hexes it names, and one entry per aircraft or fleet. */
function taskProblems(s: LegionState, t: LegionTask, path: string, out: Problems): void {
  switch (t.t) {
    case 'air':
      if (t.spent.length !== AIRCRAFT.length)
        out.push({ path: `${path}.spent`, message: `one entry per aircraft (${AIRCRAFT.length}: ${AIRCRAFT.map(idOf).join(', ')}), not ${t.spent.length}` });
      if (t.struck.length !== AIRCRAFT.length)
        out.push({ path: `${path}.struck`, message: `one entry per aircraft (${AIRCRAFT.length}: ${AIRCRAFT.map(idOf).join(', ')}), not ${t.struck.length}` });
      t.spent.forEach((n, j) => {
        const a = AIRCRAFT[j];
        if (a !== undefined && n > MOVEMENT[a]!)
          out.push({ path: `${path}.spent[${j}]`, message: `${idOf(a)} has spent ${n}, more than its movement factor ${MOVEMENT[a]} (2.3)` });
      });
      return;
    case 'fleets':
      if (t.done.length !== FLEETS.length)
        out.push({ path: `${path}.done`, message: `one entry per fleet (${FLEETS.length}: ${FLEETS.map(idOf).join(', ')}), not ${t.done.length}` });
      return;
    case 'moving': {
      const at = s.at[t.counter]!;
      if (!IS_LAND[t.counter]) out.push({ path: `${path}.counter`, message: `${idOf(t.counter)} is a ${TYPE_OF[t.counter]}: only land counters move by 7` });
      else if (at < 0 && at !== AT_MELILLA)
        out.push({ path: `${path}.counter`, message: `${idOf(t.counter)} is ${placeText(at)}: only a counter on the map or at Melilla moves (7, 6.1)` });
      return;
    }
    case 'car-pushes':
      if (!IS_CAR[t.car]) out.push({ path: `${path}.car`, message: `${idOf(t.car)} is not an armoured car: only they push (8.3)` });
      else if (s.at[t.car]! < 0) out.push({ path: `${path}.car`, message: `${idOf(t.car)} is ${placeText(s.at[t.car]!)}, not on the map` });
      listProblems(
        s,
        t.left,
        `${path}.left`,
        (c) => (!IS_LAND[c] || SIDE_OF[c] !== MOROCCAN ? 'is not a Moroccan land counter: only they are pushed (8.3)' : null),
        out,
      );
      return;
    case 'declare':
      declareProblems(s, t, path, out);
      return;
    case 'capture':
      if (!isLand(t.hex)) out.push({ path: `${path}.hex`, message: `${hexOf(t.hex)} is ${waterText(t.hex)}: a battery falls on land (8.1)` });
      return;
    default:
      return;
  }
}

/** 5: tasks are pending exactly while the game goes on, in a stack of a shape play builds (stack-shape.ts). */
function stackProblems(s: LegionState, out: Problems): void {
  if (s.result !== null && s.tasks.length > 0)
    out.push({ path: 'state.tasks', message: `the game has ended (state.result), yet ${s.tasks.length} task(s) are pending` });
  if (s.result === null && s.tasks.length === 0) out.push({ path: 'state.tasks', message: 'the game goes on (no result), so a task must be pending' });
  out.push(...stackShapeProblems(s));
  for (const [i, t] of s.tasks.entries()) taskProblems(s, t, `state.tasks[${i}]`, out);
}

/**
 * The game's own invariants of a state that has its schema's shape: each problem with its path
 * from `state` (`state.at[12]`, `state.tasks[3].attackers[0]`) and what is wrong, in plain words;
 * empty when every one holds.
 */
export function invariants(s: LegionState): ValidationProblem[] {
  const out: Problems = [];
  if (!Number.isInteger(s.turn) || s.turn < 1 || s.turn > 13) out.push({ path: 'state.turn', message: `the turn is 1-13 (4), not ${s.turn}` });
  placeProblems(s, out);
  occupantProblems(s, out);
  zoneProblems(s, out);
  aircraftProblems(s, out);
  stackProblems(s, out);
  return out;
}
