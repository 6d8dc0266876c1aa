/**
 * 5.4 Niveles de dificultad: the level rules that change the engine's procedures for the
 * Nitayno. The engine calls these at the points named; the end-of-game rules (1), (5), (6)
 * live in the engine's final scoring.
 */
import type { EventLog } from '../../../core/index.js';
import { areaAt } from '../board.js';
import { replacePiece, withStrength } from '../edits.js';
import { PIECES } from '../data/units.js';
import type { MyaState, Piece } from '../state.js';
import { pickIncursionPiece, type IncursionCandidate } from './rules.js';

/** 5.4 (2), levels I-II: the Nitayno deploys at least 2 units in the Reinforcement phase. */
export function nitaynoPrr(state: MyaState, prr: number): number {
  if (state.mode !== 'solitaire' || state.level < 1) return prr;
  return Math.max(2, prr);
}

/**
 * 5.4 (3), levels I-II: a reduced Caonabó on the map turns to full strength for free at the
 * start of the Nitayno's Reinforcement phase.
 */
export function nitaynoFreeCaonabo(state: MyaState, log: EventLog): MyaState {
  if (state.mode !== 'solitaire' || state.level < 1) return state;
  for (let a = 1; a <= 15; a++) {
    for (const p of areaAt(state, a).pieces) {
      if (p.kind !== 'caonabo' || p.side !== 'indigenous' || !p.reduced) continue;
      if (log.on)
        log.push({
          type: 'bot-choice',
          rule: '5.4 (3)',
          text: `Nitayno: Caonabó (area ${a}) returns to full strength for free`,
          reasons: [`level ${state.level}`],
          rolls: [],
          modifiers: [],
        });
      return replacePiece(state, a, withStrength(p, false));
    }
  }
  return state;
}

/**
 * 5.4 (8), level II: when the Nitayno rolled three combat dice and none hit, it rolls the
 * three dice again (once).
 */
export function nitaynoRerollsMiss(state: MyaState, diceRolled: number, hits: number): boolean {
  return state.mode === 'solitaire' && state.level >= 2 && diceRolled === 3 && hits === 0;
}

/**
 * 5.3.5 incursion effects in solitaire: the piece of `area` an incursion result falls on, as
 * the Nitayno assigns it (its own raiding pieces, or the defenders when it raids or is raided).
 * `attacking` reads attack factors (the raiders) or defence factors (the defenders); defending
 * leaders are never affected (4.4.1 D), so they are left out.
 */
export function nitaynoIncursionVictim(state: MyaState, area: number, victims: 'spanish' | 'indigenous', attacking: boolean): Piece | null {
  const cands: IncursionCandidate[] = [];
  for (const p of areaAt(state, area).pieces) {
    if (p.side !== victims) continue;
    const d = PIECES[p.kind];
    const leader = d.bag === null;
    if (leader && (!attacking || !d.fights)) continue;
    const factor = p.reduced || d.reducedOnly ? d.reduced : attacking ? d.attack : d.defence;
    cands.push({ id: p.id, kind: p.kind, reduced: p.reduced, factor, leader });
  }
  const pick = pickIncursionPiece(cands, victims);
  return pick === null ? null : (areaAt(state, area).pieces.find((p) => p.id === pick.id) ?? null);
}
