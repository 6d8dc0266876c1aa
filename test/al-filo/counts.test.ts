// 6.D, 8: the fast counts the machine asks before listing a decision (`count`: is it choiceless?)
// tied to the full listings over the positions of seeded random battles.
import { describe, expect, it } from 'vitest';
import { createRng, seededDice } from 'reglas/core';
import { alFilo, type AlFiloState, type AlFiloTask } from 'reglas/al-filo';
import {
  activationAccepts,
  activationCount,
  activationLegal,
  freeMoveAccepts,
  leaderMovingLegal,
  markerMovingLegal,
} from '../../src/games/al-filo/activation.js';
import { LEADER_IDS, MARKER_IDS, UNIT_IDS } from '../../src/games/al-filo/pieces.js';
import { movingAccepts, movingCount, movingLegal } from '../../src/games/al-filo/movement.js';
import { hexId, neighbour } from '../../src/games/al-filo/board.js';
import { fireAccepts, fireCount, fireLegal } from '../../src/games/al-filo/fire.js';
import { UNITS_OF_SIDE, sideCode } from '../../src/games/al-filo/pieces.js';
import type { AlFiloAction } from 'reglas/al-filo';

/** Every state a seeded random battle passes through whose top task is a unit's move or an activation, with the count and the listing's length. */
/** Every action a unit's move could be asked: a step or a fall-back to each neighbour, each facing, mounting, stopping, and a malformed hex. */
function candidates(s: AlFiloState, unit: number): AlFiloAction[] {
  const h = s.at[unit]!;
  // malformed ones too (a field too many, a facing not whole): `accepts` is asked before the schema
  const out = [
    { type: 'stop' },
    { type: 'mount' },
    { type: 'dismount' },
    { type: 'step', to: '9999' },
    { type: 'stop', now: true },
    { type: 'face', facing: 1.5 },
    { type: 'face', facing: 7 },
  ] as AlFiloAction[];
  for (let f = 0; f < 6; f++) {
    out.push({ type: 'face', facing: f });
    const n = neighbour(h, f);
    if (n < 0) continue;
    out.push({ type: 'step', to: hexId(n) }, { type: 'retreat', to: hexId(n) }, { type: 'retreat', to: hexId(n), facing: f });
  }
  return out;
}

/** Whether `movingAccepts` answers as the listing does for every candidate action: the number of disagreements. */
function acceptsDisagree(s: AlFiloState, t: Extract<AlFiloTask, { t: 'moving' }>): number {
  const listed = new Set(movingLegal(s, t).map((a) => JSON.stringify(a)));
  return candidates(s, t.unit).filter((a) => movingAccepts(s, t, a) !== listed.has(JSON.stringify(a))).length;
}

/** The disagreements of an activation's `accepts` with its listing, over every move, pair move and charge its units could be asked, and its other actions. */
function activationDisagree(s: AlFiloState, t: Extract<AlFiloTask, { t: 'activation' }>): number {
  const listed = new Set(activationLegal(s, t).map((a) => JSON.stringify(a)));
  const asked: AlFiloAction[] = [
    { type: 'end-moves' },
    { type: 'end-activation' },
    { type: 'end-moves', x: 1 } as AlFiloAction,
    ...MARKER_IDS.slice(0, 2).map((m) => ({ type: 'move-marker', marker: m }) as AlFiloAction),
    ...LEADER_IDS.map((l) => ({ type: 'move-leader', leader: l }) as AlFiloAction),
  ];
  for (const u of t.units) {
    asked.push({ type: 'move', unit: UNIT_IDS[u]! });
    for (const v of t.units) if (v !== u && s.at[v] === s.at[u]) asked.push({ type: 'move', unit: UNIT_IDS[u]!, with: UNIT_IDS[v]! });
  }
  for (const a of listed) {
    const charge = JSON.parse(a) as AlFiloAction;
    if (charge.type === 'charge') for (const u of t.units) asked.push({ ...charge, unit: UNIT_IDS[u]! });
  }
  return asked.filter((a) => activationAccepts(s, t, a) !== listed.has(JSON.stringify(a))).length;
}

/** The disagreements of a leader's or marker's `accepts` with its listing, over a step to each neighbour and the stop. */
function freeMoveDisagree(s: AlFiloState, t: Extract<AlFiloTask, { t: 'leader-moving' | 'marker-moving' }>): number {
  const listed = new Set((t.t === 'leader-moving' ? leaderMovingLegal(s, t) : markerMovingLegal(s, t)).map((a) => JSON.stringify(a)));
  const h = t.t === 'leader-moving' ? s.leaderAt[t.leader]! : s.markerAt[t.marker]!;
  const asked: AlFiloAction[] = [{ type: 'stop' }, { type: 'step', to: '9999' }, { type: 'stop', x: 1 } as AlFiloAction];
  for (let f = 0; f < 6; f++) if (neighbour(h, f) >= 0) asked.push({ type: 'step', to: hexId(neighbour(h, f)) });
  return asked.filter((a) => freeMoveAccepts(s, t, a) !== listed.has(JSON.stringify(a))).length;
}

