/**
 * The battle's decision points (6, 6.A-6.E, 6.C, 6.D, 7, 8; scenario): where play stands, as a
 * position writes it (`position.at`) and `alFilo.decision` names it. Units and leaders are named by
 * id, hexes by printed number. Given alone, a point is the whole stack: a position that stands
 * inside a turn writes every frame, bottom first, as `position(state)` does.
 * @module
 */
import * as z from '../../core/schema.js';
import { definePoints, pointsOf } from '../../core/index.js';
import { hexId, hexIndex } from './board.js';
import { machine } from './machine.js';
import { LEADER_IDS, MARKER_IDS, UNIT_IDS, leaderIndex, unitIndex } from './pieces.js';
import type { AlFiloState, AlFiloTask, Combat } from './state.js';

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
const combatFields = z.strictObject({ defenders: z.array(hex), attackers: z.array(id), charge: z.boolean() });
function writeCombat(c: Combat): { defenders: string[]; attackers: string[]; charge: boolean } {
  return { defenders: c.defenders.map(hexId), attackers: c.attackers.map((u) => UNIT_IDS[u]!), charge: c.charge };
}
function readCombat(c: { defenders: string[]; attackers: string[]; charge: boolean }, field: string, ctx: Ctx): Combat {
  return {
    defenders: c.defenders.map((h, j) => hexIn(h, `${field}.defenders[${j}]`, ctx)),
    attackers: c.attackers.map((u, j) => unitIn(u, `${field}.attackers[${j}]`, ctx)),
    charge: c.charge,
  };
}
const simple = <K extends 'turn' | 'command' | 'fire-phase' | 'initiative' | 'rally-phase' | 'rout-moves' | 'end-turn'>(
  task: K,
  phase: string,
  rule: string,
  what: string,
) => point({ task, phase, rule, decides: null, what, fields: {}, write: () => ({}), read: () => ({ t: task }) as Extract<AlFiloTask, { t: K }> });

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
      what: "a side places its next unit within its banner leader's radius, on its rows",
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'deploy', side: f.side }),
    }),
    'turn-start': simple('turn', 'start of the turn (6)', '6', 'the phases A to E are queued'),
    'command-check': simple('command', 'phase A (6.A)', '7.2', "units out of their banner leader's radius are marked out of command for the turn"),
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
    'fire-phase': simple('fire-phase', 'phase B (6.B)', '6.B', "artillery and archers' fire is queued: each side's artillery, then archers"),
    initiative: simple('initiative', 'phase C (6.C)', '6.C', "each side rolls 2d6 plus its army leader's bonus"),
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
      read: (f, ctx) => ({
        t: 'activation',
        leader: leaderIn(f.leader, 'leader', ctx),
        step: f.step,
        units: f.units.map((u, j) => unitIn(u, `units[${j}]`, ctx)),
      }),
    }),
    'fire-and-combat': point({
      task: 'fire-and-combat',
      phase: 'phase D (6.D, D2-D4)',
      rule: '6.D',
      decides: null,
      what: "the activation's fire (D2) and combats (D3, D4) are queued",
      fields: { leader: id },
      write: (t) => ({ leader: LEADER_IDS[t.leader]! }),
      read: (f, ctx) => ({ t: 'fire-and-combat', leader: leaderIn(f.leader, 'leader', ctx) }),
    }),
    fire: point({
      task: 'fire',
      phase: 'phase B (6.B) or D2 (6.D)',
      rule: '9',
      decides: 'the side named by side',
      what: "a side's fire: phase B's artillery or archers, or D2 of the activated leader's units (leader: null in phase B)",
      fields: { side, occasion: z.enum(['artillery', 'archers', 'activation']), leader: z.nullable(id) },
      write: (t) => ({ side: t.side, occasion: t.occasion, leader: t.leader < 0 ? null : LEADER_IDS[t.leader]! }),
      read: (f, ctx) => ({ t: 'fire', side: f.side, occasion: f.occasion, leader: f.leader === null ? -1 : leaderIn(f.leader, 'leader', ctx) }),
    }),
    'fire-group': point({
      task: 'fire-group',
      phase: 'phase B, D2 or D4 (9.3)',
      rule: '9.3',
      decides: 'the side named by side',
      what: 'a fire being declared at the hex target by shooters: more of their type may join before the roll',
      fields: {
        side,
        occasion: z.enum(['artillery', 'archers', 'activation', 'offensive', 'defensive']),
        target: hex,
        shooters: z.array(id),
        leader: z.nullable(id),
      },
      write: (t) => ({
        side: t.side,
        occasion: t.occasion,
        target: hexId(t.target),
        shooters: t.shooters.map((u) => UNIT_IDS[u]!),
        leader: t.leader < 0 ? null : LEADER_IDS[t.leader]!,
      }),
      read: (f, ctx) => ({
        t: 'fire-group',
        side: f.side,
        occasion: f.occasion,
        target: hexIn(f.target, 'target', ctx),
        shooters: f.shooters.map((u, j) => unitIn(u, `shooters[${j}]`, ctx)),
        leader: f.leader === null ? -1 : leaderIn(f.leader, 'leader', ctx),
      }),
    }),
    combats: point({
      task: 'combats',
      phase: 'phase D (6.D, D3-D4)',
      rule: '10.2',
      decides: "the activated leader's side",
      what: "the activation's combats: declared (D3), then chosen one by one for resolution (D4); each names its defenders' hexes, its attacking units and whether it is a charge",
      fields: { leader: id, step: z.enum(['declare', 'resolve']), combats: z.array(combatFields) },
      write: (t) => ({ leader: LEADER_IDS[t.leader]!, step: t.step, combats: t.combats.map(writeCombat) }),
      read: (f, ctx) => ({
        t: 'combats',
        leader: leaderIn(f.leader, 'leader', ctx),
        step: f.step,
        combats: f.combats.map((c, j) => readCombat(c, `combats[${j}]`, ctx)),
      }),
    }),
    combat: point({
      task: 'combat',
      phase: 'phase D (6.D, D4)',
      rule: '6.D',
      decides: "the defender's side in its fire, else the attacker's",
      what: "one combat's defensive fire, then its offensive fire (fired: an attacker has fired, 10.3's -2), then its roll",
      fields: { leader: id, combat: combatFields, step: z.enum(['defensive-fire', 'offensive-fire']), fired: z.boolean() },
      write: (t) => ({ leader: LEADER_IDS[t.leader]!, combat: writeCombat(t.combat), step: t.step, fired: t.fired }),
      read: (f, ctx) => ({ t: 'combat', leader: leaderIn(f.leader, 'leader', ctx), combat: readCombat(f.combat, 'combat', ctx), step: f.step, fired: f.fired }),
    }),
    retreat: point({
      task: 'retreat',
      phase: 'phase D (10.7)',
      rule: '10.7',
      decides: "the retreating unit's side",
      what: 'a counter (unit, with its 5.2 partner) retreats one hex after a combat, turning one hexside at most',
      fields: { unit: id, with: z.nullable(id) },
      write: (t) => ({ unit: UNIT_IDS[t.unit]!, with: t.partner < 0 ? null : UNIT_IDS[t.partner]! }),
      read: (f, ctx) => ({ t: 'retreat', unit: unitIn(f.unit, 'unit', ctx), partner: f.with === null ? -1 : unitIn(f.with, 'with', ctx) }),
    }),
    advance: point({
      task: 'advance',
      phase: 'phase D (10.8)',
      rule: '10.8',
      decides: 'the side of the units',
      what: 'after a combat, one of units advances into one of the vacated hexes; must: the table makes it mandatory',
      fields: { units: z.array(id), hexes: z.array(hex), must: z.boolean() },
      write: (t) => ({ units: t.units.map((u) => UNIT_IDS[u]!), hexes: t.hexes.map(hexId), must: t.must }),
      read: (f, ctx) => ({
        t: 'advance',
        units: f.units.map((u, j) => unitIn(u, `units[${j}]`, ctx)),
        hexes: f.hexes.map((h, j) => hexIn(h, `hexes[${j}]`, ctx)),
        must: f.must,
      }),
    }),
    flee: point({
      task: 'flee',
      phase: 'phase B or D (12.2)',
      rule: '12.2',
      decides: null,
      what: "a routed unit's two-hex flight (spared: the unit that made it flee, not tested again)",
      fields: { unit: id, spared: z.nullable(id) },
      write: (t) => ({ unit: UNIT_IDS[t.unit]!, spared: t.spared < 0 ? null : UNIT_IDS[t.spared]! }),
      read: (f, ctx) => ({ t: 'flee', unit: unitIn(f.unit, 'unit', ctx), spared: f.spared === null ? -1 : unitIn(f.spared, 'spared', ctx) }),
    }),
    'place-leader': point({
      task: 'place-leader',
      phase: 'phase B or D (7.6)',
      rule: '7.6',
      decides: "the leader's side",
      what: 'a replacement leader is placed on a unit of his banner',
      fields: { leader: id },
      write: (t) => ({ leader: LEADER_IDS[t.leader]! }),
      read: (f, ctx) => ({ t: 'place-leader', leader: leaderIn(f.leader, 'leader', ctx) }),
    }),
    moving: point({
      task: 'moving',
      phase: 'phase D (8)',
      rule: '8',
      decides: "the moving unit's side",
      what: "a unit's move under way: with its 5.2 partner, MP left, its starting hex, whether it has stepped or turned, in command or out (7.4), the leaders it carries (7.1)",
      fields: { unit: id, with: z.nullable(id), mp: whole, from: hex, changed: z.boolean(), mode: z.enum(['command', 'out-of-command']), carried: z.array(id) },
      write: (t) => ({
        unit: UNIT_IDS[t.unit]!,
        with: t.partner < 0 ? null : UNIT_IDS[t.partner]!,
        mp: t.mp,
        from: hexId(t.from),
        changed: t.changed,
        mode: t.mode,
        carried: t.carried.map((l) => LEADER_IDS[l]!),
      }),
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
    'rally-phase': simple('rally-phase', 'phase E (6.E)', '6.E', 'rest markers come off or turn their units fresh (11.2), then the rally tests (12.3)'),
    reorient: point({
      task: 'reorient',
      phase: 'phase E (12.3)',
      rule: '12.3',
      decides: 'the side of the unit',
      what: 'a rallied counter (with its 5.2 partner) is faced freely',
      fields: { unit: id, with: z.nullable(id) },
      write: (t) => ({ unit: UNIT_IDS[t.unit]!, with: t.partner < 0 ? null : UNIT_IDS[t.partner]! }),
      read: (f, ctx) => ({ t: 'reorient', unit: unitIn(f.unit, 'unit', ctx), partner: f.with === null ? -1 : unitIn(f.with, 'with', ctx) }),
    }),
    'rout-moves': simple('rout-moves', 'phase E (12.2)', '12.2', 'every routed unit not rallied makes its rout move'),
    'turn-end': simple(
      'end-turn',
      'end of the turn (6.E)',
      '6.E',
      "the turn's marks are cleared, the victory points counted (scenario) and the turn marker advances",
    ),
  },
});
