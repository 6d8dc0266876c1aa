/**
 * 8 (combat), with the weather's effects of 9 and the artillery support of 8.1:
 *
 * - Only land counters fight; artillery (8.1) and armoured cars (8.3) never attack, and a
 *   reinforcement that did not land may not attack the turn it arrives (6.1). Each counter attacks
 *   once a turn (8); a defender may be attacked again by others (reading 10).
 * - Every attacker stands next to every defender (8, reading 2): any number against one, one
 *   against two, two against two. Attackers, defenders and supporting batteries are declared
 *   before the roll (8, reading 11).
 * - The attacker rolls the die and multiplies the sum of its factors (each attacker +1 for each
 *   supporting battery, 8.1); then the defender does the same with its defence (reading 3: summed
 *   over two defenders). The lower product loses every counter of its side; a tie leaves both (8).
 * - Defence (8, 9, reading 4): the printed factor doubled in a plaza fuerte, then +2 in a town,
 *   +1 for machine guns and +1 more for machine guns in mountains, -1 in a town or plaza in very
 *   hot weather. A sandstorm forbids attacks on counters in mountains (9).
 * - A counter that entered an enemy zone of control must attack (7): the combats cannot end while
 *   one that can still attack has not.
 * @module
 */
import type { Modifier } from '../../core/index.js';
import type { MachineContext } from '../../core/index.js';
import { ADD_ATTACKER, ADD_DEFENDER, ADD_SUPPORT, ATTACK, END_COMBAT, RESOLVE, fieldCount, type LegionAction } from './actions.js';
import { HEX_IDS, MELILLA, MOUNTAIN, NEIGHBOURS, TERRAIN, isPlainTown, isPlaza } from './board.js';
import { adjacent, flag, isUnlandedArrival, neighboursOf, pop, push, replaceTop, seat, sideCode, occupantAt, standsOn, waitingInMelilla } from './edits.js';
import { canSupport } from './artillery.js';
import { ARTILLERY_OF, COMBAT, COUNTER_IDS, counterIndex, IS_ARTILLERY, IS_CAR, IS_LAND, LAND_OF, MOROCCAN, SIDE_OF, TYPE_OF, enemyOf } from './pieces.js';
import { DISPLACED, ENGAGED, FOUGHT, SUPPORTED, type LegionState, type LegionTask } from './state.js';
import { eliminate } from './victory.js';
import { DIE_NAME, rollDie } from './weather.js';
import { withSurrender } from './surrender.js';

type CombatTask = Extract<LegionTask, { t: 'combat' }>;
type DeclareTask = Extract<LegionTask, { t: 'declare' }>;
type Ctx = MachineContext<LegionState, LegionAction>;

/**
 * Whether counter `c` may attack now (8, 8.1, 8.3, 6.1; 2.3: a counter that moved by displacement
 * may not engage, which matters only beside reinforcements waiting in Melilla, who have no zone to stop it).
 */
export function canAttack(s: LegionState, c: number): boolean {
  return IS_LAND[c]! && s.at[c]! >= 0 && !IS_ARTILLERY[c] && !IS_CAR[c] && (s.flags[c]! & (FOUGHT | DISPLACED)) === 0 && !isUnlandedArrival(s, c);
}

/** Whether counter `c` may be attacked now (9: not in mountains in a sandstorm). */
export function canBeAttacked(s: LegionState, c: number): boolean {
  const h = standsOn(s, c);
  return h >= 0 && IS_LAND[c]! && !(s.weather === 'sandstorm' && TERRAIN[h] === MOUNTAIN);
}

/**
 * The enemy counters next to counter `c` that it may attack, in hex-side order, then, for a
 * Moroccan counter next to Melilla, the Spanish reinforcements waiting there (6.1: they may be attacked).
 */
export function targetsOf(s: LegionState, c: number): number[] {
  const h = s.at[c]!;
  if (h < 0) return [];
  const out = neighboursOf(s, h, enemyOf(SIDE_OF[c]!)).filter((e) => canBeAttacked(s, e));
  if (SIDE_OF[c] === MOROCCAN && nextToMelilla(h)) for (const w of waitingInMelilla(s)) if (canBeAttacked(s, w)) out.push(w);
  return out;
}

/** Whether hex `h` is next to Melilla's hex. */
function nextToMelilla(h: number): boolean {
  for (let f = 0; f < 6; f++) if (NEIGHBOURS[h * 6 + f] === MELILLA) return true;
  return false;
}

/** Whether counter `c` has an enemy counter next to it that it may attack (9: not in mountains in a sandstorm). */
export function hasTarget(s: LegionState, c: number): boolean {
  const h = s.at[c]!;
  if (h < 0) return false;
  const enemy = enemyOf(SIDE_OF[c]!);
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n < 0) continue;
    const e = occupantAt(s, n);
    if (e >= 0 && SIDE_OF[e] === enemy && canBeAttacked(s, e)) return true;
  }
  return false;
}

/** Whether a counter that entered an enemy zone of control still owes its attack (7). */
export function owesAttack(s: LegionState, c: number): boolean {
  return (s.flags[c]! & (ENGAGED | FOUGHT)) === ENGAGED && canAttack(s, c) && hasTarget(s, c);
}

