/**
 * Taifa's invariants (contract: `validate`), checked on a state that has its schema's shape:
 * the kingdoms and draw sizes of the scenario (3, 10.1-10.2), each of the 80 cards in exactly one
 * place and in a place its type and religion allow (2.1, 4.1, 5.4, 9.1), castles and garrisons
 * (2.2, 10.1), the card bonus (7), the turn and round (4.3-4.4), the Treguas (5.4, 10.2), and the
 * task stack: the round at the bottom, at most one attack stage (5.1.2-5.1.6) or El Cid's
 * Tregua (10.2) over it, nothing once the game has ended (8, 10.3).
 */
import type { ValidationProblem } from '../../core/index.js';
import { KINGDOM_BY_ID } from './data/kingdoms.js';
import { AREA_AND_NEIGHBOURS, CARD_COUNT, CARD_DEF, CARD_TYPE, EVENT, RESPONSE, SCENARIOS, TROOP, cardName, deckOf } from './tables.js';
import type { AttackTask, TaifaState } from './types.js';

const HIDDEN_CARD = -1;
const DECK_NAME = ['Christian', 'Muslim'] as const;

/** The card El Cid keeps out of the deck (10.2): the first copy of the Tregua. */
export const CID_TREGUA = CARD_DEF.findIndex((d) => d.key === 'ch-tregua');

/** Every problem of a state with the schema's shape; empty when it holds. */
export function invariants(state: TaifaState): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  const add = (path: string, message: string): void => {
    out.push({ path, message });
  };
  const n = state.kingdoms.length;
  const inPlay = (k: number): boolean => Number.isInteger(k) && k >= 0 && k < n;
  const table = SCENARIOS[state.scenario];

  // 3, 10.1: the scenario's kingdoms, in its order of play, with its draw sizes (7, 10.2).
  if (n !== table.kingdoms.length || state.kingdoms.some((k, i) => k.id !== table.kingdoms[i]))
    add('state.kingdoms', `the ${state.scenario} scenario seats ${table.kingdoms.join(', ')} in that order, not ${state.kingdoms.map((k) => k.id).join(', ')}`);
  if (state.hands.length !== n) add('state.hands', `one draw size per kingdom: ${n}, not ${state.hands.length}`);
  state.hands.forEach((h, k) => {
    const almoravid = state.scenario === 'el-cid' && k === 0;
    if (almoravid ? h < 1 || h > 20 : h !== table.draws[k])
      add(
        `state.hands[${k}]`,
        almoravid ? `the Almoravid draw is 1-20, not ${h}` : `this kingdom draws ${String(table.draws[k])} cards a turn (7, 10.2), not ${h}`,
      );
  });

  // 4.3-4.4: whose round, and the passes in a row (all of them would have ended the turn).
  if (!inPlay(state.current)) add('state.current', `no kingdom ${state.current}: the round is one of the ${n} kingdoms' (0-${n - 1})`);
  if (state.passes >= n) add('state.passes', `${state.passes} passes in a row: ${n} would have ended the turn (4.4, 6)`);

  // 2.2, 10.1: castles and garrisons.
  state.owner.forEach((o, a) => {
    const outOfPlay = table.owner[a] === -2;
    if (outOfPlay && o !== -2) add(`state.owner[${a}]`, `area ${a + 1} is out of play in the El Cid scenario (10.1): its owner is -2`);
    else if (!outOfPlay && o === -2) add(`state.owner[${a}]`, `area ${a + 1} is in play in the ${state.scenario} scenario: -2 marks an area out of play`);
    else if (o >= n) add(`state.owner[${a}]`, `area ${a + 1} is held by kingdom ${o}, which is not at the table (0-${n - 1}, -1 independent)`);
    if (state.garrison[a] === true && o < 0)
      add(`state.garrison[${a}]`, `area ${a + 1} has a garrison but no castle: a garrison stands in a kingdom's area (2.2)`);
  });

  // 9.1: only bots deploy cards; a bot keeps no cards between turns (its draw is not reduced).
  state.kingdoms.forEach((k, i) => {
    if (!k.bot && k.army.length > 0) add(`state.kingdoms[${i}].army`, `${k.id} is played by a person: only a bot deploys an army (9.1)`);
    if (!k.bot && k.ready.length > 0) add(`state.kingdoms[${i}].ready`, `${k.id} is played by a person: only a bot deploys Response cards (9.1)`);
    if (k.bot && k.kept !== 0) add(`state.kingdoms[${i}].kept`, `${k.id} is a bot: its draw is never reduced by kept cards (9.1), so kept is 0`);
  });

  cardPlaces(state, add);
  permanentsAndTruces(state, add, inPlay);
  stackAndResult(state, add, inPlay);
  return out;
}

