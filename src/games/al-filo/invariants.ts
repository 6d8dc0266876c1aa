/**
 * The battle's invariants (contract: `validate`), checked after the state's schema: every array
 * as long as its table, each unit in one place with the occupancy in step (5), no hex holding
 * units of both sides or an illegal stack where no move is under way (5.1, 5.2), leaders and
 * markers on the map or out of play, the pending tasks naming units and leaders that exist, and
 * none once the battle has ended. Each problem names its path from `state`.
 * @module
 */
import type { ValidationProblem } from '../../core/index.js';
import { HEX_COUNT, hexId } from './board.js';
import { unitsAt } from './edits.js';
import { mayStack } from './movement.js';
import { ANDALUS_BANNER, BANNER_LEADER, LEADER_COUNT, LEADER_IDS, LEADER_SIDE, MARKER_IDS, UNIT_BANNER, UNIT_COUNT, UNIT_IDS, UNIT_SIDE } from './pieces.js';
import { WITHDRAWN, type AlFiloState, type AlFiloTask } from './state.js';

/** The problems of a state that has its schema's shape. */
export function invariants(s: AlFiloState): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  const lengths: [keyof AlFiloState, number][] = [
    ['at', UNIT_COUNT],
    ['facing', UNIT_COUNT],
    ['fatigued', UNIT_COUNT],
    ['disorder', UNIT_COUNT],
    ['mounted', UNIT_COUNT],
    ['flags', UNIT_COUNT],
    ['below', UNIT_COUNT],
    ['occ', HEX_COUNT],
    ['leaderAt', LEADER_COUNT],
    ['leaderFlags', LEADER_COUNT],
    ['markerAt', MARKER_IDS.length],
    ['markerMoved', 2],
    ['leaderWounded', LEADER_COUNT],
    ['leaderForm', LEADER_COUNT],
  ];
  for (const [key, n] of lengths) {
    const v = s[key] as readonly unknown[];
    if (v.length !== n) out.push({ path: `state.${String(key)}`, message: `has ${v.length} entries, the battle has ${n}` });
  }
  if (out.length > 0) return out;
  for (let u = 0; u < UNIT_COUNT; u++)
    if (s.at[u]! >= HEX_COUNT) out.push({ path: `state.at[${u}]`, message: `${UNIT_IDS[u]} stands on hex ${s.at[u]}, off the map` });
  for (let h = 0; h < HEX_COUNT; h++)
    if (s.occ[h]! >= UNIT_COUNT) out.push({ path: `state.occ[${h}]`, message: `names unit ${s.occ[h]}, which does not exist` });
  for (let u = 0; u < UNIT_COUNT; u++)
    if (s.below[u]! >= UNIT_COUNT) out.push({ path: `state.below[${u}]`, message: `names unit ${s.below[u]}, which does not exist` });
  if (out.length > 0) return out;
  // occupancy in step with `at`: each unit on the map listed once, on its own hex
  const seen = new Array<number>(UNIT_COUNT).fill(0);
  for (let h = 0; h < HEX_COUNT; h++) {
    let steps = 0;
    for (let u = s.occ[h]!; u >= 0 && steps <= UNIT_COUNT; u = s.below[u]!, steps++) {
      seen[u]!++;
      if (s.at[u] !== h)
        out.push({
          path: `state.occ[${h}]`,
          message: `lists ${UNIT_IDS[u]} on ${hexId(h)}, but it stands ${s.at[u]! >= 0 ? `on ${hexId(s.at[u]!)}` : 'off the map'}`,
        });
    }
    if (steps > UNIT_COUNT) out.push({ path: `state.below`, message: `the units on ${hexId(h)} form a cycle` });
  }
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (s.at[u]! >= 0 && seen[u] !== 1)
      out.push({ path: `state.at[${u}]`, message: `${UNIT_IDS[u]} stands on ${hexId(s.at[u]!)} but the occupancy lists it ${seen[u]} times` });
    if (s.at[u]! < 0 && seen[u] !== 0) out.push({ path: `state.at[${u}]`, message: `${UNIT_IDS[u]} is off the map but the occupancy lists it` });
  }
  const top = s.tasks[s.tasks.length - 1];
  const moving = top?.t === 'moving' ? [top.unit, top.partner] : [];
  for (let h = 0; h < HEX_COUNT; h++) {
    const there = unitsAt(s, h);
    if (there.length < 2) continue;
    if (there.some((u) => UNIT_SIDE[u] !== UNIT_SIDE[there[0]!])) out.push({ path: `state.occ[${h}]`, message: `${hexId(h)} holds units of both sides` });
    else if (!there.some((u) => moving.includes(u)) && (there.length > 2 || !mayStack(s, there[0]!, there[1]!))) {
      out.push({ path: `state.occ[${h}]`, message: `${hexId(h)} holds ${there.map((u) => UNIT_IDS[u]).join(', ')}: not a legal stack (5.1, 5.2)` });
    }
  }
  for (let l = 0; l < LEADER_COUNT; l++) if (s.leaderAt[l]! >= HEX_COUNT) out.push({ path: `state.leaderAt[${l}]`, message: `off the map` });
  for (let m = 0; m < MARKER_IDS.length; m++)
    if (s.markerAt[m]! >= HEX_COUNT || s.markerAt[m] === WITHDRAWN) out.push({ path: `state.markerAt[${m}]`, message: `off the map` });
  // scenario (Al-Andalus): only that banner withdraws, its leader with it
  const andalusLeader = BANNER_LEADER[ANDALUS_BANNER]!;
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (s.at[u] !== WITHDRAWN) continue;
    if (UNIT_BANNER[u] !== ANDALUS_BANNER)
      out.push({ path: `state.at[${u}]`, message: `${UNIT_IDS[u]} is withdrawn, but only the Al-Andalus banner withdraws (scenario)` });
    else if (s.leaderAt[andalusLeader] !== WITHDRAWN)
      out.push({ path: `state.at[${u}]`, message: `${UNIT_IDS[u]} is withdrawn without its leader (scenario, Al-Andalus)` });
  }
  for (let l = 0; l < LEADER_COUNT; l++)
    if (s.leaderAt[l] === WITHDRAWN && l !== andalusLeader)
      out.push({ path: `state.leaderAt[${l}]`, message: `${LEADER_IDS[l]} is withdrawn, but only Al-Andalus's leader withdraws (scenario)` });
  s.prisoners.forEach((p, j) => {
    if (p.leader >= LEADER_COUNT) out.push({ path: `state.prisoners[${j}].leader`, message: `names leader ${p.leader}, who does not exist` });
    else if (p.unit >= UNIT_COUNT || (p.unit >= 0 && s.at[p.unit]! < 0))
      out.push({ path: `state.prisoners[${j}].unit`, message: 'a captured leader is held by a unit on the map (7.5.1)' });
    else if (p.unit >= 0 && UNIT_SIDE[p.unit] === LEADER_SIDE[p.leader])
      out.push({ path: `state.prisoners[${j}].unit`, message: `${UNIT_IDS[p.unit]} is of ${LEADER_IDS[p.leader]}'s own side (7.5.1)` });
  });
  for (let i = 0; i < s.tasks.length; i++) {
    const t = s.tasks[i]!;
    if ('unit' in t && (t.unit >= UNIT_COUNT || s.at[t.unit]! < 0))
      out.push({ path: `state.tasks[${i}].unit`, message: `names a unit that is not on the map` });
    if ('leader' in t && t.leader >= LEADER_COUNT) out.push({ path: `state.tasks[${i}].leader`, message: `names leader ${t.leader}, who does not exist` });
    if (t.t === 'activation' && t.units.some((u) => u >= UNIT_COUNT))
      out.push({ path: `state.tasks[${i}].units`, message: 'names a unit that does not exist' });
    if (t.t === 'moving' && t.unit < UNIT_COUNT && t.carried.some((l) => l >= LEADER_COUNT || s.leaderAt[l] !== s.at[t.unit])) {
      out.push({ path: `state.tasks[${i}].carried`, message: `a leader carried by ${UNIT_IDS[t.unit]} stands on its hex (7.1)` });
    }
  }
  if (s.result !== null && s.tasks.length > 0) out.push({ path: 'state.tasks', message: 'the battle has ended: nothing is pending' });
  if (s.result === null && s.tasks.length === 0) out.push({ path: 'state.tasks', message: 'nothing is pending, yet the battle has not ended' });
  if (s.result === null && s.tasks.length > 0) stackShape(s, out);
  return out;
}