/** The combat decision (8): an attack on each enemy counter one of the side's counters may attack, then the end if nothing is owed. */
export function combatLegal(s: LegionState, task: CombatTask): LegionAction[] {
  const side = sideCode(task.side);
  const targets: boolean[] = [];
  let owed = false;
  for (const c of LAND_OF[side]!) {
    if (!canAttack(s, c)) continue;
    const ts = targetsOf(s, c);
    for (const e of ts) targets[e] = true;
    if (ts.length > 0 && (s.flags[c]! & ENGAGED) !== 0) owed = true;
  }
  const out: LegionAction[] = [];
  for (let e = 0; e < targets.length; e++) if (targets[e]) out.push(ATTACK[e]!);
  if (!owed) out.push(END_COMBAT);
  return withSurrender(s, out);
}

/** Whether side `side` still owes an attack (7): a counter that entered an enemy zone of control and has not attacked. */
function attackOwed(s: LegionState, side: number): boolean {
  for (const c of LAND_OF[side]!) if ((s.flags[c]! & ENGAGED) !== 0 && owesAttack(s, c)) return true;
  return false;
}

/** Whether one of `side`'s counters that may attack stands next to enemy counter `e`. */
function attackable(s: LegionState, side: number, e: number): boolean {
  const h = standsOn(s, e);
  if (h < 0 || !canBeAttacked(s, e)) return false;
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n < 0) continue;
    const c = occupantAt(s, n);
    if (c >= 0 && SIDE_OF[c] === side && canAttack(s, c)) return true;
  }
  return false;
}

/** {@link combatLegal}'s fast form for one action (tied to it by test/la-legion/fast-forms.test.ts). */
export function combatAccepts(s: LegionState, task: CombatTask, action: LegionAction): boolean {
  const side = sideCode(task.side);
  const keys = fieldCount(action);
  if (action.type === 'attack') {
    const e = counterIndex(action.target);
    return keys === 2 && e >= 0 && SIDE_OF[e] === enemyOf(side) && IS_LAND[e]! && attackable(s, side, e);
  }
  if (action.type === 'end-combat') return keys === 1 && !attackOwed(s, side);
  return action.type === 'surrender' && keys === 1 && s.surrender && combatCount(s, task) > 0;
}

/** {@link combatLegal}'s length, capped at 2. */
export function combatCount(s: LegionState, task: CombatTask): 0 | 1 | 2 {
  const side = sideCode(task.side);
  let n = attackOwed(s, side) ? 0 : 1;
  for (const e of LAND_OF[enemyOf(side)]!) {
    if (attackable(s, side, e) && ++n >= 2) return 2;
  }
  if (n === 1 && s.surrender) return 2;
  return n as 0 | 1;
}

/** What an action of the combat decision does: a declaration begins, or the combats end. */
export function combatAct(s: LegionState, _task: CombatTask, action: LegionAction): LegionState {
  if (action.type === 'attack') {
    const target = counterIndex(action.target);
    return push(s, { t: 'declare', attackers: [], defenders: [target], support: [] });
  }
  return pop(s);
}

/** The declaration of one combat (8, 8.1, reading 2): who else attacks, a second defender, the batteries, or the roll. */
export function declareLegal(s: LegionState, task: DeclareTask): LegionAction[] {
  const out: LegionAction[] = [];
  const { attackers, defenders, support } = task;
  const first = defenders[0]!;
  const side = enemyOf(SIDE_OF[first]!);
  const room = defenders.length === 1 || attackers.length < 2;
  if (room) {
    // Every attacker stands next to every defender (reading 2): the candidates stand around the first.
    for (const c of around(s, first, side)) {
      if (attackers.includes(c) || !canAttack(s, c)) continue;
      if (defenders.every((d) => adjacent(s, c, d))) out.push(ADD_ATTACKER[c]!);
    }
  }
  if (defenders.length === 1 && attackers.length >= 1 && attackers.length <= 2) {
    for (const e of around(s, attackers[0]!, SIDE_OF[first]!)) {
      if (e === first || !canBeAttacked(s, e)) continue;
      if (attackers.every((a) => adjacent(s, a, e))) out.push(ADD_DEFENDER[e]!);
    }
  }
  if (attackers.length >= 1) {
    for (const b of ARTILLERY_OF[side]!) {
      if (!support.includes(b) && canSupport(s, b, defenders)) out.push(ADD_SUPPORT[b]!);
    }
    out.push(RESOLVE);
  }
  return out;
}

/** The land counters of `side` around counter `c`, by counter number (the order of every list). */
function around(s: LegionState, c: number, side: number): number[] {
  const h = standsOn(s, c);
  return h < 0 ? [] : neighboursOf(s, h, side).sort((a, b) => a - b);
}