type Add = (path: string, message: string) => void;

/** 2.1: each card in exactly one place, of a type and religion the place allows. */
function cardPlaces(state: TaifaState, add: Add): void {
  const where: (string | undefined)[] = new Array<string | undefined>(CARD_COUNT);
  const place = (card: number, path: string): boolean => {
    if (card === HIDDEN_CARD) {
      add(path, 'a hidden card (-1): a view hides cards, a state names each one');
      return false;
    }
    const first = where[card];
    if (first !== undefined) {
      add(path, `card ${card} (${cardName(card)}) is also at ${first}: every card is in one place`);
      return false;
    }
    where[card] = path;
    return true;
  };
  /** A card that must come from deck `deck` (a kingdom draws only from its religion's deck, 4.1). */
  const ofDeck = (card: number, deck: 0 | 1, path: string, whose: string): void => {
    if (deckOf(card) !== deck)
      add(path, `card ${card} (${cardName(card)}) is a ${DECK_NAME[deckOf(card)]} card in ${whose}, which holds ${DECK_NAME[deck]} cards only (4.1)`);
  };
  const religion = (k: number): 0 | 1 => (KINGDOM_BY_ID[state.kingdoms[k]!.id].religion === 'christian' ? 0 : 1);

  for (const [d, deck] of state.decks.entries()) {
    for (const [i, c] of deck.entries()) {
      const path = `state.decks[${d}][${i}]`;
      if (place(c, path)) ofDeck(c, d as 0 | 1, path, `the ${DECK_NAME[d]} deck`);
    }
  }
  state.kingdoms.forEach((k, i) => {
    const r = religion(i);
    k.hand.forEach((c, j) => {
      const path = `state.kingdoms[${i}].hand[${j}]`;
      if (place(c, path)) ofDeck(c, r, path, `${k.id}'s hand`);
    });
    k.army.forEach((c, j) => {
      const path = `state.kingdoms[${i}].army[${j}]`;
      if (!place(c, path)) return;
      ofDeck(c, r, path, `${k.id}'s army`);
      if (CARD_TYPE[c] !== TROOP) add(path, `card ${c} (${cardName(c)}) is not a Troop card: a bot's army holds Troop cards (9.1)`);
    });
    k.ready.forEach((c, j) => {
      const path = `state.kingdoms[${i}].ready[${j}]`;
      if (!place(c, path)) return;
      ofDeck(c, r, path, `${k.id}'s deployed Responses`);
      if (CARD_TYPE[c] !== RESPONSE) add(path, `card ${c} (${cardName(c)}) is not a Response card: a bot deploys its Responses apart (9.1)`);
    });
  });
  for (const [i, c] of state.discard.entries()) place(c, `state.discard[${i}]`);
  state.removed.forEach((c, i) => {
    const path = `state.removed[${i}]`;
    if (!place(c, path)) return;
    const def = CARD_DEF[c]!;
    const cid = state.scenario === 'el-cid' && c === CID_TREGUA;
    if (!cid && !(def.type === 'event' && def.removedAfterUse))
      add(
        path,
        `card ${c} (${cardName(c)}) does not leave the game: only an event marked so does (5.4)${state.scenario === 'el-cid' ? ", and El Cid's Tregua (10.2)" : ''}`,
      );
  });
  state.permanents.forEach((p, i) => {
    const path = `state.permanents[${i}].card`;
    if (!place(p.card, path)) return;
    const def = CARD_DEF[p.card]!;
    if (def.type !== 'event' || !def.permanent) add(path, `card ${p.card} (${cardName(p.card)}) is not a permanent event (5.4)`);
  });
  state.tasks.forEach((t, ti) => {
    if (t.t === 'round' || t.t === 'truce') return;
    t.down.forEach((c, j) => {
      const path = `state.tasks[${ti}].down[${j}]`;
      if (!place(c, path)) return;
      if (CARD_TYPE[c] !== TROOP && CARD_TYPE[c] !== RESPONSE)
        add(path, `card ${c} (${cardName(c)}) is neither a Troop nor a Response card: the attacker puts those face down (5.1.2)`);
      else if (t.attacker >= 0 && t.attacker < state.kingdoms.length) ofDeck(c, religion(t.attacker), path, "the attacker's face-down cards");
    });
    t.placed.forEach((r, j) => {
      const path = `state.tasks[${ti}].placed[${j}].card`;
      if (r.by === t.attacker)
        add(
          `state.tasks[${ti}].placed[${j}].by`,
          "the attacker's Responses lie face down with its Troops, in `down`, so that no seat tells them apart before the reveal (5.1.2)",
        );
      if (!place(r.card, path)) return;
      if (CARD_TYPE[r.card] !== RESPONSE) add(path, `card ${r.card} (${cardName(r.card)}) is not a Response card (5.1.3)`);
      else if (r.by >= 0 && r.by < state.kingdoms.length) ofDeck(r.card, religion(r.by), path, `the Responses of ${state.kingdoms[r.by]!.id}`);
    });
  });
  // 10.2: El Cid keeps his Tregua out of the deck for the whole game.
  if (state.scenario === 'el-cid' && where[CID_TREGUA] !== undefined && !state.removed.includes(CID_TREGUA))
    add(where[CID_TREGUA]!, `card ${CID_TREGUA} is El Cid's own Tregua: it stays out of the deck for the whole game (10.2)`);
  for (let c = 0; c < CARD_COUNT; c++) {
    if (where[c] === undefined)
      add(
        `state.decks[${deckOf(c)}]`,
        `card ${c} (${cardName(c)}) is nowhere: every card is in a deck, a hand, an army, deployed, the discard, out of the game, a permanent event or a pending attack`,
      );
  }
}

