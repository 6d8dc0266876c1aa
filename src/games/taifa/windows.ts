/**
 * The decisions inside an attack (5.1.2-5.1.6) and El Cid's Tregua (10.2), as task handlers of
 * the decision machine: the attacker's face-down cards (5.1.2), any kingdom's Responses (5.1.3),
 * the defender's Responses and garrisons (5.1.4), the winner's reward (5.1.6). One task kind per
 * stage: each has its own decider, its own action types (so an action of another stage is
 * refused as `wrong-phase` by the machine) and its own short legal list, while the attack's data
 * rides along unchanged from one stage to the next.
 */
import { IllegalActionError, showValue, type MachineContext, type PlayerId, type TaskHandler } from '../../core/index.js';
import { COMMIT_ACTION, REWARD_BONUS, REWARD_GARRISON, garrisonAction, respondAction, selectAction, truceAction } from './actions.js';
import {
  attackerCards,
  chooseReward,
  defenderGarrisons,
  hasTroop,
  nextWindow,
  placeCard,
  responseFits,
  responsesAllowed,
  spendGarrison,
  troopsAllowed,
} from './combat.js';
import { KINGDOM_IDS, type KingdomId } from './data/kingdoms.js';
import { kname } from './ops.js';
import { kingdomIndex, notInHand, unknownArea } from './round.js';
import { AREA_AND_NEIGHBOURS, AREA_NAME, CARD_TYPE, RESPONSE, RESPONSE_ATTACK, RESPONSE_DEFENCE, TROOP, cardName, eventDef, kingdomName } from './tables.js';
import { stack } from './tasks.js';
import { applyCidTruce, truceCandidates } from './turn.js';
import type { AttackTask, TaifaAction, TaifaState, TruceTask } from './types.js';

type Handler<T extends AttackTask | TruceTask> = TaskHandler<TaifaState, T, TaifaAction>;

/** The kingdom deciding an attack's stage or the Tregua. */
const seat = (state: TaifaState, task: AttackTask | TruceTask): PlayerId => state.kingdoms[task.who]!.id;

/** The kingdom whose window closes puts its choice down: the attack moves on (5.1.3-5.1.5). */
function commit(state: TaifaState, p: AttackTask, ctx: MachineContext<TaifaState, TaifaAction>): TaifaState {
  if (ctx.log.on)
    ctx.log.push({ type: 'commit', text: `${kname(state, p.who)} has placed its face-down cards`, rule: '5.1', kingdom: state.kingdoms[p.who]!.id });
  return nextWindow(stack.pop(state), p, p.t === 'attack-select' ? -1 : p.who, ctx);
}

/** Why a Response may not go on that side of this attack (5.1.3, 5.4, card texts). */
function whyNotResponse(state: TaifaState, p: AttackTask, card: number, side: unknown, defenderOnly: boolean): IllegalActionError | null {
  const bad = notInHand(state, p.who, card, '5.1.3');
  if (bad !== null) return bad;
  const who = kname(state, p.who);
  if (CARD_TYPE[card] !== RESPONSE) return new IllegalActionError('not-response', `${cardName(card)} is not a Response card`, '5.1.3');
  if (side !== 'attack' && side !== 'defence')
    return new IllegalActionError('bad-action', `a Response goes on the 'attack' or the 'defence' side, not ${showValue(side)}`, '5.1.3');
  if (defenderOnly && side === 'attack') return new IllegalActionError('wrong-side', `${who} defends this attack: its Responses go on the defence`, '5.1.4');
  if (p.event >= 0 && !responsesAllowed(p)) return new IllegalActionError('no-responses', `${eventDef(p.event).name} allows no Response cards`, '5.4');
  if (side === 'attack' ? !RESPONSE_ATTACK[card] : !RESPONSE_DEFENCE[card])
    return new IllegalActionError('wrong-side', `${cardName(card)} cannot be played for the ${side === 'attack' ? 'attacker' : 'defender'}`, '5.1.3');
  if (!responseFits(p, card, side))
    return new IllegalActionError('no-effect', `${cardName(card)} eliminates an attacking Troop card, and this attack has none (FAQ)`, '5.1.3');
  return null;
}

/** 5.1.2: the attacker puts Troop cards, and Responses that may attack, face down. */
const select: Handler<AttackTask> = {
  rule: '5.1.2',
  prompt: (state, p) => `${kname(state, p.who)} puts cards face down to attack ${AREA_NAME[p.area - 1]}`,
  seat,
  answers: ['select-card', 'commit'],
  legal: (state, p) => {
    const out: TaifaAction[] = [];
    for (const card of attackerCards(state, p)) out.push(selectAction(card));
    // An attack is made with Troop cards (5.1.2, 9.3); an event's attack may have none.
    if (p.event >= 0 || hasTroop(p)) out.push(COMMIT_ACTION);
    return out;
  },
  act: (state, p, action, ctx) => {
    if (action.type === 'commit') return commit(state, p, ctx);
    const card = (action as { card: number }).card;
    return placeCard(state, p, card, 'attack');
  },
  explain: (state, p, action) => {
    const who = kname(state, p.who);
    if (action.type === 'commit')
      return new IllegalActionError('no-troop', `${who} must put at least one Troop card face down before its attack goes on`, '5.1.2');
    const card = (action as { card?: unknown }).card;
    const bad = notInHand(state, p.who, card, '5.1.2');
    if (bad !== null) return bad;
    const c = card as number;
    if (CARD_TYPE[c] === TROOP)
      return troopsAllowed(p) ? null : new IllegalActionError('no-troops', `${eventDef(p.event).name} is an attack without Troop cards`, '5.4');
    return whyNotResponse(state, p, c, 'attack', false);
  },
};