/** The disagreements of a fire's `accepts` with its listing, over each target listed fired at by every unit of the side, and the end. */
function fireDisagree(s: AlFiloState, t: Extract<AlFiloTask, { t: 'fire' }>): number {
  const legal = fireLegal(s, t);
  const listed = new Set(legal.map((a) => JSON.stringify(a)));
  const targets = new Set(legal.flatMap((a) => (a.type === 'fire' ? [a.at] : [])));
  const asked: AlFiloAction[] = [{ type: 'end-fire' }, { type: 'shoot' }, { type: 'end-fire', x: 1 } as AlFiloAction];
  for (const at of targets) for (const u of UNITS_OF_SIDE[sideCode(t.side)]!) asked.push({ type: 'fire', unit: UNIT_IDS[u]!, at });
  return asked.filter((a) => fireAccepts(s, t, a) !== listed.has(JSON.stringify(a))).length;
}

function sample(seed: string, maxActions: number): { kind: string; count: number; listed: number; disagree?: number }[] {
  const dice = seededDice(createRng(seed));
  const out: { kind: string; count: number; listed: number; disagree?: number }[] = [];
  let s: AlFiloState = alFilo.setup({ seed });
  for (let n = 0; n < maxActions && !alFilo.isTerminal(s); n++) {
    const t = s.tasks[s.tasks.length - 1] as AlFiloTask;
    // the variants reach the choiceless cases (0 or 1) a resting state never shows
    if (t.t === 'moving') {
      for (const mp of new Set([0, 1, 2, t.mp])) {
        for (const changed of [false, true]) {
          const v = { ...t, mp, changed };
          out.push({ kind: 'moving', count: movingCount(s, v), listed: movingLegal(s, v).length, disagree: acceptsDisagree(s, v) });
        }
      }
    }
    if (t.t === 'activation') {
      for (const units of [t.units, t.units.slice(0, 1), []]) {
        for (const step of ['move', 'out-of-command'] as const) {
          const v = { ...t, units, step };
          out.push({ kind: 'activation', count: activationCount(s, v), listed: activationLegal(s, v).length, disagree: activationDisagree(s, v) });
        }
      }
    }
    if (t.t === 'fire') {
      for (const side of ['christian', 'muslim'] as const) {
        for (const occasion of ['artillery', 'archers', 'activation'] as const) {
          const v = { ...t, side, occasion };
          out.push({ kind: 'fire', count: fireCount(s, v), listed: fireLegal(s, v).length, disagree: fireDisagree(s, v) });
        }
      }
    }
    if (t.t === 'leader-moving' || t.t === 'marker-moving') out.push({ kind: t.t, count: 2, listed: 2, disagree: freeMoveDisagree(s, t) });
    const legal = alFilo.legalActions(s);
    s = alFilo.apply(s, legal[dice.below(legal.length)]!);
  }
  return out;
}

describe("¡Al filo de la espada!: the decisions' counts and checks agree with their listings", () => {
  it("6.D, 8: a unit's move and an activation count their legal actions as their lists do (0, 1, or 2 for two or more)", () => {
    for (const seed of ['count-1', 'count-2']) {
      const seen = sample(seed, 3000);
      expect(seen.filter((x) => x.kind === 'moving').length).toBeGreaterThan(100);
      expect(seen.filter((x) => x.kind === 'activation').length).toBeGreaterThan(20);
      for (const x of seen) expect(x.count, `${x.kind}: ${x.listed} listed`).toBe(Math.min(2, x.listed));
      // a unit's move, an activation and a leader's or marker's move check one action alone (`accepts`) as their listings would
      expect(seen.filter((x) => x.kind === 'leader-moving').length).toBeGreaterThan(5);
      expect(seen.filter((x) => x.kind === 'fire').length).toBeGreaterThan(5);
      expect(seen.reduce((n, x) => n + (x.disagree ?? 0), 0)).toBe(0);
      // every case of the count is met
      for (const c of [1, 2])
        expect(
          seen.some((x) => x.kind === 'moving' && x.count === c),
          `moving ${c}`,
        ).toBe(true);
      for (const c of [1, 2])
        expect(
          seen.some((x) => x.kind === 'activation' && x.count === c),
          `activation ${c}`,
        ).toBe(true);
      for (const c of [1, 2])
        expect(
          seen.some((x) => x.kind === 'fire' && x.count === c),
          `fire ${c}`,
        ).toBe(true);
    }
  });
});