/** 5.4: permanent events name kingdoms at the table; 10.2: El Cid's Tregua binds a Christian kingdom. */
function permanentsAndTruces(state: TaifaState, add: Add, inPlay: (k: number) => boolean): void {
  state.permanents.forEach((p, i) => {
    if (!inPlay(p.by)) add(`state.permanents[${i}].by`, `no kingdom ${p.by} at the table`);
    if (p.target !== -1 && !inPlay(p.target)) add(`state.permanents[${i}].target`, `no kingdom ${p.target} at the table (-1 for none)`);
    else if (p.target === p.by) add(`state.permanents[${i}].target`, 'a kingdom does not play a Tregua on itself (5.4)');
  });
  const c = state.cidTruce;
  if (c === -1) return;
  if (state.scenario !== 'el-cid') add('state.cidTruce', "only the El Cid scenario has El Cid's Tregua (10.2): -1");
  else if (!inPlay(c) || (state.kingdoms[c]!.id !== 'castilla' && state.kingdoms[c]!.id !== 'catalanes'))
    add('state.cidTruce', `El Cid's Tregua binds Castilla or the Condados Catalanes (10.2), not kingdom ${c}`);
}

/** The task stack and the result: the round at the bottom, one task at most above it, none at the end. */
function stackAndResult(state: TaifaState, add: Add, inPlay: (k: number) => boolean): void {
  const tasks = state.tasks;
  if (state.result !== null) {
    if (tasks.length > 0) add('state.tasks', 'the game has ended: no decision is pending, the stack is empty');
    const w = state.result.winners;
    if (w.length === 0) add('state.result.winners', 'an ended game has at least one winner (8, 10.3)');
    w.forEach((k, i) => {
      if (!inPlay(k)) add(`state.result.winners[${i}]`, `no kingdom ${k} at the table`);
      else if (w.indexOf(k) !== i) add(`state.result.winners[${i}]`, `${state.kingdoms[k]!.id} is named twice`);
    });
    return;
  }
  if (tasks.length === 0) {
    add('state.tasks', 'the game goes on (no result) but no decision is pending: the round of the current kingdom is at the bottom of the stack');
    return;
  }
  if (tasks[0]!.t !== 'round') add('state.tasks[0]', `the bottom of the stack is the round (4.3), not '${tasks[0]!.t}'`);
  for (let i = 1; i < tasks.length; i++) {
    const t = tasks[i]!;
    if (t.t === 'round') add(`state.tasks[${i}]`, 'the round is the bottom task, once');
    else if (i < tasks.length - 1)
      add(`state.tasks[${i}]`, `'${t.t}' is a decision, and only the top task waits for one: at most one task lies over the round`);
    else if (t.t === 'truce') {
      const cid = state.kingdoms.findIndex((k) => k.id === 'el-cid');
      if (cid < 0) add(`state.tasks[${i}]`, "only the El Cid scenario has El Cid's Tregua (10.2)");
      else if (t.who !== cid) add(`state.tasks[${i}].who`, `El Cid (kingdom ${cid}) chooses his Tregua (10.2), not kingdom ${t.who}`);
      else if (state.kingdoms[cid]!.bot) add(`state.tasks[${i}]`, 'a bot El Cid chooses his Tregua at once (9.5): no task waits for it');
      else if (state.cidTruce !== -1) add(`state.tasks[${i}]`, "El Cid's Tregua is chosen already this turn (10.2)");
    } else attackTask(state, t, `state.tasks[${i}]`, add, inPlay);
  }
}

