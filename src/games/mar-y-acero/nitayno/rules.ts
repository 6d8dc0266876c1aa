/**
 * The Nitayno's decision rules (rule 5) as small pure functions over plain numbers, so each
 * can be tested alone and read next to its section. The phase files (events.ts, deployment.ts,
 * combat.ts...) feed them from the game state.
 */

import { AREAS } from '../data/areas.js';
import { PIECE_KINDS, type PieceKind } from '../data/units.js';
import { isLeader, kindIndex } from '../kinds.js';

export const AREA_COUNT = 15;

/** 4.2: the 2-VP areas (1, 2, 7, 8, 9, with or without a parchment), from the area data. */
// The area flags by area number (index 0 unused), read on every candidate area.
const TWO_VP: readonly boolean[] = [false, ...AREAS.map((a) => a.twoVp)];
const JUNGLE: readonly boolean[] = [false, ...AREAS.map((a) => a.jungle)];

export function isTwoVpArea(area: number): boolean {
  return TWO_VP[area] === true;
}

/** 4.4.1 B: the dense-jungle areas (3, 4, 5, 7), from the area data. */
export function isJungleArea(area: number): boolean {
  return JUNGLE[area] === true;
}

/** The area one step down the count-down of 5.1: after 1 comes 15. */
export function previousArea(area: number): number {
  return area === 1 ? AREA_COUNT : area - 1;
}

/**
 * 5.1 Sistema de Extracción de Marcadores (solitaire): the drawn area if valid, else the next
 * valid area counting down from it (1 is followed by 15). Null when no area is valid.
 */
export function countDown(drawn: number, valid: (area: number) => boolean): number | null {
  let area = drawn;
  for (let i = 0; i < AREA_COUNT; i++) {
    if (valid(area)) return area;
    area = previousArea(area);
  }
  return null;
}

/**
 * 5.1 Guarnición: the units the Nitayno keeps, whenever possible, in an area: two in a 2-VP
 * area (parchment or not), one in a jungle area. Area 7 is both: the larger garrison, two.
 */
export function garrisonSize(area: number): number {
  if (isTwoVpArea(area)) return 2;
  if (isJungleArea(area)) return 1;
  return 0;
}

export type ImpulseKind = 'move' | 'incursion';

/**
 * 5.3.5 Área de Activación: the action by the type of the activated area and its Indigenous
 * units (leaders are not units, 4.2). Area 7 is a 2-VP and a jungle area: the 2-VP line,
 * listed first, decides (reading chosen, see docs/data-provenance.md).
 */
export function activationAction(area: number, indigenousUnits: number): { kind: ImpulseKind } {
  return { kind: activationKind(area, indigenousUnits) };
}

/** `activationAction` as the kind alone. */
export function activationKind(area: number, indigenousUnits: number): ImpulseKind {
  if (isTwoVpArea(area)) return indigenousUnits >= 3 ? 'move' : 'incursion';
  if (isJungleArea(area)) return indigenousUnits >= 2 ? 'move' : 'incursion';
  return 'move';
}

/** The sentence explaining `activationAction` (built only when events are kept). */
export function activationReason(area: number, indigenousUnits: number): string {
  const kind = activationKind(area, indigenousUnits);
  if (isTwoVpArea(area)) return `2-VP area ${area} with ${indigenousUnits} units (${indigenousUnits >= 3 ? '3 or more' : 'fewer than 3'}): ${kind}`;
  if (isJungleArea(area)) return `jungle area ${area} with ${indigenousUnits} units (${indigenousUnits >= 2 ? '2 or more' : 'fewer than 2'}): ${kind}`;
  return `area ${area} is neither 2-VP nor jungle: move`;
}

/**
 * Superiority (Superioridad de Combate, 5.3.5). The rulebook's "ver abajo" definition is lost
 * in the scan; reconstructed: the Indigenous have superiority when the sum of the combat
 * factors (with modifiers) of the three best pieces they would commit exceeds the same sum
 * for the Spanish (4.4.1 B: at most three pieces per side fight a round).
 */
export function hasSuperiority(indigenousFactors: readonly number[], spanishFactors: readonly number[]): boolean {
  return bestThreeSum(indigenousFactors) > bestThreeSum(spanishFactors);
}

