/**
 * La Legión as compact text for a terminal: the turn, the weather and the step pending, then each
 * side's counters in play hex by hex, what is in the box or eliminated, and where the aircraft and
 * fleets are. Also the words both La Legión pictures use (the SVG imports them from here).
 */
import { laLegion } from '../games/la-legion/index.js';
import { HEX_COUNT, HEX_IDS, MELILLA, TOWN_AT, AIRFIELD_HEX } from '../games/la-legion/board.js';
import { occupantAt } from '../games/la-legion/edits.js';
import { COUNTERS } from '../games/la-legion/data/counters.js';
import { TOWNS } from '../games/la-legion/data/map.js';
import { AIRCRAFT, COUNTER_IDS, FLEETS, IS_AIRCRAFT, IS_LAND, MOROCCAN, SIDE_OF, SPANISH, TYPE_OF } from '../games/la-legion/pieces.js';
import { FLAG_NAMES } from '../games/la-legion/position-schema.js';
import { AT_MELILLA, ELIMINATED, GROUNDED, IN_BOX, type LegionState, type LegionTask } from '../games/la-legion/state.js';
import { checkState } from './options.js';

/** The state checked as a La Legión state or view (`ValidationError` otherwise). */
export function legionState(state: unknown): LegionState {
  return checkState<LegionState>(laLegion, state);
}

/** A side's name by its code (pieces.ts: `SPANISH`, `MOROCCAN`). */
export const legionSideName = (side: number): string => (side === SPANISH ? 'Spanish' : 'Moroccan');

const seatCode = (seat: 'spanish' | 'moroccan'): number => (seat === 'spanish' ? SPANISH : MOROCCAN);

/** The turn's weather in words (9); `not rolled yet` before the turn's roll. */
export function weatherWords(s: LegionState): string {
  if (s.weather === null) return 'not rolled yet';
  return s.weather === 'very-hot' ? 'very hot' : s.weather;
}

/** A hex by its printed number, with the town or the airfield on it: `'3807 Melilla'`, `'3708 airfield'`. */
export function legionHexName(h: number): string {
  const t = TOWN_AT[h] ?? -1;
  if (t >= 0) return `${HEX_IDS[h]} ${TOWNS[t]!.name}`;
  return h === AIRFIELD_HEX ? `${HEX_IDS[h]} airfield` : (HEX_IDS[h] ?? `hex ${h}`);
}

/** A counter's type and printed factors (2.3): `'machine-guns 3-3'`, `'bomber 8'`, `'fleet'`. */
export function legionKind(c: number): string {
  const r = COUNTERS[c]!;
  if (r.combat !== null && r.movement !== null) return `${r.type} ${r.combat}-${r.movement}`;
  return r.movement !== null ? `${r.type} ${r.movement}` : r.type;
}

/** A counter as the text picture writes it: `'bandera-2-2 (machine-guns 3-3)'`, with what it has done this turn. */
export function legionCounterText(s: LegionState, c: number): string {
  const done = FLAG_NAMES.filter((_, bit) => ((s.flags[c] ?? 0) & (1 << bit)) !== 0);
  return `${COUNTER_IDS[c]} (${legionKind(c)})${done.length > 0 ? ` [${done.join(', ')}]` : ''}`;
}

/** What the top task asks, and the side that decides it (-1 for an automatic step). */
function taskWords(t: LegionTask): { side: number; words: string } {
  switch (t.t) {
    case 'deploy':
      return { side: seatCode(t.side), words: t.step === 'plazas' ? 'places one counter in each plaza fuerte (6)' : 'places its counters in its zone (6)' };
    case 'turn':
      return { side: -1, words: 'the turn begins: the weather is rolled (9)' };
    case 'side':
      return { side: -1, words: `the ${t.side} part of the turn begins (10)` };
    case 'air':
      return { side: SPANISH, words: `flies the aircraft, sub-turn ${t.sub} of 3 (2.3, 8.2)` };
    case 'fleets':
      return { side: SPANISH, words: `places and fires the fleets, ${t.done.filter((d) => d).length} of ${t.done.length} done (8.2)` };
    case 'bombard':
      return { side: seatCode(t.side), words: 'artillery bombardment (8.1)' };
    case 'reinforce':
      return { side: seatCode(t.side), words: 'reinforcements enter (6.1)' };
    case 'movement':
      return { side: seatCode(t.side), words: 'movement: choose a counter to move (7)' };
    case 'moving':
      return { side: SIDE_OF[t.counter] ?? -1, words: `${COUNTER_IDS[t.counter]} moves (7)${t.pushed ? ', having pushed' : ''}` };
    case 'car-pushes':
      return { side: SPANISH, words: `${COUNTER_IDS[t.car]} pushes ${t.left.map((c) => COUNTER_IDS[c]).join(', ')} (8.3)` };
    case 'combat':
      return { side: seatCode(t.side), words: 'combat: declare an attack or end (8)' };
    case 'declare': {
      const d = t.defenders[0];
      const side = d === undefined ? -1 : 1 - SIDE_OF[d]!;
      const support = t.support.length > 0 ? `, supported by ${t.support.map((c) => COUNTER_IDS[c]).join(', ')}` : '';
      return { side, words: `${t.attackers.map((c) => COUNTER_IDS[c]).join(', ')} attack ${t.defenders.map((c) => COUNTER_IDS[c]).join(', ')}${support} (8)` };
    }
    case 'capture':
      return { side: MOROCCAN, words: `may turn the guns: a captured battery on ${legionHexName(t.hex)} (8.1)` };
    case 'end-turn':
      return { side: -1, words: 'the end of the turn (4, 5)' };
  }
}

