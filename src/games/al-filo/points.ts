/**
 * The battle's decision points (6, 6.A-6.E, 6.C, 6.D, 7, 8; scenario): where play stands, as a
 * position writes it (`position.at`) and `alFilo.decision` names it. Units and leaders are named by
 * id, hexes by printed number. Given alone, a point is the whole stack: a position that stands
 * inside a turn writes every frame, bottom first, as `position(state)` does.
 * @module
 */
import * as z from 'zod/mini';
import { definePoints, pointsOf } from '../../core/index.js';
import { hexId, hexIndex } from './board.js';
import { machine } from './machine.js';
import { LEADER_IDS, MARKER_IDS, UNIT_IDS, leaderIndex, unitIndex } from './pieces.js';
import type { AlFiloState, AlFiloTask } from './state.js';

const side = z.enum(['christian', 'muslim']);
const id = z.string();
const hex = z.string().check(z.regex(/^\d{4}$/, 'a hex is its printed number, four digits such as "1718"'));
const whole = z.number().check(z.int(), z.minimum(0));
type Ctx = { problem(field: string, message: string): void };

const { point } = pointsOf<AlFiloState, AlFiloTask>();

function unitIn(v: string, field: string, ctx: Ctx): number {
  const u = unitIndex(v);
  if (u < 0) ctx.problem(field, `unknown unit '${v}': units are named as in data/order-of-battle.ts, such as 'alf-ch-1'`);
  return u;
}
function leaderIn(v: string, field: string, ctx: Ctx): number {
  const l = leaderIndex(v);
  if (l < 0) ctx.problem(field, `unknown leader '${v}': the leaders are ${LEADER_IDS.join(', ')}`);
  return l;
}
function hexIn(v: string, field: string, ctx: Ctx): number {
  const h = hexIndex(v);
  if (h < 0) ctx.problem(field, `${v} is not a hex of the map`);
  return h;
}
const simple = <K extends 'turn' | 'command' | 'fire-phase' | 'initiative' | 'rally-phase' | 'end-turn'>(task: K, phase: string, rule: string, what: string) =>
  point({ task, phase, rule, decides: null, what, fields: {}, write: () => ({}), read: () => ({ t: task }) as Extract<AlFiloTask, { t: K }> });