/**
 * `bestThreeSum` fed one factor at a time, for the loops that would otherwise build a list of
 * factors per candidate (one accumulator is reused with `reset`).
 */
export class BestThree {
  private a = 0;
  private b = 0;
  private c = 0;
  reset(): this {
    this.a = 0;
    this.b = 0;
    this.c = 0;
    return this;
  }
  add(f: number): void {
    if (f > this.a) {
      this.c = this.b;
      this.b = this.a;
      this.a = f;
    } else if (f > this.b) {
      this.c = this.b;
      this.b = f;
    } else if (f > this.c) this.c = f;
  }
  sum(): number {
    return this.a + this.b + this.c;
  }
}

export function bestThreeSum(factors: readonly number[]): number {
  let a = 0;
  let b = 0;
  let c = 0;
  for (const f of factors) {
    if (f > a) {
      c = b;
      b = a;
      a = f;
    } else if (f > b) {
      c = b;
      b = f;
    } else if (f > c) c = f;
  }
  return a + b + c;
}

/** What the Nitayno knows of one area it could reach, for the six target priorities. */
export interface TargetCandidate {
  readonly area: number;
  /** Spanish pieces (units, leaders) or a citadel present. */
  readonly spanish: boolean;
  /** Any piece at all present (an "empty" area holds none, nor a citadel). */
  readonly empty: boolean;
  /** Reachable by the move rules (basic, naval with Rebels, extended). */
  readonly reachable: boolean;
  /** Adjacent to the activated area and holding Spanish units: an incursion target (4.4.1 D a). */
  readonly adjacent: boolean;
  /** Superiority if the Nitayno attacked with what it would move there. */
  readonly superiority: boolean;
}

export type TargetPriority = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * 5.3.5 Área Objetivo: the priority (1 best) of a reachable area, or null when it meets none.
 * 1) empty 2-VP; 2) 2-VP with Spanish and superiority; 3) empty 1-VP; 4) 1-VP with Spanish and
 * superiority; 5) 2-VP with Spanish, no superiority (incursion); 6) 1-VP likewise (incursion).
 * "2-VP" here is the printed list (1, 2, 7, 8, 9), parchment or not.
 */
export function targetPriority(t: TargetCandidate): TargetPriority | null {
  const p = priorityOf(t.area, t.spanish, t.empty, t.reachable, t.adjacent, t.superiority);
  return p === 0 ? null : p;
}

/** `targetPriority` over plain flags, 0 for none (the planner's loop builds no candidate objects). */
export function priorityOf(area: number, spanish: boolean, empty: boolean, reachable: boolean, adjacent: boolean, superiority: boolean): TargetPriority | 0 {
  const twoVp = isTwoVpArea(area);
  if (reachable && empty) return twoVp ? 1 : 3;
  if (!spanish) return 0;
  if (reachable && superiority) return twoVp ? 2 : 4;
  if (adjacent) return twoVp ? 5 : 6;
  return 0;
}

export interface PriorityAction {
  readonly kind: ImpulseKind;
  readonly units: 'max' | 'one';
  readonly combat: boolean;
}

// The three answers of `priorityAction`, shared (the planner asks once per plan).
const OCCUPY: PriorityAction = { kind: 'move', units: 'max', combat: false };
const ATTACK: PriorityAction = { kind: 'move', units: 'max', combat: true };
const SEND_ONE: PriorityAction = { kind: 'move', units: 'one', combat: false };
const RAID: PriorityAction = { kind: 'incursion', units: 'max', combat: false };

/** What a priority tells the Nitayno to do (5.3.5). */
export function priorityAction(p: TargetPriority): PriorityAction {
  switch (p) {
    case 1:
      return OCCUPY;
    case 2:
    case 4:
      return ATTACK;
    case 3:
      return SEND_ONE;
    case 5:
    case 6:
      return RAID;
  }
}

/** The candidates sharing the best priority (ties are broken by the area draw, 5.3.5). */
export function bestTargets(candidates: readonly TargetCandidate[]): { priority: TargetPriority; areas: number[] } | null {
  let best: TargetPriority | null = null;
  let areas: number[] = [];
  for (const c of candidates) {
    const p = targetPriority(c);
    if (p === null) continue;
    if (best === null || p < best) {
      best = p;
      areas = [c.area];
    } else if (p === best) areas.push(c.area);
  }
  return best === null ? null : { priority: best, areas };
}

