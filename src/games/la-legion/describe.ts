/**
 * One line a person reads for an action (contract: `describe`): the side that acts, the counter
 * with its formation (the table of 6), type and factors (2.3), and the hexes by printed number
 * with the town there. Actions that name no counter (`move-to`, `stay`, `resolve`...) are read
 * against the task pending on top of the stack. La Legión hides nothing but the dice, so every
 * viewer reads the same line.
 * @module
 */
import type { Viewer } from '../../core/index.js';
import type { LegionAction } from './actions.js';
import { HEX_IDS, MELILLA, TOWN_AT, hexIndex } from './board.js';
import { COUNTERS, FORMATIONS, type CounterRecord } from './data/counters.js';
import { TOWNS } from './data/map.js';
import { MOROCCAN, SIDE_OF, SPANISH, counterIndex, enemyOf } from './pieces.js';
import { AT_MELILLA, ELIMINATED, GROUNDED, IN_BOX, type LegionState, type LegionTask } from './state.js';

const FORMATION_NAME: ReadonlyMap<string, string> = new Map(FORMATIONS.map((f) => [f.id, f.name]));
const NO_SIDE = -1;

/** A hex by its printed number, with the town on it (2.1). */
function hexText(h: number): string {
  const t = TOWN_AT[h] ?? -1;
  return t >= 0 ? `${HEX_IDS[h]} ${TOWNS[t]!.name}` : (HEX_IDS[h] ?? `hex ${h}`);
}

/** A hex written in an action, with its town when it is one of the map. */
function hexOfAction(id: string): string {
  const h = hexIndex(id);
  return h < 0 ? id : hexText(h);
}

/** Where a counter is, in words. */
function whereText(s: LegionState, c: number): string {
  const at = s.at[c] ?? IN_BOX;
  if (at >= 0) return hexText(at);
  if (at === AT_MELILLA) return hexText(MELILLA);
  if (at === ELIMINATED) return 'eliminated';
  return at === GROUNDED ? 'grounded' : 'the box';
}

/** A counter's type and factors as printed (2.3): `infantry 4-4`, `bomber, movement 8`, `fleet`. */
function kindText(r: CounterRecord): string {
  const type = r.type.replace('-', ' ');
  if (r.combat !== null && r.movement !== null) return `${type} ${r.combat}-${r.movement}`;
  return r.movement !== null ? `${type}, movement ${r.movement}` : type;
}

/** A counter in full: formation, id, type and factors; an id the box lacks as it is written. */
function full(id: string): string {
  const r = COUNTERS[counterIndex(id)];
  if (r === undefined) return id;
  if (r.type === 'fleet') return `the fleet ${id}`;
  const name = FORMATION_NAME.get(r.formation) ?? 'Captured battery';
  return `${name} (${id}, ${kindText(r)})`;
}

/** A counter in short: its id and where it is. */
function short(s: LegionState, id: string): string {
  const c = counterIndex(id);
  return c < 0 ? id : `${id} (${whereText(s, c)})`;
}

const byNumber = (list: readonly number[]): string[] => list.map((c) => COUNTERS[c]?.id ?? `counter ${c}`);
const listText = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? 'nobody') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The pending task on top of the stack. */
function top(s: LegionState): LegionTask | undefined {
  return s.tasks[s.tasks.length - 1];
}

const code = (seat: 'spanish' | 'moroccan'): number => (seat === 'spanish' ? SPANISH : MOROCCAN);

/** The side that decides the task on top of the stack, or {@link NO_SIDE} for a step without a decision. */
function deciding(s: LegionState): number {
  const t = top(s);
  switch (t?.t) {
    case 'deploy':
    case 'bombard':
    case 'reinforce':
    case 'movement':
    case 'combat':
      return code(t.side);
    case 'air':
    case 'fleets':
    case 'car-pushes':
      return SPANISH;
    case 'moving':
      return SIDE_OF[t.counter] ?? NO_SIDE;
    case 'declare': {
      const d = t.defenders[0];
      return d === undefined ? NO_SIDE : enemyOf(SIDE_OF[d]!);
    }
    case 'capture':
      return MOROCCAN;
    default:
      return NO_SIDE;
  }
}

/** The side of the counter `id`, or the side deciding now when the box has no such counter. */
function sideOf(s: LegionState, id: string): number {
  const c = counterIndex(id);
  return c < 0 ? deciding(s) : SIDE_OF[c]!;
}

/** The side that attacks counter `id`, or the side deciding now. */
function attackerOf(s: LegionState, id: string): number {
  const c = counterIndex(id);
  return c < 0 ? deciding(s) : enemyOf(SIDE_OF[c]!);
}

/** The line with its acting side. */
function by(side: number, text: string): string {
  if (side === SPANISH) return `Spanish: ${text}`;
  return side === MOROCCAN ? `Moroccan: ${text}` : `A side: ${text}`;
}

/** The task on top if it is of kind `k`. */
function topOf<K extends LegionTask['t']>(s: LegionState, k: K): Extract<LegionTask, { t: K }> | undefined {
  const t = top(s);
  return t?.t === k ? (t as Extract<LegionTask, { t: K }>) : undefined;
}

/** The defenders of the combat being declared, in short. */
function defendersText(s: LegionState): string {
  const t = topOf(s, 'declare');
  return t === undefined ? 'the enemy' : listText(byNumber(t.defenders).map((id) => short(s, id)));
}

