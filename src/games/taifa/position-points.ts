/**
 * Taifa's decision points (4.3-4.4, 5, 5.1.2-5.1.6, 10.2): where play stands, as a position writes
 * it (`position.at`) and `taifa.decision` names it. Kingdoms by id, areas by number 1-58, cards by
 * id. The round of the kingdom `current` is always at the bottom; an attack's stage or El Cid's
 * Tregua stands on it, so each of those is written alone.
 * @module
 */
import * as z from '../../core/schema.js';
import { definePoints, pointsOf, type PointContext } from '../../core/index.js';
import { KINGDOMS, type KingdomId } from './data/kingdoms.js';
import { machine } from './machine.js';
import type { AttackTask, TaifaState, TaifaTask } from './types.js';
import { responsesOf, troopsOf } from './combat.js';

const kingdomId = z.enum(KINGDOMS.map((k) => k.id) as [KingdomId, ...KingdomId[]]);
const areaNumber = z.number().check(z.int(), z.gte(1), z.lte(58));
const cardId = z.number().check(z.int(), z.gte(0), z.lte(79));

const { point } = pointsOf<TaifaState, TaifaTask>();

/** A kingdom's index in the state, naming one not at this table. */
function kingdomIn(s: TaifaState, id: KingdomId, field: string, ctx: PointContext): number {
  const k = s.kingdoms.findIndex((x) => x.id === id);
  if (k < 0) ctx.problem(field, `${id} is not a kingdom of the ${s.scenario} scenario (${s.kingdoms.map((x) => x.id).join(', ')})`);
  return k;
}

type Stage = AttackTask['t'];

/** The fields of an attack's stage: the deciding kingdom, the area, who held it, the Event card, the face-down cards and garrisons. */
const attackFields = {
  who: z.optional(kingdomId),
  area: areaNumber,
  defender: z.optional(z.union([kingdomId, z.literal('independent')])),
  event: z.optional(z.nullable(cardId)),
  troops: z.optional(z.array(cardId)),
  placed: z.optional(z.array(z.strictObject({ card: cardId, by: kingdomId, side: z.enum(['attack', 'defence']) }))),
  garrisons: z.optional(z.array(areaNumber)),
};
type AttackFields = z.infer<z.ObjectType<typeof attackFields>>;

function writeAttack(t: AttackTask, s: TaifaState): AttackFields {
  const id = (k: number): KingdomId => s.kingdoms[k]!.id;
  return {
    who: id(t.who),
    area: t.area,
    defender: t.defender < 0 ? 'independent' : id(t.defender),
    event: t.event < 0 ? null : t.event,
    troops: troopsOf(t),
    placed: responsesOf(t).map((r) => ({ card: r.card, by: id(r.by), side: r.side })),
    garrisons: t.garrisons.slice(),
  };
}

/** An attack's stage read: the attacker is the kingdom whose round it is (5.1, 5.4); omitted fields as the stage implies. */
function readAttack(stage: Stage, f: AttackFields, ctx: PointContext, s: TaifaState): AttackTask {
  const attacker = s.current;
  const held = s.owner[f.area - 1] ?? -1;
  let defender: number;
  if (f.defender === undefined) {
    if (stage === 'attack-reward') ctx.problem('defender', 'the area is the winner\'s by now: say who held it when attacked (a kingdom or "independent")');
    defender = held;
  } else defender = f.defender === 'independent' ? -1 : kingdomIn(s, f.defender, 'defender', ctx);
  let who: number;
  if (f.who !== undefined) who = kingdomIn(s, f.who, 'who', ctx);
  else if (stage === 'attack-respond') {
    ctx.problem('who', 'say which kingdom places its Responses (5.1.3)');
    who = -1;
  } else who = stage === 'attack-defend' ? defender : attacker;
  const placed = (f.placed ?? []).map((r, i) => ({ card: r.card, by: kingdomIn(s, r.by, `placed[${i}].by`, ctx), side: r.side }));
  // 5.1.2: the attacker's Troops and its Responses for the attack lie in one face-down pile.
  const mine = (r: { by: number; side: string }): boolean => r.by === attacker && r.side === 'attack';
  const down = [...(f.troops ?? []), ...placed.filter(mine).map((r) => r.card)];
  return {
    t: stage,
    who,
    attacker,
    area: f.area,
    defender,
    event: f.event ?? -1,
    down,
    placed: placed.filter((r) => !mine(r)),
    garrisons: (f.garrisons ?? []).slice(),
  };
}

const STAGES: Readonly<Record<Stage, { rule: string; decides: string; what: string }>> = {
  'attack-select': { rule: '5.1.2', decides: 'the attacker (the kingdom whose round it is)', what: 'the attacker puts Troop and Response cards face down' },
  'attack-respond': { rule: '5.1.3', decides: 'the kingdom named by who', what: 'another kingdom may put Response cards face down for either side' },
  'attack-defend': { rule: '5.1.4', decides: 'the defender', what: 'the defender puts Response cards face down and chooses the garrisons to spend' },
  'attack-reward': { rule: '5.1.6', decides: 'the attacker, who won', what: 'the winner takes +1 card bonus or a garrison in the area conquered' },
};

/** One attack stage's point. */
function stagePoint<K extends Stage>(stage: K) {
  const d = STAGES[stage];
  return point({
    task: stage,
    phase: 'an attack (5.1)',
    rule: d.rule,
    decides: d.decides,
    what: d.what,
    fields: attackFields,
    write: (t, s) => writeAttack(t, s),
    read: (f, ctx, s) => readAttack(stage, f, ctx, s) as Extract<TaifaTask, { readonly t: K }>,
    under: () => [{ point: 'round' }],
  });
}

/** Taifa's documented decision points. */
export const taifaPoints = definePoints<TaifaState, TaifaTask>({
  game: 'Taifa',
  pending: (s) => machine.pending(s),
  points: {
    round: point({
      task: 'round',
      phase: 'a round (4.3-4.4)',
      rule: '5',
      decides: 'the kingdom named by current',
      what: 'the kingdom whose round it is chooses its action: attack, incursion, event, fortify, draw, deploy, discard or pass',
      fields: {},
      write: () => ({}),
      read: () => ({ t: 'round' }),
    }),
    'attack-select': stagePoint('attack-select'),
    'attack-respond': stagePoint('attack-respond'),
    'attack-defend': stagePoint('attack-defend'),
    'attack-reward': stagePoint('attack-reward'),
    truce: point({
      task: 'truce',
      phase: 'start of a turn (10.2)',
      rule: '10.2',
      decides: 'el-cid',
      what: 'El Cid chooses the Christian kingdom under his Tregua this turn',
      fields: {},
      write: () => ({}),
      read: (_f, ctx, s) => {
        const cid = s.kingdoms.findIndex((k) => k.id === 'el-cid');
        if (cid < 0) ctx.problem('', "only the El Cid scenario has El Cid's Tregua (10.2)");
        return { t: 'truce', who: cid };
      },
      under: () => [{ point: 'round' }],
    }),
  },
});