/** A task as a word of the stack's grammar (`rest:muslim`, `activation:move`). */
function word(t: AlFiloTask): string {
  switch (t.t) {
    case 'deploy':
    case 'rest':
      return `${t.t}:${t.side}`;
    case 'activation':
      return `activation:${t.step}`;
    case 'combats':
    case 'combat':
      return `${t.t}:${t.step}`;
    default:
      return t.t;
  }
}

/**
 * The stacks a battle rests on in play, bottom first (6, 6.C, 6.D): the free deployment, the
 * Muslims then the Christians; the rest markers of phase A, the Christians first; phase B's fire
 * (6.B); phase D, with the initiative's pending choices (C2-C4) beneath the activation under way,
 * and in an activation at most one move under way (a unit's, the leader's, or De Rada's or Ruy
 * Díaz's), or its fire (D2), combats (D3, D4: a combat's fire, then its advance and retreats, 10.7,
 * 10.8), with a replacement leader to place (7.6); phase E's free facings of rallied counters
 * above the rout moves (12.3).
 */
const RESTING_STACKS: readonly RegExp[] = [
  /^turn deploy:christian( deploy:muslim)?$/,
  /^end-turn rally-phase initiative fire-phase rest:muslim( rest:christian)?$/,
  /^end-turn rally-phase activations( initiative-inactivate)?( initiative-designate)?( initiative-activate| activation:move( moving| leader-moving| marker-moving)?| activation:out-of-command( moving)?)$/,
  /^end-turn rally-phase initiative( fire){1,4}( fire-group)?( place-leader)?$/,
  /^end-turn rally-phase activations( initiative-inactivate)?( initiative-designate)? activation:out-of-command( combats:declare( fire( fire-group)?)?| combats:resolve)?( combat:(defensive|offensive)-fire( fire-group)?)?( place-leader)?( advance)?( retreat)*( place-leader)?$/,
  /^end-turn rally-phase activations initiative-inactivate$/,
  /^end-turn rally-phase activations( initiative-inactivate)? initiative-designate$/,
  /^end-turn rally-phase activations choose-leader$/,
  /^end-turn rout-moves( reorient)+$/,
];

