/**
 * `describe`: one line a person reads for an action in a state ("Ch Calatrava 1516 -> 1515
 * (2 MP)"), naming units, hexes and MP. Nothing of a battle is hidden from either seat, so the
 * viewer changes nothing.
 * @module
 */
import type { AlFiloAction } from './actions.js';
import { facingTo, hexId, hexIndex } from './board.js';
import { FACING_NAMES, mountedCosts, stepCostTo, terrainCost } from './movement.js';
import { LEADER_NAME, MARKER_NAME, UNIT_IDS, UNIT_NAME, leaderIndex, markerIndex, unitIndex } from './pieces.js';
import type { AlFiloState } from './state.js';

function unitLabel(s: AlFiloState, id: string): string {
  const u = unitIndex(id);
  if (u < 0) return id;
  const h = s.at[u]!;
  return `${UNIT_NAME[u]} (${id})${h >= 0 ? ` in ${hexId(h)}` : ''}`;
}

/** Where the counter moving now stands, its name, and whether it is a unit (for its terrain column). */
function mover(s: AlFiloState): { name: string; at: number; mounted: boolean } | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t === undefined) return null;
  if (t.t === 'moving') return { name: UNIT_NAME[t.unit]!, at: s.at[t.unit]!, mounted: mountedCosts(s, t.unit) };
  if (t.t === 'leader-moving') return { name: LEADER_NAME[t.leader]!, at: s.leaderAt[t.leader]!, mounted: false };
  if (t.t === 'marker-moving') return { name: MARKER_NAME[t.marker]!, at: s.markerAt[t.marker]!, mounted: false };
  return null;
}

/** One line for `action` in `state`. */
export function describeAction(s: AlFiloState, a: AlFiloAction): string {
  switch (a.type) {
    case 'place':
      return `${unitLabel(s, a.unit)} deploys in ${a.hex} facing ${FACING_NAMES[a.facing] ?? a.facing}`;
    case 'rest':
      return `rest marker on ${unitLabel(s, a.unit)}`;
    case 'end-rest':
      return 'no more rest markers';
    case 'activate':
      return `activate ${LEADER_NAME[leaderIndex(a.leader)] ?? a.leader}`;
    case 'designate':
      return `${LEADER_NAME[leaderIndex(a.leader)] ?? a.leader} must be activated at once`;
    case 'inactivate':
      return `${LEADER_NAME[leaderIndex(a.leader)] ?? a.leader} inactive this turn`;
    case 'move':
      return a.with === undefined ? `move ${unitLabel(s, a.unit)}` : `move the pair ${unitLabel(s, a.unit)} and ${a.with} together`;
    case 'move-leader':
      return `move ${LEADER_NAME[leaderIndex(a.leader)] ?? a.leader}`;
    case 'move-marker':
      return `move ${MARKER_NAME[markerIndex(a.marker)] ?? a.marker}`;
    case 'end-moves':
      return 'end of the moves (D1)';
    case 'end-activation':
      return 'end of the activation';
    case 'step': {
      const m = mover(s);
      if (m === null || m.at < 0) return `step to ${a.to}`;
      const to = hexIndex(a.to);
      const t = s.tasks[s.tasks.length - 1]!;
      const f = to >= 0 ? facingTo(m.at, to) : -1;
      const cost = f < 0 ? null : t.t === 'moving' ? stepCostTo(s, t, to) : terrainCost(m.at, f, to, false);
      return `${m.name} ${hexId(m.at)} -> ${a.to}${cost === null ? '' : ` (${cost} MP)`}`;
    }
    case 'face': {
      const t = s.tasks[s.tasks.length - 1];
      if (t?.t === 'reorient')
        return `${unitLabel(s, UNIT_IDS[t.unit]!)}${t.partner >= 0 ? ` with ${UNIT_IDS[t.partner]}` : ''}, rallied, faces ${FACING_NAMES[a.facing] ?? a.facing} (12.3)`;
      const m = mover(s);
      return `${m?.name ?? 'the unit'} turns to face ${FACING_NAMES[a.facing] ?? a.facing}`;
    }
    case 'retreat': {
      const t = s.tasks[s.tasks.length - 1];
      if (t?.t === 'retreat')
        return `${unitLabel(s, a.unit ?? UNIT_IDS[t.unit]!)} retreats to ${a.to} facing ${FACING_NAMES[a.facing ?? 0]}${a.unit === undefined ? '' : ', its pair partner staying (5.2)'} (10.7)`;
      const m = mover(s);
      return `${m?.name ?? 'the unit'} falls back to ${a.to} (all its MP)`;
    }
    case 'mount':
      return `${mover(s)?.name ?? 'the unit'} mounts`;
    case 'dismount':
      return `${mover(s)?.name ?? 'the unit'} dismounts`;
    case 'stop': {
      const m = mover(s);
      return m === null || m.at < 0 ? 'stop' : `${m.name} stops in ${hexId(m.at)}`;
    }
    case 'charge':
      return `${unitLabel(s, a.unit)} charges the enemy in ${a.target} (10.4)`;
    case 'fire':
      return `${unitLabel(s, a.unit)} fires at ${a.at} (9)`;
    case 'shoot':
      return 'roll the fire (9.3)';
    case 'end-fire':
      return 'no more fire';
    case 'attack':
      if (a.target !== undefined && s.tasks[s.tasks.length - 1]?.t === 'combats' && (s.tasks[s.tasks.length - 1] as { step: string }).step === 'resolve') {
        return `${unitLabel(s, a.unit)} is reassigned to the combat on ${a.target} (10.2)`;
      }
      return a.target === undefined
        ? `${unitLabel(s, a.unit)} attacks the enemies in its front hexes (10.2)`
        : `${unitLabel(s, a.unit)} joins the attack on ${a.target} (10.2)`;
    case 'end-declare':
      return 'no more combats (D3)';
    case 'resolve':
      return `resolve the combat on ${a.target} (10.3)`;
    case 'advance':
      return `${unitLabel(s, a.unit)} advances to ${a.to} facing ${FACING_NAMES[a.facing] ?? a.facing} (10.8)`;
    case 'stay':
      return 'no advance (10.8)';
    case 'place-leader':
      return `the replacement leader goes to ${unitLabel(s, a.unit)} (7.6)`;
  }
}
