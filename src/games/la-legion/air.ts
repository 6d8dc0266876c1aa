/**
 * 2.3 and 8.2 (aircraft and fleets), and the Spanish steps of 10 that use them:
 *
 * - From turn 5 (when they arrive, reading 18) the Spanish player first flies the aircraft in
 *   three sub-turns, then sets them back on their bases, then places the fleets and fires them,
 *   before the artillery, the movement and the combats (7, 8.2, 10).
 * - An aircraft moves up to its movement factor in each sub-turn; the first leg of a turn starts
 *   from the airfield (bombers) or from any hex of the Mar Chica (seaplanes), the next ones where
 *   the last ended (reading 14). Terrain, zones of control and the weather's movement losses do
 *   not touch it. It bombs a Moroccan counter it ends over, once a sub-turn: a 2 eliminates. No
 *   two aircraft over one Moroccan counter (8.2). After the third sub-turn they return to base.
 * - No aircraft fly in a sandstorm (9). While a Moroccan counter holds the airfield the bombers
 *   are out of play; they come back to it when a Spanish land counter stands there at the start
 *   of an air step (2.3, reading 15).
 * - Each fleet is placed on a sea hex (not the Mar Chica) and may fire once at a Moroccan counter
 *   within 2 hexes of it: a 2 eliminates (2.3, 8.2, reading 16). A fleet's place does nothing
 *   else, so the decision is its target: it is placed on the sea hex nearest the target.
 * - Aircraft and fleets cannot be attacked and have no zone of control (7, 8.2).
 * @module
 */
import type { EventLog, MachineContext } from '../../core/index.js';
import { END_SUBTURN, fieldCount, type LegionAction } from './actions.js';
import { AIRFIELD_HEX, FROM_MAR_CHICA, FROM_OPEN_SEA, HEX_IDS, SEAPLANE_BASE, distance, fleetStation, hexIndex } from './board.js';
import { pop, relocate, replaceTop, occupantAt, around } from './edits.js';
import { AIRCRAFT, COUNTER_IDS, FLEETS, LAND_OF, MOROCCAN, MOVEMENT, SPANISH, SIDE_OF, TYPE_OF, counterIndex } from './pieces.js';
import { GROUNDED, IN_BOX, type LegionState, type LegionTask } from './state.js';
import { eliminate } from './victory.js';
import { DIE_NAME, rollDie } from './weather.js';
import { withSurrender } from './surrender.js';

type Ctx = MachineContext<LegionState, LegionAction>;
type AirTask = Extract<LegionTask, { t: 'air' }>;
type FleetsTask = Extract<LegionTask, { t: 'fleets' }>;

/** The hexes a seaplane may fly to first from its base, the Mar Chica (2.3: any of its hexes). */
const TAKE_OFF: readonly number[] = HEX_IDS.map((_, h) => h).filter((h) => FROM_MAR_CHICA[h] === 1);

/** `{ type: 'strike', aircraft, target }` for each aircraft (by its place in AIRCRAFT) and counter, made once. */
const STRIKE: readonly (readonly LegionAction[])[] = AIRCRAFT.map((a) =>
  COUNTER_IDS.map((target) => Object.freeze({ type: 'strike' as const, aircraft: COUNTER_IDS[a]!, target })),
);
/** `{ type: 'fly', aircraft, hex }` for each aircraft and hex, made once. */
const FLY: readonly (readonly LegionAction[])[] = AIRCRAFT.map((a) =>
  HEX_IDS.map((hex) => Object.freeze({ type: 'fly' as const, aircraft: COUNTER_IDS[a]!, hex })),
);

/** Whether aircraft `a` is on its base at the start of its first leg of the turn. */
function atBase(task: AirTask, i: number): boolean {
  return task.sub === 1 && task.spent[i] === 0;
}

/** How far aircraft number `i` (of AIRCRAFT) is from hex `h` on this leg. */
function legDistance(s: LegionState, task: AirTask, i: number, h: number): number {
  const a = AIRCRAFT[i]!;
  if (TYPE_OF[a] === 'seaplane' && atBase(task, i)) return FROM_MAR_CHICA[h]!;
  return distance(s.at[a]!, h);
}

/** The aircraft, if any, over hex `h` (8.2: one aircraft over a Moroccan counter at a time). */
function aircraftOver(s: LegionState, h: number, except: number): boolean {
  for (const a of AIRCRAFT) if (a !== except && s.at[a] === h) return true;
  return false;
}