/** The stack's shape (one of {@link RESTING_STACKS}) and what its frames name (a move by a unit the activation commands). */
function stackShape(s: AlFiloState, out: ValidationProblem[]): void {
  const words = s.tasks.map(word).join(' ');
  if (!RESTING_STACKS.some((re) => re.test(words))) {
    out.push({
      path: 'state.tasks',
      message: `no battle rests on this stack (bottom first): ${words}; the stacks of play are the free deployment, phase A's rest markers and phase D's activations (6)`,
    });
    return;
  }
  const sides = s.tasks
    .filter((t) => t.t === 'initiative-activate' || t.t === 'initiative-designate' || t.t === 'initiative-inactivate')
    .map((t) => ('side' in t ? t.side : ''));
  if (new Set(sides).size > 1) out.push({ path: 'state.tasks', message: "the initiative's choices belong to the side that won it (6.C), not to both" });
  const activation = s.tasks.find((t): t is Extract<AlFiloTask, { t: 'activation' }> => t.t === 'activation');
  const top = s.tasks[s.tasks.length - 1]!;
  if (activation !== undefined && top.t === 'moving' && !activation.units.includes(top.unit)) {
    out.push({
      path: `state.tasks[${s.tasks.length - 1}].unit`,
      message: `${UNIT_IDS[top.unit]} moves, but ${LEADER_IDS[activation.leader]}'s activation does not command it (7.2)`,
    });
  }
  if (activation !== undefined && top.t === 'leader-moving' && top.leader !== activation.leader) {
    out.push({ path: `state.tasks[${s.tasks.length - 1}].leader`, message: `only the activated leader moves himself (7.1)` });
  }
  if (activation !== undefined && top.t === 'marker-moving' && LEADER_SIDE[activation.leader] !== 0) {
    out.push({ path: `state.tasks[${s.tasks.length - 1}].marker`, message: 'De Rada and Ruy Díaz move with a Christian banner (scenario)' });
  }
}