/** 5.1.2-5.1.6: one stage of an attack, made in its attacker's round. */
function attackTask(state: TaifaState, t: AttackTask, path: string, add: Add, inPlay: (k: number) => boolean): void {
  const n = state.kingdoms.length;
  if (!inPlay(t.attacker)) add(`${path}.attacker`, `no kingdom ${t.attacker} at the table (0-${n - 1})`);
  else if (t.attacker !== state.current)
    add(`${path}.attacker`, `an attack is made in its attacker's round (5.1): the round is kingdom ${state.current}'s, not ${t.attacker}'s`);
  if (!inPlay(t.who)) {
    add(`${path}.who`, `no kingdom ${t.who} at the table (0-${n - 1})`);
    return;
  }
  if (t.defender !== -1 && !inPlay(t.defender)) add(`${path}.defender`, `no kingdom ${t.defender} at the table (-1 independent)`);
  if (state.kingdoms[t.who]!.bot) add(`${path}.who`, `${state.kingdoms[t.who]!.id} is a bot: it decides at once, by its rules (9.2, 9.4)`);
  const a = t.area - 1;
  const owner = state.owner[a]!;
  if (owner === -2) add(`${path}.area`, `area ${t.area} is out of play (10.1)`);
  if (t.defender === t.attacker) add(`${path}.defender`, 'a kingdom does not attack its own area (5.1.1)');
  const stage = t.t;
  const whoMust = stage === 'attack-defend' ? t.defender : stage === 'attack-respond' ? -2 : t.attacker;
  if (whoMust !== -2 && t.who !== whoMust)
    add(`${path}.who`, `the ${stage === 'attack-defend' ? 'defender' : 'attacker'} decides the stage ${stage}, kingdom ${whoMust}, not ${t.who}`);
  if (stage === 'attack-respond' && (t.who === t.attacker || t.who === t.defender))
    add(`${path}.who`, 'a third kingdom places Responses at this stage (5.1.3): not the attacker nor the defender');
  if (stage === 'attack-reward') {
    if (owner !== t.attacker) add(`${path}.area`, `the winner chooses its reward after its castle is placed (5.1.6): area ${t.area} is not the attacker's`);
    if (t.down.length + t.placed.length + t.garrisons.length > 0)
      add(path, 'the cards of a won attack are discarded and its garrisons spent before the reward (5.1.6-5.1.7)');
  } else if (owner !== t.defender) add(`${path}.defender`, `area ${t.area} changes hands only once the attack is won: its owner ${owner} is the defender`);
  if (t.event !== -1) {
    const def = CARD_DEF[t.event]!;
    if (CARD_TYPE[t.event] !== EVENT || def.type !== 'event' || def.effect.kind !== 'attack')
      add(`${path}.event`, `card ${t.event} (${cardName(t.event)}) is not an Event card that makes an attack (5.4)`);
    else if (!state.discard.includes(t.event) && !state.removed.includes(t.event))
      add(`${path}.event`, `the event ${cardName(t.event)} that made the attack has been played: it lies in the discard or out of the game (5.4)`);
  }
  const order = (k: number): number => (k - t.attacker + n) % n;
  t.placed.forEach((r, j) => {
    const at = `${path}.placed[${j}]`;
    if (!inPlay(r.by)) add(`${at}.by`, `no kingdom ${r.by} at the table`);
    else if (r.by === t.attacker && r.side !== 'attack') add(`${at}.side`, "the attacker's Responses go on the attack (5.1.2)");
    else if (r.by === t.defender && r.side !== 'defence') add(`${at}.side`, "the defender's Responses go on the defence (5.1.4)");
    else if (stage === 'attack-select' && r.by !== t.attacker) add(`${at}.by`, 'while the attacker chooses its cards (5.1.2), nobody else has placed any');
    else if (stage === 'attack-respond' && r.by !== t.attacker && (r.by === t.defender || order(r.by) > order(t.who)))
      add(
        `${at}.by`,
        `the windows go in order of play after the attacker, the defender last (5.1.3-5.1.4): ${state.kingdoms[r.by]!.id} has not had its own yet`,
      );
  });
  if (stage !== 'attack-defend' && t.garrisons.length > 0) add(`${path}.garrisons`, 'only the defender spends garrisons, in its own stage (5.1.4)');
  t.garrisons.forEach((g, j) => {
    const at = `${path}.garrisons[${j}]`;
    if (!AREA_AND_NEIGHBOURS[a]!.includes(g - 1)) add(at, `area ${g} is neither the attacked area ${t.area} nor next to it (5.1.4)`);
    else if (state.owner[g - 1] !== t.defender || state.garrison[g - 1] !== true) add(at, `area ${g} holds no garrison of the defender (5.1.4)`);
    else if (t.garrisons.indexOf(g) !== j) add(at, `the garrison of area ${g} is spent once`);
  });
}