/** The air sub-turn (2.3, 8.2): each aircraft's strikes within its remaining reach, its one-hex flights, and the end. */
export function airLegal(s: LegionState, task: AirTask): LegionAction[] {
  const out: LegionAction[] = [];
  const targets = LAND_OF[MOROCCAN]!;
  for (let i = 0; i < AIRCRAFT.length; i++) {
    const a = AIRCRAFT[i]!;
    if (s.at[a]! < 0 || task.struck[i]) continue;
    const left = MOVEMENT[a]! - task.spent[i]!;
    for (const e of targets) {
      const h = s.at[e]!;
      if (h >= 0 && legDistance(s, task, i, h) <= left && !aircraftOver(s, h, a)) out.push(STRIKE[i]![e]!);
    }
    if (left <= 0) continue;
    const hexes = TYPE_OF[a] === 'seaplane' && atBase(task, i) ? TAKE_OFF : around(s.at[a]!);
    for (const h of hexes) {
      const c = occupantAt(s, h);
      if (c >= 0 && SIDE_OF[c] === MOROCCAN && aircraftOver(s, h, a)) continue;
      out.push(FLY[i]![h]!);
    }
  }
  if (out.length > 0) out.push(END_SUBTURN);
  return withSurrender(s, out);
}

/** What an air action does: a flight of one hex, a strike, or the end of the sub-turn. */
export function airAct(s: LegionState, task: AirTask, action: LegionAction, ctx: Ctx): LegionState {
  if (action.type === 'fly' || action.type === 'strike') {
    const a = counterIndex(action.aircraft);
    const i = AIRCRAFT.indexOf(a);
    const target = action.type === 'strike' ? counterIndex(action.target) : -1;
    const to = action.type === 'strike' ? s.at[target]! : hexIndex(action.hex);
    const cost = action.type === 'fly' ? 1 : legDistance(s, task, i, to);
    const spent = task.spent.slice();
    spent[i] = spent[i]! + cost;
    const struck = task.struck.slice();
    if (action.type === 'strike') struck[i] = true;
    const moved = replaceTop(relocate(s, a, to), { ...task, spent, struck });
    if (action.type === 'fly') return moved;
    const roll = rollDie(ctx.dice);
    if (ctx.log.on) {
      ctx.log.push({
        type: 'air-strike',
        text: `${action.aircraft} bombs ${action.target} in ${HEX_IDS[to]} (sub-turn ${task.sub}): ${roll}, ${roll === 2 ? 'hit, eliminated' : 'missed'}`,
        rule: '8.2',
        aircraft: action.aircraft,
        target: action.target,
        subturn: task.sub,
        hit: roll === 2,
        rolls: [{ die: DIE_NAME, value: roll, for: 'air bombing' }],
        modifiers: [],
      });
    }
    return roll === 2 ? eliminate(moved, target, SPANISH, ctx.log) : moved;
  }
  if (task.sub < 3) return replaceTop(s, { t: 'air', sub: task.sub + 1, spent: AIRCRAFT.map(() => 0), struck: AIRCRAFT.map(() => false) });
  return returnToBase(pop(s), ctx.log);
}

/** The end of the air sub-turns: every aircraft back on its base (2.3, 10). */
export function returnToBase(s: LegionState, log: EventLog): LegionState {
  let next = s;
  for (const a of AIRCRAFT) {
    if (next.at[a]! < 0) continue;
    next = relocate(next, a, TYPE_OF[a] === 'bomber' ? AIRFIELD_HEX : SEAPLANE_BASE);
  }
  if (log.on) log.push({ type: 'aircraft-return', text: 'The aircraft return to the airfield and the Mar Chica', rule: '2.3' });
  return next;
}

/** Whether a Moroccan land counter holds the airfield (2.3). */
export function airfieldLost(s: LegionState): boolean {
  const c = occupantAt(s, AIRFIELD_HEX);
  return c >= 0 && SIDE_OF[c] === MOROCCAN;
}

/** The bombers grounded the moment a Moroccan counter stands on the airfield (2.3, reading 15). */
export function checkAirfield(s: LegionState, log: EventLog): LegionState {
  if (!airfieldLost(s)) return s;
  let next = s;
  for (const a of AIRCRAFT) {
    if (TYPE_OF[a] !== 'bomber' || next.at[a]! < 0) continue;
    next = relocate(next, a, GROUNDED);
    if (log.on)
      log.push({
        type: 'bombers-grounded',
        text: `${COUNTER_IDS[a]} has nowhere to land: out of play while the Moroccans hold the airfield`,
        rule: '2.3',
        aircraft: COUNTER_IDS[a]!,
      });
  }
  return next;
}

/** Grounded bombers back on the airfield when a Spanish land counter holds it (reading 15). */
export function recoverAirfield(s: LegionState, log: EventLog): LegionState {
  const c = occupantAt(s, AIRFIELD_HEX);
  if (c < 0 || SIDE_OF[c] !== SPANISH) return s;
  let next = s;
  for (const a of AIRCRAFT) {
    if (next.at[a] !== GROUNDED) continue;
    next = relocate(next, a, AIRFIELD_HEX);
    if (log.on) log.push({ type: 'bombers-return', text: `${COUNTER_IDS[a]} is back on the retaken airfield`, rule: '2.3', aircraft: COUNTER_IDS[a]! });
  }
  return next;
}

