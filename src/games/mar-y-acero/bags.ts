/**
 * 4.2 the bags: the counts of counters of each kind in the bags, a counter drawn at random from a
 * bag (a new piece on the map, full strength) and the area marker drawn from the black bag
 * ("Sistema de Extracción de Marcadores").
 */
import type { Dice, DieRoll, GameEvent, StepContext } from '../../core/index.js';
import { AREA_MARKERS } from './data/areas.js';
import { BAG_KINDS, type Bag, type UnitKind } from './data/units.js';
import { pieceData } from './kinds.js';
import type { MyaState, Piece } from './state.js';
import { withTasksMap, type StateDraft } from './tasks.js';

/** A copy of the bag counts in one fixed field order (one object shape for every state's bags). */
export function bagsCopy(b: Readonly<Record<UnitKind, number>>): Record<UnitKind, number> {
  return {
    jinete: b.jinete,
    arcabucero: b.arcabucero,
    espatario: b.espatario,
    peon: b.peon,
    escribano: b.escribano,
    cacique: b.cacique,
    naboria: b.naboria,
    calinago: b.calinago,
    tama: b.tama,
    capitan: b.capitan,
    tropa: b.tropa,
  };
}

/**
 * How many counters of a kind are in the bags. A switch: on V8 a read keyed by a changing kind
 * (`bags[k]`) goes through the slow megamorphic path, and so does every other read at that site.
 */
export function bagCount(b: Readonly<Record<UnitKind, number>>, k: UnitKind): number {
  switch (k) {
    case 'jinete':
      return b.jinete;
    case 'arcabucero':
      return b.arcabucero;
    case 'espatario':
      return b.espatario;
    case 'peon':
      return b.peon;
    case 'escribano':
      return b.escribano;
    case 'cacique':
      return b.cacique;
    case 'naboria':
      return b.naboria;
    case 'calinago':
      return b.calinago;
    case 'tama':
      return b.tama;
    case 'capitan':
      return b.capitan;
    case 'tropa':
      return b.tropa;
  }
}

/** The bag counts with one kind changed, in the fixed field order (no keyed write, see `bagCount`). */
export function bagsWith(b: Readonly<Record<UnitKind, number>>, k: UnitKind, n: number): Record<UnitKind, number> {
  return {
    jinete: k === 'jinete' ? n : b.jinete,
    arcabucero: k === 'arcabucero' ? n : b.arcabucero,
    espatario: k === 'espatario' ? n : b.espatario,
    peon: k === 'peon' ? n : b.peon,
    escribano: k === 'escribano' ? n : b.escribano,
    cacique: k === 'cacique' ? n : b.cacique,
    naboria: k === 'naboria' ? n : b.naboria,
    calinago: k === 'calinago' ? n : b.calinago,
    tama: k === 'tama' ? n : b.tama,
    capitan: k === 'capitan' ? n : b.capitan,
    tropa: k === 'tropa' ? n : b.tropa,
  };
}

/** The kinds in a bag (4.2), read by a switch (see `bagCount`). */
function kindsInBag(bag: Bag): readonly UnitKind[] {
  switch (bag) {
    case 'soldier':
      return BAG_KINDS.soldier;
    case 'settler':
      return BAG_KINDS.settler;
    case 'taino':
      return BAG_KINDS.taino;
    case 'carib':
      return BAG_KINDS.carib;
    case 'rebel':
      return BAG_KINDS.rebel;
  }
}

export function bagSize(s: MyaState, bag: Bag): number {
  let n = 0;
  for (const k of kindsInBag(bag)) n += bagCount(s.bags, k);
  return n;
}

/** The faces of a die with one face per counter of a bag of `n` (1..n), built once per size (the largest bag holds 33). */
const COUNTER_DIE: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, n) => Array.from({ length: n }, (_, i) => i + 1));

/** A die with one face per counter of a bag of `n`. */
function counterDie(n: number): readonly number[] {
  return COUNTER_DIE[n] ?? Array.from({ length: n }, (_, i) => i + 1);
}

/**
 * 4.2: a counter drawn at random from a bag, as a roll of a die with one face per counter in it
 * (a d26 for the 26 soldiers): the face names the counter, the bag's kinds in their order
 * (`BAG_KINDS`: jinetes, then arcabuceros, then espatarios), so `scriptedDice` can force a draw.
 * The kind, the face rolled and the die's size; null when the bag is empty (nothing is rolled).
 */
export function rollFromBag(bags: Readonly<Record<UnitKind, number>>, bag: Bag, dice: Dice): { kind: UnitKind; value: number; faces: number } | null {
  const kinds = kindsInBag(bag);
  let total = 0;
  for (const k of kinds) total += bagCount(bags, k);
  if (total === 0) return null;
  const value = dice.roll(counterDie(total));
  let pick = value - 1;
  for (const k of kinds) {
    const n = bagCount(bags, k);
    if (pick < n) return { kind: k, value, faces: total };
    pick -= n;
  }
  return null;
}

/** 4.2: the kind of a random counter of a bag ({@link rollFromBag}); null when the bag is empty. */
export function pickFromBag(bags: Readonly<Record<UnitKind, number>>, bag: Bag, dice: Dice): UnitKind | null {
  return rollFromBag(bags, bag, dice)?.kind ?? null;
}

/** A draw's roll as the events report it (4.2): the die with one face per counter in the bag, and the face. */
export function drawRoll(bag: Bag, value: number, faces: number): DieRoll {
  return { die: `d${faces}`, value, for: `the counter drawn from the ${bag} bag` };
}

/** The event of counters drawn from one bag (4.2), each with the roll that drew it; nothing modifies a draw. */
export function bagDrawEvent(bag: Bag, pieces: readonly Piece[], rolls: readonly DieRoll[]): GameEvent {
  const drawn = pieces.map((p, i) => `${pieceData(p.kind).name} ${p.id} (${rolls[i]?.die ?? 'd?'}: ${rolls[i]?.value ?? '?'})`);
  return { type: 'bag-draw', rule: '4.2', text: `Drawn from the ${bag} bag: ${drawn.join(', ')}`, bag, pieces: pieces.map((p) => p.id), rolls, modifiers: [] };
}

/** A counter drawn from a bag: full strength, its id made from the state's counter. */
export const newPiece = (k: UnitKind, id: number): Piece => ({ id: pieceId(k, id), kind: k, side: pieceData(k).side, reduced: false });

/** A piece's id: its kind and a number from the state's counter. */
function pieceId(k: UnitKind, n: number): string {
  return `${k}-${n}`;
}

/** 4.2: a random counter from a bag, full strength, reported with its roll (`bag-draw`); null when the bag is empty. */
export function drawFromBag(s: MyaState, bag: Bag, ctx: StepContext): { state: MyaState; piece: Piece } | null {
  const r = rollFromBag(s.bags, bag, ctx.dice);
  if (r === null) return null;
  const k = r.kind;
  const out = withTasksMap(s, s.tasks, s.map) as StateDraft;
  out.bags = bagsWith(s.bags, k, bagCount(s.bags, k) - 1);
  out.nextId = s.nextId + 1;
  const piece = newPiece(k, s.nextId);
  if (ctx.log.on) ctx.log.push(bagDrawEvent(bag, [piece], [drawRoll(bag, r.value, r.faces)]));
  return { state: out, piece };
}

/** 4.2 "Sistema de Extracción de Marcadores": an area marker drawn from the black bag and put back. */
export function drawAreaMarker(dice: Dice): number {
  return dice.roll(AREA_MARKERS.markers);
}
