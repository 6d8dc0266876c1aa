/**
 * `determinize` (contract: Dice): a full state consistent with what one seat knows, for an
 * information-set search. The cards the seat cannot place are dealt into the slots its view hides,
 * under every constraint the rules put on them:
 *
 * - a hand, a bot's pile (9.1) and a deck hold cards of their religion only (4.1);
 * - an attacker's face-down Troop slots hold Troop cards, a face-down Response holds a Response
 *   that may go on its side of this attack (5.1.2-5.1.4, the cards' texts, the FAQ on Salida por
 *   sorpresa);
 * - the kingdom whose face-down window is open had something to put down when it opened
 *   (5.1.2-5.1.4): an attacker with no Troop down yet holds a Troop card (an attack is made with
 *   Troop cards, 5.1.2), a kingdom that has placed nothing holds a card that fits;
 * - the garrisons a defender has spent lie in or next to the attacked area, its own (5.1.4).
 *
 * The rest is shuffled, and the generator is seeded from `seed`.
 */
import { HIDDEN, ValidationError, createRng, seededDice, type PlayerId, type StepDice, type ValidationProblem } from '../../core/index.js';
import { defenderGarrisons, responseFits, troopsAllowed, withAttack } from './combat.js';
import { AREA_AND_NEIGHBOURS, CARD_COUNT, CARD_TYPE, TROOP, deckOf, religionDeck } from './tables.js';
import type { AttackTask, KingdomState, PlacedResponse, TaifaState, TaifaTask } from './types.js';
import { withState } from './ops.js';

/** One hidden card slot: the religion of the cards it may hold, what else a card must be, and where it goes. */
interface Slot {
  readonly religion: 0 | 1;
  readonly fits: ((card: number) => boolean) | null;
  readonly put: (card: number) => void;
}

const isAttack = (t: TaifaTask): t is AttackTask => t.t !== 'round' && t.t !== 'truce';

/**
 * The card the kingdom whose face-down window is open (`p.who`) must hold, when what it has put
 * down does not already show that it had something to decide (5.1.2-5.1.4); null for none.
 */
function windowEvidence(state: TaifaState, p: AttackTask): ((card: number) => boolean) | null {
  const placedNothing = !p.placed.some((r) => r.by === p.who);
  switch (p.t) {
    case 'attack-select':
      // 5.1.2: the attack action needs a Troop card, and the attack goes on only once one is down
      // (a hidden face-down card of the attacker is dealt a Troop then, see `attackerSlots`).
      if (p.event < 0 && p.down.length === 0) return (c) => CARD_TYPE[c] === TROOP;
      if (p.down.length > 0) return null;
      return (c) => (CARD_TYPE[c] === TROOP ? troopsAllowed(p) : responseFits(p, c, 'attack'));
    case 'attack-respond':
      return placedNothing ? (c) => responseFits(p, c, 'attack') || responseFits(p, c, 'defence') : null;
    case 'attack-defend':
      if (!placedNothing || p.garrisons.length > 0 || defenderGarrisons(state, p).length > 0) return null;
      return (c) => responseFits(p, c, 'defence');
    default:
      return null;
  }
}

/**
 * A perfect matching of `slots` to distinct cards (Kuhn's augmenting paths over candidates in
 * random order): a random deal that satisfies every slot whenever one exists; null when none does.
 */
function matchSlots(slots: readonly Slot[], candidates: readonly (readonly number[])[], dice: StepDice): number[] | null {
  const holder = new Map<number, number>();
  const chosen = slots.map(() => HIDDEN);
  const tryPlace = (s: number, visited: Set<number>): boolean => {
    for (const c of candidates[s]!) {
      if (visited.has(c)) continue;
      visited.add(c);
      const other = holder.get(c);
      if (other === undefined || tryPlace(other, visited)) {
        holder.set(c, s);
        chosen[s] = c;
        return true;
      }
    }
    return false;
  };
  for (const s of dice.shuffle(slots.map((_, i) => i))) if (!tryPlace(s, new Set())) return null;
  return chosen;
}