/**
 * 5.3.5 Incursiones del Nitayno: after a successful incursion (a modified 1-3), a second one
 * always against a 2-VP area, against a 1-VP area only while Spanish Soldiers remain there.
 */
export function wantsSecondIncursion(target: number, soldiersLeft: number): boolean {
  if (isTwoVpArea(target)) return true;
  return soldiersLeft > 0;
}

/**
 * 5.3.5 Excepción: no withdrawal during the last two impulses of the last turn, nor when the
 * Indigenous defend area 1, 2, 7, 8 or 9. `impulsesLeft` counts the Nitayno's impulses still
 * to come after the current one (0 in its last impulse).
 */
export function withdrawalForbidden(turn: number, lastTurn: number, impulsesLeft: number, area: number, indigenousDefending: boolean): string | null {
  if (!withdrawalIsForbidden(turn, lastTurn, impulsesLeft, area, indigenousDefending)) return null;
  if (turn === lastTurn && impulsesLeft <= 1) return 'last two impulses of the last turn: the Indigenous never withdraw';
  return `the Indigenous defend area ${area} (1, 2, 7, 8, 9): they never withdraw`;
}

/** `withdrawalForbidden` as a yes/no, without building its sentence. */
export function withdrawalIsForbidden(turn: number, lastTurn: number, impulsesLeft: number, area: number, indigenousDefending: boolean): boolean {
  return (turn === lastTurn && impulsesLeft <= 1) || (indigenousDefending && isTwoVpArea(area));
}

/**
 * 5.3.5 Asignación de impactos en combate: the printed order is an image lost in the scan.
 * Reconstructed from the text: by type Taínos, Caribs, Rebels, leaders last ("priorizará
 * replegar a los Líderes primero", the reverse order), the worst subtype of each type first.
 */
export const COMBAT_HIT_ORDER: readonly PieceKind[] = ['naboria', 'cacique', 'tama', 'calinago', 'tropa', 'capitan', 'hijos', 'guacanagari', 'caonabo'];

/**
 * 5.3.5 incursion effects against the Spanish: the printed order is lost; reconstructed.
 * The table already picks the highest combat factor; among equals: Soldiers before Settlers,
 * Jinetes, Arcabuceros, Espatarios, then Escribanos (they raise area VP, 4.4.3), Peones.
 */
export const INCURSION_SPANISH_ORDER: readonly PieceKind[] = ['jinete', 'arcabucero', 'espatario', 'escribano', 'peon', 'guacanagari', 'colon'];

/**
 * 5.3.5 incursion effects against the Indigenous (a 6, or a 4-6 on a second try): the printed
 * order is lost; reconstructed as the combat order (cheapest first), leaders only when no other
 * piece remains in the activated area (stated in the text).
 */
export const INCURSION_INDIGENOUS_ORDER: readonly PieceKind[] = COMBAT_HIT_ORDER;

/** One piece offered to take a hit or an effect. */
export interface HitCandidate {
  readonly id: string;
  readonly kind: PieceKind;
  readonly reduced: boolean;
}

/** Leaders are not units (4.2): they take hits and effects last. */
export function isLeaderKind(kind: PieceKind): boolean {
  return isLeader(kind);
}

/** A kind's place in an order, by kind index (kinds not listed come after all listed ones). */
type RankTable = readonly number[];

function rankTable(order: readonly PieceKind[]): RankTable {
  return PIECE_KINDS.map((k) => {
    const i = order.indexOf(k);
    return i < 0 ? order.length : i;
  });
}

// The orders above as tables, so that comparing two kinds is two array reads.
const COMBAT_RANK = rankTable(COMBAT_HIT_ORDER);
const INCURSION_SPANISH_RANK = rankTable(INCURSION_SPANISH_ORDER);
const INCURSION_INDIGENOUS_RANK = rankTable(INCURSION_INDIGENOUS_ORDER);

function rank(table: RankTable, kind: PieceKind): number {
  return table[kindIndex(kind)] as number;
}

