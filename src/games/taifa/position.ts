/**
 * `taifa.position(state)` (contract: `position`): the compact position of a state of play, in
 * the format of `position-schema.ts`, every field written out: castles and garrisons (2.2), each
 * kingdom's cards and bonus (7, 9.1), the decks in order, the discards, the cards out of the game
 * and the permanent events (5.4, 6), El Cid's Tregua (10.2), and where play stands (position-points.ts: 5, 5.1.2-
 * 5.1.6, 10.2) or the result (8, 10.3). `setup({ seed, position })` builds the same position back.
 */
import type { KingdomId } from './data/kingdoms.js';
import { taifaPoints } from './position-points.js';
import type { TaifaPosition, TaifaPositionKingdom } from './position-schema.js';
import type { TaifaState } from './types.js';

/** The position of a state (not a view: `defineGame` refuses one). */
export function position(state: TaifaState): TaifaPosition {
  const id = (k: number): KingdomId => state.kingdoms[k]!.id;
  const owners: Record<string, KingdomId | 'independent'> = {};
  const garrisons: number[] = [];
  state.owner.forEach((o, a) => {
    if (o === -2) return;
    owners[String(a + 1)] = o === -1 ? 'independent' : id(o);
    if (state.garrison[a] === true) garrisons.push(a + 1);
  });
  const kingdoms: Partial<Record<KingdomId, TaifaPositionKingdom>> = {};
  for (const k of state.kingdoms) kingdoms[k.id] = { hand: k.hand.slice(), army: k.army.slice(), ready: k.ready.slice(), bonus: k.bonus, kept: k.kept };
  const base: TaifaPosition = {
    scenario: state.scenario,
    players: state.kingdoms.filter((k) => !k.bot).map((k) => k.id),
    ...(state.scenario === 'el-cid' ? { almoravidCards: state.hands[0]! } : {}),
    turn: state.turn,
    current: id(state.current),
    passes: state.passes,
    owners,
    garrisons,
    kingdoms,
    decks: { christian: state.decks[0].slice(), muslim: state.decks[1].slice() },
    discard: state.discard.slice(),
    removed: state.removed.slice(),
    permanents: state.permanents.map((p) => ({ card: p.card, by: id(p.by), target: p.target < 0 ? null : id(p.target) })),
    cidTruce: state.cidTruce < 0 ? null : id(state.cidTruce),
  };
  if (state.result !== null) return { ...base, result: { winners: state.result.winners.map(id), reason: state.result.reason } };
  return { ...base, at: taifaPoints.write(state) };
}
