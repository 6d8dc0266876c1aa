/**
 * 4.4.1 B Factores de Combate: a unit or leader attacks with its attack factor and defends with its
 * defence factor (the reduced value once reduced; both peoples read attack in a Taíno-Carib conflict,
 * 4.3.2 I), modified by jungle, palisade, citadel and Anacaona (card 25), capped between 1 and 5;
 * and the die read against it. The modifiers' values and their labels for the events come from one
 * function (`factorModifiers`).
 */
import type { Modifier } from '../../core/index.js';
import { AREAS } from './data/areas.js';
import { areaAt } from './board.js';
import { COLON, CARIB, kindFlags, pieceData, REBEL, SETTLER, SOLDIER, TAINO } from './kinds.js';
import type { MyaState, Piece } from './state.js';

export interface Factor {
  readonly value: number;
  readonly base: number;
  readonly modifiers: Modifier[];
}

/** 4.4.1 B: the printed factor, attack or defence (the reduced value when reduced; a Taíno-Carib conflict, 4.3.2 I, reads attack). */
export function baseFactor(p: Piece, attacking: boolean, conflict: boolean): number {
  const data = pieceData(p.kind);
  return p.reduced || data.reducedOnly ? data.reduced : attacking || conflict ? data.attack : data.defence;
}

/**
 * 4.4.1 B the factor's modifiers: jungle, palisade, citadel and Anacaona (card 25); none in a
 * Taíno-Carib conflict. Returns their sum, and lists each, labelled, in `out` when given.
 */
function factorModifiers(s: MyaState, p: Piece, a: number, attacking: boolean, conflict: boolean, out: Modifier[] | null): number {
  if (conflict) return 0;
  // The kind's bits, not its bag: comparing a bag that may be null with strings is V8's slow generic compare.
  const flags = kindFlags(p.kind);
  const area = areaAt(s, a);
  let sum = 0;
  if (AREAS[a - 1]?.jungle) {
    if (!attacking && (flags & (TAINO | CARIB | SETTLER)) !== 0) sum += modifier(out, 'jungle, defending', 1, '4.4.1 B');
    if (attacking && (flags & (SOLDIER | REBEL | COLON)) !== 0) sum += modifier(out, 'jungle, attacking', -1, '4.4.1 B');
  }
  if (!attacking && p.side === 'spanish') {
    if (area.palisade) sum += modifier(out, 'palisade', 1, '4.4.1 B');
    if (area.citadel) sum += modifier(out, 'citadel', 2, '4.4.1 B');
  }
  if (p.side === 'indigenous' && area.anacaona !== null && area.anacaona === 'indigenous') sum += modifier(out, 'Anacaona (Indigenous side)', 1, 'card 25');
  return sum;
}

/** One modifier's value, listed (labelled) in `out` when given (a plain function: no closure per factor). */
export function modifier(out: Modifier[] | null, label: string, value: number, rule: string): number {
  if (out !== null) out.push({ label, value, rule });
  return value;
}

const capFactor = (v: number): number => (v > 5 ? 5 : v < 1 ? 1 : v);

/** 4.4.1 B combat factor, the number alone (the hot path's form): base plus modifiers, capped between 1 and 5. */
export function combatFactorValue(s: MyaState, p: Piece, a: number, attacking: boolean, conflict: boolean): number {
  return capFactor(baseFactor(p, attacking, conflict) + factorModifiers(s, p, a, attacking, conflict, null));
}

/** The same factor with its base and each modifier, labelled, for the events. */
export function combatFactor(s: MyaState, p: Piece, a: number, attacking: boolean, conflict: boolean, withMods: boolean): Factor {
  const base = baseFactor(p, attacking, conflict);
  const modifiers: Modifier[] = [];
  const value = capFactor(base + factorModifiers(s, p, a, attacking, conflict, withMods ? modifiers : null));
  return { value, base, modifiers };
}

/** 4.4.1 B: a 1 always hits, a 6 always misses, otherwise a hit when the die is at most the factor. */
export function isHit(die: number, factor: number): boolean {
  if (die <= 1) return true;
  if (die >= 6) return false;
  return die <= factor;
}