/** 7: the counter chosen moves to a hex, or stays. */
function movingText(s: LegionState, to: string | null): string {
  const t = topOf(s, 'moving');
  if (t === undefined) return by(deciding(s), to === null ? 'the counter moving stays where it is' : `the counter moving goes to ${hexOfAction(to)}`);
  const id = COUNTERS[t.counter]?.id ?? `counter ${t.counter}`;
  const from = whereText(s, t.counter);
  return by(SIDE_OF[t.counter] ?? NO_SIDE, to === null ? `${full(id)} stays on ${from}` : `${full(id)} ${from} -> ${hexOfAction(to)}`);
}

/** 8: the roll of the combat declared. */
function resolveText(s: LegionState): string {
  const t = topOf(s, 'declare');
  if (t === undefined) return by(deciding(s), 'rolls the combat declared');
  const support = t.support.length > 0 ? `, supported by ${listText(byNumber(t.support))}` : '';
  return by(deciding(s), `${listText(byNumber(t.attackers).map((id) => short(s, id)))} attack ${defendersText(s)}${support}: roll`);
}

/** The hex of the captured-battery decision (8.1). */
function captureHex(s: LegionState): string {
  const t = topOf(s, 'capture');
  return t === undefined ? 'where the Spanish battery fell' : `on ${hexText(t.hex)}`;
}

/**
 * One line a person reads for `action` in state `s`: who acts and what, with counters by formation,
 * id, type and factors and hexes by number. Every action has a line, legal now or not; `viewer`
 * changes nothing (no information is hidden but the dice).
 */
export function describe(s: LegionState, action: LegionAction, _viewer?: Viewer): string {
  switch (action.type) {
    case 'place':
      return by(sideOf(s, action.counter), `places ${full(action.counter)} on ${hexOfAction(action.hex)}`);
    case 'fly':
      return by(SPANISH, `${full(action.aircraft)} flies ${whereText(s, counterIndex(action.aircraft))} -> ${hexOfAction(action.hex)}`);
    case 'strike':
      return by(SPANISH, `${full(action.aircraft)} bombs ${short(s, action.target)}`);
    case 'end-subturn': {
      const t = topOf(s, 'air');
      return by(SPANISH, t === undefined ? 'ends the air sub-turn' : `ends air sub-turn ${t.sub} of 3`);
    }
    case 'fleet-fire':
      return by(SPANISH, `${full(action.fleet)} fires at ${short(s, action.target)}`);
    case 'fleet-hold':
      return by(SPANISH, `${full(action.fleet)} is placed and holds its fire`);
    case 'bombard':
      return by(sideOf(s, action.battery), `${full(action.battery)} on ${whereText(s, counterIndex(action.battery))} bombards ${short(s, action.target)}`);
    case 'end-bombardment':
      return by(deciding(s), 'ends the bombardment');
    case 'enter': {
      const side = sideOf(s, action.counter);
      const gate = side === SPANISH && hexIndex(action.hex) === MELILLA;
      return by(side, gate ? `${full(action.counter)} arrives at Melilla (${action.hex})` : `${full(action.counter)} enters on ${hexOfAction(action.hex)}`);
    }
    case 'land':
      return by(SPANISH, `${full(action.counter)} lands on ${hexOfAction(action.hex)}`);
    case 'move':
      return by(sideOf(s, action.counter), `moves ${full(action.counter)} from ${whereText(s, counterIndex(action.counter))}`);
    case 'end-movement':
      return by(deciding(s), 'ends the movement');
    case 'move-to':
      return movingText(s, action.hex);
    case 'stay':
      return movingText(s, null);
    case 'push':
    case 'no-push': {
      const t = topOf(s, 'car-pushes');
      const car = t === undefined ? 'the armoured car' : full(COUNTERS[t.car]?.id ?? `counter ${t.car}`);
      return action.type === 'push'
        ? by(SPANISH, `${car} drives ${short(s, action.counter)} back to ${hexOfAction(action.hex)}`)
        : by(SPANISH, `${car} leaves ${short(s, action.counter)} where it is`);
    }
    case 'attack':
      return by(attackerOf(s, action.target), `declares an attack on ${full(action.target)} on ${whereText(s, counterIndex(action.target))}`);
    case 'end-combat':
      return by(deciding(s), 'ends the combats');
    case 'add-attacker':
      return by(sideOf(s, action.counter), `${full(action.counter)} on ${whereText(s, counterIndex(action.counter))} joins the attack on ${defendersText(s)}`);
    case 'add-defender':
      return by(attackerOf(s, action.counter), `the attack takes in ${full(action.counter)} on ${whereText(s, counterIndex(action.counter))} too`);
    case 'add-support':
      return by(
        sideOf(s, action.battery),
        `${full(action.battery)} on ${whereText(s, counterIndex(action.battery))} supports the attack on ${defendersText(s)}`,
      );
    case 'resolve':
      return resolveText(s);
    case 'capture-battery':
      return by(MOROCCAN, `turns the guns: a captured battery is placed ${captureHex(s)}`);
    case 'leave-battery':
      return by(MOROCCAN, `leaves the guns ${captureHex(s)}`);
    case 'surrender':
      return by(deciding(s), 'surrenders');
    default:
      return `${(action as { type: string }).type}`;
  }
}