/**
 * 5.3.5: the Nitayno's own piece to take a combat hit: a reduced unit first (always), by
 * COMBAT_HIT_ORDER; leaders only when no unit is offered.
 */
export function pickCombatHit<C extends HitCandidate>(candidates: readonly C[]): C | null {
  return pickByOrder(candidates, COMBAT_RANK, true);
}

/**
 * 5.3.5: the piece an incursion effect falls on. Against the Indigenous: leaders only when
 * nothing else is there; among one type the full-strength unit when a unit is removed
 * ("seleccionará la de Fuerza Completa"). Against the Spanish likewise by INCURSION_SPANISH_ORDER.
 */
export function pickIncursionVictim(candidates: readonly HitCandidate[], victims: 'spanish' | 'indigenous'): HitCandidate | null {
  return pickByOrder(candidates, victims === 'spanish' ? INCURSION_SPANISH_RANK : INCURSION_INDIGENOUS_RANK, false);
}

function pickByOrder<C extends HitCandidate>(candidates: readonly C[], order: RankTable, reducedFirst: boolean): C | null {
  let best: C | null = null;
  for (const c of candidates) {
    if (best === null) {
      best = c;
      continue;
    }
    const leader = isLeader(c.kind);
    if (leader !== isLeader(best.kind)) {
      if (!leader) best = c;
      continue;
    }
    if (c.reduced !== best.reduced) {
      if (c.reduced === reducedFirst) best = c;
      continue;
    }
    if (rank(order, c.kind) < rank(order, best.kind)) best = c;
  }
  return best;
}

/**
 * 5.3.5 Repliegues: pieces withdraw in the reverse of the hit order (leaders first).
 * Returns the ids in the order the Nitayno withdraws them.
 */
export function withdrawalOrder(pieces: readonly HitCandidate[]): string[] {
  // A stable insertion sort: latest in the hit order first, full strength before reduced.
  const ids: string[] = [];
  const keys: number[] = [];
  for (const p of pieces) {
    const key = rank(COMBAT_RANK, p.kind) * 2 + (p.reduced ? 0 : 1);
    let i = ids.length;
    ids.push(p.id);
    keys.push(key);
    while (i > 0 && (keys[i - 1] as number) < key) {
      ids[i] = ids[i - 1] as string;
      keys[i] = keys[i - 1] as number;
      i--;
    }
    ids[i] = p.id;
    keys[i] = key;
  }
  return ids;
}

/**
 * 5.3.5 Repliegues: the areas (reached by basic movement) holding the most Indigenous units;
 * several are broken by the area draw.
 */
export function withdrawalAreas(options: readonly { area: number; indigenousUnits: number }[]): number[] {
  let most = -1;
  let out: number[] = [];
  for (const o of options) {
    if (o.indigenousUnits > most) {
      most = o.indigenousUnits;
      out = [o.area];
    } else if (o.indigenousUnits === most && !out.includes(o.area)) out.push(o.area);
  }
  return out;
}

/** Indigenous event cards named by 5.3.3. */
export const PERLAS_DE_COLON = 3;
export const TORMENTAS_EN_EL_MAR = 8;

/**
 * 5.3.3 Fase de Evento: whether the revealed Indigenous card must be put back (the deck is then
 * reshuffled and another card revealed). 1) "Las perlas de Colón" while the Nitayno has seven
 * units or fewer on the map; 2) "Tormentas en el mar" while the Spanish have six Soldiers or fewer.
 */
export function eventPutBack(card: number, indigenousUnits: number, spanishSoldiers: number): string | null {
  if (!eventGoesBack(card, indigenousUnits, spanishSoldiers)) return null;
  if (card === PERLAS_DE_COLON && indigenousUnits <= 7)
    return `5.3.3 (1): the Nitayno has ${indigenousUnits} units (7 or fewer): "Las perlas de Colón" goes back`;
  return `5.3.3 (2): the Spanish have ${spanishSoldiers} Soldiers (6 or fewer): "Tormentas en el mar" goes back`;
}

/** `eventPutBack` as a yes/no, without building its sentence. */
export function eventGoesBack(card: number, indigenousUnits: number, spanishSoldiers: number): boolean {
  return (card === PERLAS_DE_COLON && indigenousUnits <= 7) || (card === TORMENTAS_EN_EL_MAR && spanishSoldiers <= 6);
}