/** 5.1.3: a kingdom other than the attacker places Responses on either side. */
const respond: Handler<AttackTask> = {
  rule: '5.1.3',
  prompt: (state, p) => `${kname(state, p.who)} may put Response cards face down in the attack on ${AREA_NAME[p.area - 1]}`,
  seat,
  answers: ['respond', 'commit'],
  legal: (state, p) => {
    const out: TaifaAction[] = [];
    for (const card of state.kingdoms[p.who]!.hand) {
      if (responseFits(p, card, 'attack')) out.push(respondAction(card, 'attack'));
      if (responseFits(p, card, 'defence')) out.push(respondAction(card, 'defence'));
    }
    out.push(COMMIT_ACTION);
    return out;
  },
  act: (state, p, action, ctx) => {
    if (action.type === 'commit') return commit(state, p, ctx);
    const { card, side } = action as { card: number; side: 'attack' | 'defence' };
    return placeCard(state, p, card, side);
  },
  explain: (state, p, action) => {
    const { card, side } = action as { card?: unknown; side?: unknown };
    return whyNotResponse(state, p, card as number, side, false);
  },
};

/** 5.1.4: the defender places Responses on its side and spends garrisons in and next to the area. */
const defend: Handler<AttackTask> = {
  rule: '5.1.4',
  prompt: (state, p) => `${kname(state, p.who)} defends ${AREA_NAME[p.area - 1]}: Response cards face down, garrisons to spend`,
  seat,
  answers: ['respond', 'spend-garrison', 'commit'],
  legal: (state, p) => {
    const out: TaifaAction[] = [];
    for (const card of state.kingdoms[p.who]!.hand) if (responseFits(p, card, 'defence')) out.push(respondAction(card, 'defence'));
    for (const area of defenderGarrisons(state, p)) out.push(garrisonAction(area));
    out.push(COMMIT_ACTION);
    return out;
  },
  act: (state, p, action, ctx) => {
    if (action.type === 'commit') return commit(state, p, ctx);
    if (action.type === 'spend-garrison') return spendGarrison(state, p, action.area);
    const { card, side } = action as { card: number; side: 'attack' | 'defence' };
    return placeCard(state, p, card, side);
  },
  explain: (state, p, action) => {
    if (action.type === 'respond') {
      const { card, side } = action as { card?: unknown; side?: unknown };
      return whyNotResponse(state, p, card as number, side, true);
    }
    const area = (action as { area?: unknown }).area;
    const bad = unknownArea(area, '5.1.4');
    if (bad !== null) return bad;
    const a = (area as number) - 1;
    const who = kname(state, p.who);
    const e = p.event >= 0 ? eventDef(p.event).effect : null;
    if (e !== null && e.kind === 'attack' && e.defenceDice !== null)
      return new IllegalActionError('no-garrisons', `${eventDef(p.event).name} fixes the defence: no garrison may be spent`, '5.4');
    if (!AREA_AND_NEIGHBOURS[p.area - 1]!.includes(a))
      return new IllegalActionError('not-adjacent', `${AREA_NAME[a]} is neither ${AREA_NAME[p.area - 1]} nor next to it`, '5.1.4');
    if (state.owner[a] !== p.defender || !state.garrison[a]) return new IllegalActionError('no-garrison', `${who} has no garrison in ${AREA_NAME[a]}`, '5.1.4');
    if (p.garrisons.includes(area as number)) return new IllegalActionError('already-spent', `${who} already spends the garrison of ${AREA_NAME[a]}`, '5.1.4');
    return null;
  },
};

/** 5.1.6: the winner of an attack takes +1 card bonus or a garrison in the conquered area. */
const reward: Handler<AttackTask> = {
  rule: '5.1.6',
  prompt: (state, p) => `${kname(state, p.who)} has conquered ${AREA_NAME[p.area - 1]}: +1 card bonus or a garrison there`,
  seat,
  answers: ['reward'],
  legal: () => [REWARD_BONUS, REWARD_GARRISON],
  act: (state, p, action, ctx) => chooseReward(state, p, (action as { choice: 'bonus' | 'garrison' }).choice, ctx.log),
  explain: (_state, _p, action) =>
    new IllegalActionError('bad-action', `the reward is 'bonus' or 'garrison', not ${showValue((action as { choice?: unknown }).choice)}`, '5.1.6'),
};

/** 10.2: El Cid applies his Tregua to one Christian kingdom at the start of the turn. */
const truce: Handler<TruceTask> = {
  rule: '10.2',
  prompt: () => 'El Cid chooses the Christian kingdom under his Tregua this turn',
  seat,
  answers: ['truce'],
  legal: (state) => truceCandidates(state).map((j) => truceAction(state.kingdoms[j]!.id)),
  act: (state, _t, action, ctx) => stack.pop(applyCidTruce(state, kingdomIndex(state, (action as { kingdom: KingdomId }).kingdom), ctx.log)),
  explain: (state, _t, action) => {
    const kingdom = (action as { kingdom?: unknown }).kingdom;
    const known = typeof kingdom === 'string' && (KINGDOM_IDS as readonly string[]).includes(kingdom);
    return new IllegalActionError(
      'not-christian',
      `El Cid's Tregua applies to Castilla or the Condados Catalanes, not ${known ? kingdomName(kingdom as KingdomId) : showValue(kingdom)}`,
      '10.2',
    );
  },
};

/** The handlers of the attack's stages and of the Tregua. */
export const windowHandlers = {
  'attack-select': select,
  'attack-respond': respond,
  'attack-defend': defend,
  'attack-reward': reward,
  truce,
} as const;