/**
 * A full state consistent with everything the seat knows in `view`, a view made for it (its
 * `viewer` mark names the seat, and what it hides is what that seat does not know): see the
 * module's comment.
 */
export function determinize(view: TaifaState, _viewer: PlayerId, seed: string): TaifaState {
  const dice = seededDice(createRng(seed));
  const problems: ValidationProblem[] = [];
  const seen = new Array<boolean>(CARD_COUNT).fill(false);
  const note = (c: number, path: string): void => {
    if (c === HIDDEN) return;
    if (!Number.isInteger(c) || c < 0 || c >= CARD_COUNT) problems.push({ path, message: `${String(c)} is not a card id` });
    else if (seen[c]) problems.push({ path, message: `card ${c} is shown in two places` });
    else seen[c] = true;
  };
  const hands = view.kingdoms.map((k) => k.hand.slice());
  const decks: [number[], number[]] = [view.decks[0].slice(), view.decks[1].slice()];
  const tasks = view.tasks.map((t) => (isAttack(t) ? withAttack(t, { down: t.down.slice(), placed: t.placed.map((r) => ({ ...r })) }) : t));
  view.kingdoms.forEach((k, i) => {
    for (const [j, c] of k.hand.entries()) note(c, `view.kingdoms[${i}].hand[${j}]`);
    for (const [j, c] of k.army.entries()) note(c, `view.kingdoms[${i}].army[${j}]`);
    for (const [j, c] of k.ready.entries()) note(c, `view.kingdoms[${i}].ready[${j}]`);
  });
  for (const [d, deck] of decks.entries()) for (const [j, c] of deck.entries()) note(c, `view.decks[${d}][${j}]`);
  for (const [j, c] of view.discard.entries()) note(c, `view.discard[${j}]`);
  for (const [j, c] of view.removed.entries()) note(c, `view.removed[${j}]`);
  for (const [j, p] of view.permanents.entries()) note(p.card, `view.permanents[${j}].card`);
  tasks.forEach((t, i) => {
    if (!isAttack(t)) return;
    for (const [j, c] of t.down.entries()) note(c, `view.tasks[${i}].down[${j}]`);
    for (const [j, r] of t.placed.entries()) note(r.card, `view.tasks[${i}].placed[${j}].card`);
  });
  if (problems.length > 0) throw new ValidationError('view', problems);

  // The slots the view hides, those with a constraint beyond their religion apart.
  const constrained: Slot[] = [];
  const free: [Slot[], Slot[]] = [[], []];
  const top = tasks[tasks.length - 1];
  const pending = top !== undefined && isAttack(top) ? top : null;
  const evidence = pending === null ? null : windowEvidence(view, pending);
  hands.forEach((hand, k) => {
    const religion = religionDeck(view.kingdoms[k]!.id);
    const hidden: number[] = [];
    for (let j = 0; j < hand.length; j++) if (hand[j] === HIDDEN) hidden.push(j);
    // The card the open window shows this kingdom holds sits at a random place in its hand.
    const must = evidence !== null && pending !== null && pending.who === k && hidden.length > 0 ? hidden[dice.below(hidden.length)]! : -1;
    for (const j of hidden) {
      const slot: Slot = {
        religion,
        fits: j === must ? evidence : null,
        put: (c) => {
          hand[j] = c;
        },
      };
      (j === must ? constrained : free[religion]).push(slot);
    }
  });
  for (const d of [0, 1] as const) {
    const deck = decks[d];
    for (let j = 0; j < deck.length; j++)
      if (deck[j] === HIDDEN)
        free[d].push({
          religion: d,
          fits: null,
          put: (x) => {
            deck[j] = x;
          },
        });
  }
  for (const t of tasks) {
    if (!isAttack(t)) continue;
    // 5.1.2: the attacker's face-down pile holds Troops and Responses for the attack; an attack
    // made by the attack action has a Troop among them once it goes on, dealt to its first hidden card.
    const down = t.down as number[];
    const religion = religionDeck(view.kingdoms[t.attacker]!.id);
    const needTroop = t.event < 0 && t.t !== 'attack-select' && !down.some((c) => c !== HIDDEN && CARD_TYPE[c] === TROOP);
    const troopAt = needTroop ? down.indexOf(HIDDEN) : -1;
    const fitsDown = (x: number): boolean => (CARD_TYPE[x] === TROOP ? troopsAllowed(t) : responseFits(t, x, 'attack'));
    for (let j = 0; j < down.length; j++) {
      if (down[j] === HIDDEN)
        constrained.push({
          religion,
          fits: j === troopAt ? (x) => CARD_TYPE[x] === TROOP : fitsDown,
          put: (x) => {
            down[j] = x;
          },
        });
    }
    const placed = t.placed as PlacedResponse[];
    for (let j = 0; j < placed.length; j++) {
      const r = placed[j]!;
      if (r.card !== HIDDEN) continue;
      constrained.push({
        religion: religionDeck(view.kingdoms[r.by]!.id),
        fits: (x) => responseFits(t, x, r.side),
        put: (x) => {
          placed[j] = { ...r, card: x };
        },
      });
    }
  }

  const unknown: [number[], number[]] = [[], []];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen[c]) unknown[deckOf(c)].push(c);
  const candidates = constrained.map((s) => dice.shuffle(unknown[s.religion].filter((c) => s.fits === null || s.fits(c))));
  const chosen = matchSlots(constrained, candidates, dice);
  if (chosen === null)
    throw new ValidationError('view', [{ path: 'view', message: 'no deal of the unseen cards fits the face-down cards and the open window this view shows' }]);
  const taken = new Set(chosen);
  for (const [i, s] of constrained.entries()) s.put(chosen[i]!);
  for (const d of [0, 1] as const) {
    const rest = dice.shuffle(unknown[d].filter((c) => !taken.has(c)));
    if (rest.length !== free[d].length) {
      const deck = d === 0 ? 'Christian' : 'Muslim';
      throw new ValidationError('view', [{ path: `view.decks[${d}]`, message: `${rest.length} unseen ${deck} cards for ${free[d].length} hidden places` }]);
    }
    for (const [i, s] of free[d].entries()) s.put(rest[i]!);
  }

  const dealt = tasks.map((t) => (isAttack(t) ? dealGarrisons(view, t, dice) : t));
  const kingdoms: KingdomState[] = view.kingdoms.map((k, i) => ({
    id: k.id,
    bot: k.bot,
    hand: hands[i]!,
    army: k.army,
    ready: k.ready,
    bonus: k.bonus,
    kept: k.kept,
  }));
  return withState(view, { rng: dice.rng(), kingdoms, decks, tasks: dealt });
}

/** 5.1.4: the hidden garrisons a defender spends, among its own in and next to the attacked area. */
function dealGarrisons(view: TaifaState, p: AttackTask, dice: StepDice): AttackTask {
  const hidden = p.garrisons.filter((g) => g === HIDDEN).length;
  if (hidden === 0) return p;
  const shown = p.garrisons.filter((g) => g !== HIDDEN);
  const open = AREA_AND_NEIGHBOURS[p.area - 1]!.filter((a) => view.owner[a] === p.defender && view.garrison[a] && !shown.includes(a + 1)).map((a) => a + 1);
  if (open.length < hidden)
    throw new ValidationError('view', [
      { path: 'view.tasks', message: `${hidden} hidden garrisons spent, but the defender has ${open.length} left in and next to area ${p.area}` },
    ]);
  const picks = dice.shuffle(open);
  let at = 0;
  return withAttack(p, { garrisons: p.garrisons.map((g) => (g === HIDDEN ? picks[at++]! : g)) });
}