/**
 * 5.4 (4), levels I and II: of two cards drawn, the lower VRR, unless that event would have no
 * effect, then the other. Equal VRR: the first drawn (reading chosen).
 */
export function pickOfTwo(
  a: { card: number; vrr: number; effective: boolean },
  b: { card: number; vrr: number; effective: boolean },
): { card: number; other: number } {
  let low = a;
  let high = b;
  if (b.vrr < a.vrr) {
    low = b;
    high = a;
  }
  if (!low.effective && high.effective) return { card: high.card, other: low.card };
  return { card: low.card, other: high.card };
}

export type IndigenousColour = 'taino' | 'carib' | 'rebel';

/** 4.1 step 3: the set-up colours printed in each area, from the area data. */
export function printedColours(area: number): readonly IndigenousColour[] {
  const c = AREAS[area - 1]?.setupColour;
  return c === 'carib' ? ['carib'] : c === 'taino' ? ['taino'] : ['carib', 'taino'];
}

/**
 * 5.3.4 (a-c): the colour of the reinforcements the Nitayno places in an area it controls:
 * the colour present (several: the highest combat factor, Caribs before Taínos; Rebels, the
 * strongest, first), or for an empty area the printed colour (two printed: Carib).
 */
export function reinforcementColour(area: number, coloursPresent: readonly IndigenousColour[]): IndigenousColour {
  let bits = 0;
  for (const c of coloursPresent) bits |= c === 'taino' ? 1 : c === 'carib' ? 2 : 4;
  return reinforcementColourOf(area, bits);
}

/**
 * `reinforcementColour` with the colours present as bits (1 Taíno, 2 Carib, 4 Rebel), so the
 * board can be read without building a list.
 */
export function reinforcementColourOf(area: number, colourBits: number): IndigenousColour {
  if ((colourBits & 4) !== 0) return 'rebel';
  if ((colourBits & 2) !== 0) return 'carib';
  if ((colourBits & 1) !== 0) return 'taino';
  // printedColours: 'taino' alone only when the area prints Taínos alone; both print Carib first.
  return AREAS[area - 1]?.setupColour === 'taino' ? 'taino' : 'carib';
}

/** 5.3.2: the row of a turn-2 Nitayno card for the VP marker (below 1 reads 1, above 3 reads 3). */
export function turn2Row(vp: number): 'vp1' | 'vp2' | 'vp3' {
  if (vp <= 1) return 'vp1';
  if (vp === 2) return 'vp2';
  return 'vp3';
}

/** 5.3.2: the row of a turns 3-6 Nitayno card: 6 or less, 7 to 11, 12 or more. */
export function laterRow(vp: number): 'low' | 'mid' | 'high' {
  if (vp <= 6) return 'low';
  if (vp <= 11) return 'mid';
  return 'high';
}

/** A piece offered to an incursion result, with the factor the table reads (4.4.1 D). */
export interface IncursionCandidate extends HitCandidate {
  readonly factor: number;
  readonly leader: boolean;
}

/**
 * 5.3.5 Asignando efectos de Incursión, in solitaire: which piece an incursion result falls on
 * when the Nitayno chooses. The table's "highest factor" first; a leader only when no unit is
 * there ("solo si no quedan otras unidades en el área activada"); among equals the full-strength
 * unit (removal of "la de Fuerza Completa"), then the priority lists (reconstructed, above).
 */
export function pickIncursionPiece(candidates: readonly IncursionCandidate[], victims: 'spanish' | 'indigenous'): IncursionCandidate | null {
  const order = victims === 'spanish' ? INCURSION_SPANISH_RANK : INCURSION_INDIGENOUS_RANK;
  const units = candidates.filter((c) => !c.leader);
  const pool = units.length > 0 ? units : candidates;
  let best: IncursionCandidate | null = null;
  for (const c of pool) {
    if (best === null) best = c;
    else if (c.factor !== best.factor) {
      if (c.factor > best.factor) best = c;
    } else if (c.reduced !== best.reduced) {
      if (!c.reduced) best = c;
    } else if (rank(order, c.kind) < rank(order, best.kind)) best = c;
  }
  return best;
}