/** The side that decides now (the top task's), or -1 when the game is over or an automatic step is next. */
export function legionDeciding(s: LegionState): number {
  const top = s.tasks[s.tasks.length - 1];
  return s.result !== null || top === undefined ? -1 : taskWords(top).side;
}

/** The step pending in one sentence (the top of `state.tasks`), or how the game ended. */
export function legionPendingLine(s: LegionState): string {
  if (s.result !== null) return `Game over: ${s.result.winner === 'spanish' ? 'Spanish' : 'Moroccan'} victory (${s.result.reason})`;
  const top = s.tasks[s.tasks.length - 1];
  if (top === undefined) return 'No step pending';
  const { side, words } = taskWords(top);
  return side < 0 ? `Next: ${words}` : `${legionSideName(side)}: ${words}`;
}

/** The picture's first line: the game, the turn, the weather, and the seat of a view. */
export function legionHeadline(s: LegionState): string {
  return `La Legión — turn ${s.turn} of 13, weather ${weatherWords(s)}${s.viewer === undefined ? '' : ` — view of ${s.viewer}`}`;
}

/**
 * Where a side's land counters are: on the map, in the box (not arrived yet, or a captured battery
 * not taken), eliminated, or at Melilla (arrived this turn, 6.1). Aircraft and fleets are counted
 * apart: they are not land counters and the pictures show them on their own.
 */
export function legionLandCounts(s: LegionState, side: number): { inPlay: number; box: number; eliminated: number; melilla: number } {
  const out = { inPlay: 0, box: 0, eliminated: 0, melilla: 0 };
  s.at.forEach((at, c) => {
    if (SIDE_OF[c] !== side || !IS_LAND[c]) return;
    if (at >= 0) out.inPlay += 1;
    else if (at === IN_BOX) out.box += 1;
    else if (at === ELIMINATED) out.eliminated += 1;
    else if (at === AT_MELILLA) out.melilla += 1;
  });
  return out;
}

/** Where an aircraft or a fleet is, in words: `'over 3708 airfield'`, `'grounded'`, `'in the box'`. */
function airSeaPlace(s: LegionState, c: number): string {
  const at = s.at[c]!;
  if (at >= 0) return `${IS_AIRCRAFT[c] ? 'over' : 'at'} ${legionHexName(at)}`;
  return at === ELIMINATED ? 'eliminated' : at === GROUNDED ? 'grounded' : 'in the box';
}

/**
 * A compact text picture of a La Legión state or view, for a terminal (pure: the same state gives
 * the same text). After the headline and the step pending, each side has a line of counts and
 * then one line per hex it holds, `'3807 Melilla: bandera-2-2 (machine-guns 3-3)'` (with
 * `[moved, fought]` and the like for what the counter did this turn), in the order of the hex
 * numbers; then the reinforcements waiting at Melilla, the aircraft and the fleets. La Legión
 * hides nothing but the dice, so a view reads as the state. Throws `ValidationError` when `state`
 * is not a La Legión state or view.
 */
export function renderLaLegionText(state: LegionState): string {
  const s = legionState(state);
  const lines: string[] = [legionHeadline(s), legionPendingLine(s)];
  for (const side of [SPANISH, MOROCCAN]) {
    const n = legionLandCounts(s, side);
    lines.push(
      `${legionSideName(side)}: ${n.inPlay} in play, ${n.box} in the box, ${n.eliminated} eliminated${n.melilla > 0 ? `, ${n.melilla} at Melilla` : ''}`,
    );
    for (let h = 0; h < HEX_COUNT; h++) {
      const c = occupantAt(s, h);
      if (c >= 0 && SIDE_OF[c] === side) lines.push(`  ${legionHexName(h)}: ${legionCounterText(s, c)}`);
    }
  }
  const melilla = s.at.map((at, c) => (at === AT_MELILLA && IS_LAND[c] ? c : -1)).filter((c) => c >= 0);
  if (melilla.length > 0) lines.push(`At ${legionHexName(MELILLA)}, arrived this turn (6.1): ${melilla.map((c) => legionCounterText(s, c)).join(', ')}`);
  for (const [label, list] of [
    ['Aircraft', AIRCRAFT],
    ['Fleets', FLEETS],
  ] as const) {
    if (list.every((c) => s.at[c] === IN_BOX)) {
      lines.push(`${label}: in the box`);
      continue;
    }
    lines.push(`${label}: ${list.map((c) => `${COUNTER_IDS[c]} (${TYPE_OF[c]}) ${airSeaPlace(s, c)}`).join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}