/** The battle's documented decision points. */
export const alFiloPoints = definePoints<AlFiloState, AlFiloTask>({
  game: '¡Al filo de la espada!',
  pending: (s) => machine.pending(s),
  points: {
    deployment: point({
      task: 'deploy',
      phase: 'deployment (scenario)',
      rule: 'scenario',
      decides: 'the side named by side',
      what: 'a side places its next unit within its banner leader\'s radius, on its rows',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'deploy', side: f.side }),
    }),
    'turn-start': simple('turn', 'start of the turn (6)', '6', 'the phases A to E are queued'),
    'command-check': simple('command', 'phase A (6.A)', '7.2', 'units out of their banner leader\'s radius are marked out of command for the turn'),
    'rest-markers': point({
      task: 'rest',
      phase: 'phase A (6.A)',
      rule: '11.2',
      decides: 'the side named by side',
      what: 'a side puts rest markers on its fatigued units next to no enemy',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'rest', side: f.side }),
    }),
    'fire-phase': simple('fire-phase', 'phase B (6.B)', '6.B', "artillery and archers' fire (part 2 of the module: nobody fires yet)"),
    initiative: simple('initiative', 'phase C (6.C)', '6.C', 'each side rolls 2d6 plus its army leader\'s bonus'),
    'initiative-activate': point({
      task: 'initiative-activate',
      phase: 'phase C (6.C)',
      rule: '6.C',
      decides: 'the side named by side',
      what: 'the side with the initiative (C2-C4) activates one of its leaders at once',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'initiative-activate', side: f.side }),
    }),
    'initiative-designate': point({
      task: 'initiative-designate',
      phase: 'phase C (6.C)',
      rule: '6.C',
      decides: 'the side named by side',
      what: 'the side with the initiative (C3, C4) names an enemy leader, who is activated at once',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'initiative-designate', side: f.side }),
    }),
    'initiative-inactivate': point({
      task: 'initiative-inactivate',
      phase: 'phase C (6.C)',
      rule: '6.C',
      decides: 'the side named by side',
      what: 'the side with the initiative (C4) names an enemy leader, inactive this turn',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'initiative-inactivate', side: f.side }),
    }),
    activations: point({
      task: 'activations',
      phase: 'phase D (6.C, 6.D)',
      rule: '6.C',
      decides: null,
      what: 'the next leader is activated in increasing value (lastSide and lastValue: the last activation, for the alternation of equal values)',
      fields: { lastSide: z.nullable(side), lastValue: z.number().check(z.int(), z.minimum(-1)) },
      write: (t) => ({ lastSide: t.lastSide < 0 ? null : t.lastSide === 0 ? ('christian' as const) : ('muslim' as const), lastValue: t.lastValue }),
      read: (f) => ({ t: 'activations', lastSide: f.lastSide === null ? -1 : f.lastSide === 'christian' ? 0 : 1, lastValue: f.lastValue }),
    }),
    'choose-leader': point({
      task: 'choose-leader',
      phase: 'phase D (6.C)',
      rule: '6.C',
      decides: 'the side named by side',
      what: 'a side chooses which of its leaders of one value to activate',
      fields: { side, value: whole },
      write: (t) => ({ side: t.side, value: t.value }),
      read: (f) => ({ t: 'choose-leader', side: f.side, value: f.value }),
    }),
    activation: point({
      task: 'activation',
      phase: 'phase D (6.D)',
      rule: '6.D',
      decides: "the activated leader's side",
      what: "a leader's activation: its moves (D1) or its units out of command (D5); units: the units he commands (7.2)",
      fields: { leader: id, step: z.enum(['move', 'out-of-command']), units: z.array(id) },
      write: (t) => ({ leader: LEADER_IDS[t.leader]!, step: t.step, units: t.units.map((u) => UNIT_IDS[u]!) }),
      read: (f, ctx) => ({ t: 'activation', leader: leaderIn(f.leader, 'leader', ctx), step: f.step, units: f.units.map((u, j) => unitIn(u, `units[${j}]`, ctx)) }),
    }),
    'fire-and-combat': point({
      task: 'fire-and-combat',
      phase: 'phase D (6.D, D2-D4)',
      rule: '6.D',
      decides: null,
      what: "the activation's fire and combats (part 2 of the module: nobody fires or fights yet)",
      fields: { leader: id },
      write: (t) => ({ leader: LEADER_IDS[t.leader]! }),
      read: (f, ctx) => ({ t: 'fire-and-combat', leader: leaderIn(f.leader, 'leader', ctx) }),
    }),
    moving: point({
      task: 'moving',
      phase: 'phase D (8)',
      rule: '8',
      decides: "the moving unit's side",
      what: "a unit's move under way: with its 5.2 partner, MP left, its starting hex, whether it has stepped or turned, in command or out (7.4), the leaders it carries (7.1)",
      fields: { unit: id, with: z.nullable(id), mp: whole, from: hex, changed: z.boolean(), mode: z.enum(['command', 'out-of-command']), carried: z.array(id) },
      write: (t) => ({ unit: UNIT_IDS[t.unit]!, with: t.partner < 0 ? null : UNIT_IDS[t.partner]!, mp: t.mp, from: hexId(t.from), changed: t.changed, mode: t.mode, carried: t.carried.map((l) => LEADER_IDS[l]!) }),
      read: (f, ctx) => ({
        t: 'moving',
        unit: unitIn(f.unit, 'unit', ctx),
        partner: f.with === null ? -1 : unitIn(f.with, 'with', ctx),
        mp: f.mp,
        from: hexIn(f.from, 'from', ctx),
        changed: f.changed,
        mode: f.mode,
        carried: f.carried.map((l, j) => leaderIn(l, `carried[${j}]`, ctx)),
      }),
    }),
    'leader-moving': point({
      task: 'leader-moving',
      phase: 'phase D (7.1, 8)',
      rule: '7.1',
      decides: "the leader's side",
      what: "the activated leader's own move under way, MP left",
      fields: { leader: id, mp: whole },
      write: (t) => ({ leader: LEADER_IDS[t.leader]!, mp: t.mp }),
      read: (f, ctx) => ({ t: 'leader-moving', leader: leaderIn(f.leader, 'leader', ctx), mp: f.mp }),
    }),
    'marker-moving': point({
      task: 'marker-moving',
      phase: 'phase D (scenario)',
      rule: 'scenario',
      decides: 'christian',
      what: "De Rada's or Ruy Díaz's move under way, MP left",
      fields: { marker: z.enum(['de-rada', 'ruy-diaz']), mp: whole },
      write: (t) => ({ marker: MARKER_IDS[t.marker] as 'de-rada' | 'ruy-diaz', mp: t.mp }),
      read: (f) => ({ t: 'marker-moving', marker: MARKER_IDS.indexOf(f.marker), mp: f.mp }),
    }),
    'rally-phase': simple('rally-phase', 'phase E (6.E)', '6.E', 'rest, rally and rout moves (part 3 of the module)'),
    'turn-end': simple('end-turn', 'end of the turn (6.E)', '6.E', "the turn's marks are cleared and the turn marker advances"),
  },
});