/** What an action of the declaration does: the combat grows, or it is rolled. */
export function declareAct(s: LegionState, task: DeclareTask, action: LegionAction, ctx: Ctx): LegionState {
  switch (action.type) {
    case 'add-attacker':
      return replaceTop(s, { ...task, attackers: [...task.attackers, counterIndex(action.counter)] });
    case 'add-defender':
      return replaceTop(s, { ...task, defenders: [...task.defenders, counterIndex(action.counter)] });
    case 'add-support':
      return replaceTop(s, { ...task, support: [...task.support, counterIndex(action.battery)] });
    default:
      return resolve(pop(s), task, ctx);
  }
}

/** A defender's factor and the modifiers that made it (8, 9, reading 4: doubled first, then the flat ones). */
export function defence(
  s: LegionState,
  c: number,
): {
  /** The defender's factor with its modifiers. */
  value: number;
  /** What changed it: the plaza fuerte, the town, machine guns, mountains, very hot weather (8, 9). */
  modifiers: Modifier[];
} {
  const h = standsOn(s, c);
  const modifiers: Modifier[] = [];
  let value = COMBAT[c]!;
  const fortified = isPlaza(h) || isPlainTown(h);
  if (isPlaza(h) && !IS_CAR[c]) {
    modifiers.push({ label: 'plaza fuerte x2', value: 2, rule: '8' });
    value *= 2;
  }
  if (isPlainTown(h) && !IS_CAR[c]) {
    modifiers.push({ label: 'town', value: 2, rule: '8' });
    value += 2;
  }
  if (TYPE_OF[c] === 'machine-guns') {
    modifiers.push({ label: 'machine guns in defence', value: 1, rule: '8' });
    value += 1;
    if (TERRAIN[h] === MOUNTAIN) {
      modifiers.push({ label: 'machine guns in mountains', value: 1, rule: '8' });
      value += 1;
    }
  }
  if (s.weather === 'very-hot' && fortified) {
    modifiers.push({ label: 'very hot weather in a town or plaza', value: -1, rule: '9' });
    value -= 1;
  }
  return { value, modifiers };
}

/** The attackers' summed factor with each battery's +1 to each attacker (8, 8.1, reading 12). */
export function attack(
  attackers: readonly number[],
  support: readonly number[],
): {
  /** The attackers' summed factor, each with +1 for each supporting battery. */
  value: number;
  /** The artillery support, if any (8.1); none without. */
  modifiers: Modifier[];
} {
  let value = 0;
  for (const a of attackers) value += COMBAT[a]! + support.length;
  const modifiers: Modifier[] =
    support.length === 0
      ? []
      : [{ label: `artillery support (+1 to each of ${attackers.length} attackers)`, value: support.length * attackers.length, rule: '8.1' }];
  return { value, modifiers };
}

/** Rolls one declared combat and eliminates the losing side (8). */
function resolve(s: LegionState, task: DeclareTask, ctx: Ctx): LegionState {
  const attackerSide = enemyOf(SIDE_OF[task.defenders[0]!]!);
  const atk = attack(task.attackers, task.support);
  let defValue = 0;
  const defMods: Modifier[] = [];
  for (const d of task.defenders) {
    const one = defence(s, d);
    defValue += one.value;
    if (ctx.log.on) for (const m of one.modifiers) defMods.push({ ...m, label: `${COUNTER_IDS[d]}: ${m.label}` });
  }
  const attackRoll = rollDie(ctx.dice);
  const defenceRoll = rollDie(ctx.dice);
  const attackTotal = atk.value * attackRoll;
  const defenceTotal = defValue * defenceRoll;
  let next = s;
  for (const a of task.attackers) next = flag(next, a, FOUGHT);
  for (const b of task.support) next = flag(next, b, SUPPORTED);
  const losers = attackTotal > defenceTotal ? task.defenders : attackTotal < defenceTotal ? task.attackers : [];
  if (ctx.log.on) {
    const names = (cs: readonly number[]): string[] => cs.map((c) => COUNTER_IDS[c]!);
    ctx.log.push({
      type: 'combat',
      text:
        `${seat(attackerSide)} attack: ${names(task.attackers).join(' + ')} (${atk.value} x ${attackRoll} = ${attackTotal}) against ` +
        `${names(task.defenders).join(' + ')} in ${task.defenders.map((d) => HEX_IDS[standsOn(s, d)]).join(', ')} (${defValue} x ${defenceRoll} = ${defenceTotal}): ` +
        (losers.length === 0 ? 'a tie, both stay' : `${losers === task.defenders ? 'the defenders' : 'the attackers'} are eliminated`),
      rule: '8',
      attackers: names(task.attackers),
      defenders: names(task.defenders),
      support: names(task.support),
      attack: atk.value,
      defence: defValue,
      attackTotal,
      defenceTotal,
      modifiers: [...atk.modifiers, ...defMods],
      rolls: [
        { die: DIE_NAME, value: attackRoll, for: 'attack' },
        { die: DIE_NAME, value: defenceRoll, for: 'defence' },
      ],
      result: losers.length === 0 ? 'tie' : losers === task.defenders ? 'defenders-eliminated' : 'attackers-eliminated',
    });
  }
  const winner = losers === task.defenders ? attackerSide : enemyOf(attackerSide);
  // The losers are one side's: only the last of them can leave that side with nothing in play (5).
  for (const c of losers) next = eliminate(next, c, winner, ctx.log);
  return next;
}