/** The aircraft and fleets of turn 5 placed: bombers on the airfield (grounded if it is lost), seaplanes on the Mar Chica, fleets at sea (reading 18). */
export function airArrivals(s: LegionState, log: EventLog): LegionState {
  let next = s;
  for (const a of AIRCRAFT) {
    if (next.at[a] !== IN_BOX) continue;
    next = relocate(next, a, TYPE_OF[a] === 'bomber' ? (airfieldLost(next) ? GROUNDED : AIRFIELD_HEX) : SEAPLANE_BASE);
  }
  for (const f of FLEETS) if (next.at[f] === IN_BOX) next = relocate(next, f, fleetStation(AIRFIELD_HEX));
  if (log.on) log.push({ type: 'air-and-sea', text: 'The Aviación and the Flotas de Barcos arrive', rule: '6.1' });
  return next;
}

/** The fleets' decision (8.2): the next fleet fires at a Moroccan counter within 2 hexes of the open sea, or holds its fire. */
export function fleetsLegal(s: LegionState, task: FleetsTask): LegionAction[] {
  const i = task.done.indexOf(false);
  if (i < 0) return [];
  const f = FLEETS[i]!;
  if (s.at[f]! < 0) return [];
  const id = COUNTER_IDS[f]!;
  const out: LegionAction[] = [];
  for (const e of LAND_OF[MOROCCAN]!) {
    const h = s.at[e]!;
    if (h >= 0 && FROM_OPEN_SEA[h]! <= 2) out.push({ type: 'fleet-fire', fleet: id, target: COUNTER_IDS[e]! });
  }
  out.push({ type: 'fleet-hold', fleet: id });
  return withSurrender(s, out);
}

/** A fleet placed and fired (8.2), or placed without firing; the next fleet's turn. */
export function fleetsAct(s: LegionState, task: FleetsTask, action: LegionAction, ctx: Ctx): LegionState {
  const i = task.done.indexOf(false);
  const done = task.done.slice();
  done[i] = true;
  const next = replaceTop(s, { t: 'fleets', done });
  if (action.type !== 'fleet-fire') return next;
  const f = counterIndex(action.fleet);
  const target = counterIndex(action.target);
  const h = s.at[target]!;
  const station = fleetStation(h);
  const placed = relocate(next, f, station);
  const roll = rollDie(ctx.dice);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'fleet-fire',
      text: `${action.fleet}, placed in ${HEX_IDS[station]}, fires at ${action.target} in ${HEX_IDS[h]}: ${roll}, ${roll === 2 ? 'hit, eliminated' : 'missed'}`,
      rule: '8.2',
      fleet: action.fleet,
      target: action.target,
      station: HEX_IDS[station]!,
      hit: roll === 2,
      rolls: [{ die: DIE_NAME, value: roll, for: 'naval bombardment' }],
      modifiers: [],
    });
  }
  return roll === 2 ? eliminate(placed, target, SPANISH, ctx.log) : placed;
}

/** The fleets' decision when the task is done: popped. */
export function fleetsAuto(s: LegionState): LegionState {
  return pop(s);
}

/** {@link airLegal}'s fast form for one action (tied to it by test/la-legion/fast-forms.test.ts). */
export function airAccepts(s: LegionState, task: AirTask, action: LegionAction): boolean {
  const keys = fieldCount(action);
  if (action.type === 'end-subturn' || action.type === 'surrender')
    return keys === 1 && (action.type === 'end-subturn' || s.surrender) && airCount(s, task) > 0;
  if ((action.type !== 'fly' && action.type !== 'strike') || keys !== 3) return false;
  const a = counterIndex(action.aircraft);
  const i = AIRCRAFT.indexOf(a);
  if (i < 0 || s.at[a]! < 0 || task.struck[i]) return false;
  const left = MOVEMENT[a]! - task.spent[i]!;
  if (action.type === 'strike') {
    const e = counterIndex(action.target);
    if (e < 0 || SIDE_OF[e] !== MOROCCAN || !LAND_OF[MOROCCAN]!.includes(e) || s.at[e]! < 0) return false;
    const h = s.at[e]!;
    return legDistance(s, task, i, h) <= left && !aircraftOver(s, h, a);
  }
  const h = hexIndex(action.hex);
  if (h < 0 || left <= 0) return false;
  const from = TYPE_OF[a] === 'seaplane' && atBase(task, i) ? TAKE_OFF : around(s.at[a]!);
  if (!from.includes(h)) return false;
  const c = occupantAt(s, h);
  return !(c >= 0 && SIDE_OF[c] === MOROCCAN && aircraftOver(s, h, a));
}

/**
 * {@link airLegal}'s length, capped at 2: an aircraft that may still fly one hex gives two actions
 * at least (the flight and the end of the sub-turn); one with no movement left may still strike
 * where it is.
 */
export function airCount(s: LegionState, task: AirTask): 0 | 1 | 2 {
  for (let i = 0; i < AIRCRAFT.length; i++) {
    const a = AIRCRAFT[i]!;
    if (s.at[a]! < 0 || task.struck[i]) continue;
    if (MOVEMENT[a]! - task.spent[i]! > 0) return 2;
  }
  const n = airLegal(s, task).length;
  return n >= 2 ? 2 : (n as 0 | 1);
}
