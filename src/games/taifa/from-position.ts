/**
 * `setup({ seed, position })`: the state of a position written as data (`position-schema.ts`),
 * everything it omits from the standard set-up of its scenario (3.1, 10.1-10.2): the deployment,
 * garrisons none, bonuses 0 (7), hands dealt from the shuffled decks, El Cid's Tregua out of the
 * deck (10.2). Each bad field is named by its path under `options.position`; the built state must
 * pass the game's invariants, whose problems are named by the position's paths too.
 */
import {
  ValidationError,
  createRng,
  isValidationError,
  stepDice,
  SILENT,
  type Dice,
  type EventLog,
  type StepContext,
  type ValidationProblem,
} from '../../core/index.js';
import { KINGDOM_BY_ID, type KingdomId } from './data/kingdoms.js';
import { CID_TREGUA, invariants } from './invariants.js';
import { machine } from './machine.js';
import { withState } from './ops.js';
import { taifaPoints } from './position-points.js';
import type { TaifaPosition } from './position-schema.js';
import { AREA_COUNT, CARD_COUNT, SCENARIOS, cardName, deckOf } from './tables.js';
import { ROUND } from './tasks.js';
import { TAIFA_FORMAT, type KingdomState, type TaifaState, type TaifaTask } from './types.js';

const ROOT = 'options.position';
const DECKS = ['christian', 'muslim'] as const;

/** The state of `pos` (already parsed by the options schema), played up to its first decision with `override`'s rolls, its events in `log`. */
export function stateFromPosition(seed: string, pos: TaifaPosition, override?: Dice, log: EventLog = SILENT): TaifaState {
  const problems: ValidationProblem[] = [];
  const add = (path: string, message: string): void => {
    problems.push({ path: `${ROOT}${path}`, message });
  };
  const scenario = pos.scenario ?? 'standard';
  const table = SCENARIOS[scenario];
  const ids = table.kingdoms;
  const index = (id: KingdomId | null | undefined, path: string): number => {
    if (id === null || id === undefined) return -1;
    const k = ids.indexOf(id);
    if (k < 0) add(path, `${id} is not a kingdom of the ${scenario} scenario (${ids.join(', ')})`);
    return k;
  };
  const players = pos.players ?? table.defaultPlayers;
  players.forEach((p, i) => {
    index(p, `.players[${i}]`);
    if (players.indexOf(p) !== i) add(`.players[${i}]`, `${p} is named twice`);
  });
  if (pos.almoravidCards !== undefined && scenario !== 'el-cid') add('.almoravidCards', 'only the El Cid scenario has an Almoravid hand');
  if (pos.cidTruce != null && scenario !== 'el-cid') add('.cidTruce', "only the El Cid scenario has El Cid's Tregua (10.2)");
  if (pos.result !== undefined && pos.at !== undefined && !(Array.isArray(pos.at) && pos.at.length === 0))
    add('.at', 'an ended game (result given) has no pending decision');
  for (const id of Object.keys(pos.kingdoms ?? {})) index(id as KingdomId, `.kingdoms.${id}`);

  // 3.1, 10.1: the deployment, with the areas the position gives.
  const owner = table.owner.slice();
  for (const [key, who] of Object.entries(pos.owners ?? {})) {
    const area = Number(key);
    if (!/^[0-9]+$/.test(key) || area < 1 || area > AREA_COUNT) add(`.owners.${key}`, `there is no area ${key} (areas are numbered 1-${AREA_COUNT})`);
    else if (owner[area - 1] === -2) add(`.owners.${key}`, `area ${key} is out of play in the El Cid scenario (10.1)`);
    else owner[area - 1] = who === 'independent' ? -1 : index(who, `.owners.${key}`);
  }
  const garrison = owner.map(() => false);
  (pos.garrisons ?? []).forEach((g, i) => {
    if (garrison[g - 1]) add(`.garrisons[${i}]`, `area ${g} is named twice`);
    garrison[g - 1] = true;
  });

  // 2.1: the cards the position places, each once.
  const where: (string | undefined)[] = new Array<string | undefined>(CARD_COUNT);
  const take = (list: readonly number[] | undefined, path: string): number[] => {
    (list ?? []).forEach((c, i) => {
      // A one-card list names its card by the path itself (a placed Response's `card`).
      const at = path.endsWith(']') ? `${ROOT}${path}.card` : `${ROOT}${path}[${i}]`;
      if (where[c] !== undefined) problems.push({ path: at, message: `card ${c} (${cardName(c)}) is also at ${where[c]!}: every card is in one place` });
      else where[c] = at;
    });
    return (list ?? []).slice();
  };
  const given = ids.map((id) => pos.kingdoms?.[id]);
  const hands = given.map((g, k) => (g?.hand === undefined ? null : take(g.hand, `.kingdoms.${ids[k]!}.hand`)));
  const armies = given.map((g, k) => take(g?.army, `.kingdoms.${ids[k]!}.army`));
  const ready = given.map((g, k) => take(g?.ready, `.kingdoms.${ids[k]!}.ready`));
  const tops = DECKS.map((d) => take(pos.decks?.[d], `.decks.${d}`));
  const discard = take(pos.discard, '.discard');
  const removed = take(pos.removed, '.removed');
  const permanents = (pos.permanents ?? []).map((p, i) => {
    if (where[p.card] !== undefined)
      add(`.permanents[${i}].card`, `card ${p.card} (${cardName(p.card)}) is also at ${where[p.card]!}: every card is in one place`);
    else where[p.card] = `${ROOT}.permanents[${i}].card`;
    return { card: p.card, by: index(p.by, `.permanents[${i}].by`), target: index(p.target, `.permanents[${i}].target`) };
  });
  const current = pos.current === undefined ? 0 : index(pos.current, '.current');
  const pending = pendingTask(pos, { scenario, current: Math.max(0, current), owner, ids }, take, add);
  const cidTruce = index(pos.cidTruce, '.cidTruce');
  const winners = (pos.result?.winners ?? []).map((w, i) => index(w, `.result.winners[${i}]`));
  if (problems.length > 0) throw new ValidationError('options', problems);

  // 3.1: the free cards shuffled by the seed as the set-up shuffles the decks, then dealt.
  const free: [number[], number[]] = [[], []];
  for (let c = 0; c < CARD_COUNT; c++) {
    if (where[c] !== undefined) continue;
    // 10.2: El Cid's Tregua, placed nowhere, is out of the game as at the set-up.
    if (scenario === 'el-cid' && c === CID_TREGUA) removed.push(c);
    else free[deckOf(c)].push(c);
  }
  const dice = stepDice(createRng(seed), override);
  const shuffled = [dice.shuffle(free[0]), dice.shuffle(free[1])];
  const draws = table.draws.map((d, k) => (k === 0 && scenario === 'el-cid' && pos.almoravidCards !== undefined ? pos.almoravidCards : d));
  const kingdoms: KingdomState[] = ids.map((id, k) => {
    const deck = shuffled[KINGDOM_BY_ID[id].religion === 'christian' ? 0 : 1]!;
    return {
      id,
      bot: !players.includes(id),
      hand: hands[k] ?? (pos.omitted === 'empty' ? [] : deck.splice(0, Math.min(draws[k]!, deck.length))),
      army: armies[k]!,
      ready: ready[k]!,
      bonus: given[k]?.bonus ?? 0,
      kept: given[k]?.kept ?? 0,
    };
  });
  const tasks: TaifaTask[] = pos.result !== undefined ? [] : pending === null ? [ROUND] : [ROUND, pending];
  let state: TaifaState = {
    game: 'taifa',
    format: TAIFA_FORMAT,
    rng: dice.rng(),
    scenario,
    turn: pos.turn ?? 1,
    current,
    passes: pos.passes ?? 0,
    kingdoms,
    owner,
    garrison,
    decks: [tops[0]!.concat(shuffled[0]!), tops[1]!.concat(shuffled[1]!)],
    discard,
    removed,
    permanents,
    cidTruce,
    hands: draws,
    tasks,
    result: pos.result === undefined ? null : { winners, reason: pos.result.reason },
  };
  const broken = invariants(state);
  if (broken.length > 0)
    throw new ValidationError(
      'options',
      broken.map((p) => ({ path: positionPath(state, p.path), message: positionText(state, p.message) })),
    );
  const ctx: StepContext = { dice, log };
  state = machine.advance(state, ctx);
  return withState(state, { rng: dice.rng() });
}

type Take = (list: readonly number[] | undefined, path: string) => number[];

/** What reading `at` needs of the position before its state is built. */
interface Table {
  readonly scenario: TaifaState['scenario'];
  readonly current: number;
  readonly owner: readonly number[];
  readonly ids: readonly KingdomId[];
}

/** The task over the round that `at` names (position-points.ts), or null for the round itself; its face-down cards taken from the free ones. */
function pendingTask(pos: TaifaPosition, table: Table, take: Take, add: (path: string, message: string) => void): TaifaTask | null {
  if (pos.at === undefined || (Array.isArray(pos.at) && pos.at.length === 0)) return null;
  // The points read only the kingdoms' ids, whose round it is, the owners and the scenario.
  const partial = { scenario: table.scenario, current: table.current, owner: table.owner, kingdoms: table.ids.map((id) => ({ id })) } as unknown as TaifaState;
  let tasks: TaifaTask[];
  try {
    tasks = taifaPoints.read(pos.at, partial, `${ROOT}.at`);
  } catch (error) {
    if (!isValidationError(error)) throw error;
    for (const p of error.problems) add(p.path.slice(ROOT.length), p.message);
    return null;
  }
  if (tasks[0]?.t !== 'round' || tasks.length > 2)
    add('.at', 'the round of the kingdom current is at the bottom, with at most an attack stage or the Tregua on it');
  const task = tasks[tasks.length - 1]!;
  if (task.t === 'round') return null;
  if (task.t === 'truce') return task;
  const path = Array.isArray(pos.at) ? `.at[${tasks.length - 1}]` : '.at';
  take(task.down, `${path}.troops`);
  for (const [i, r] of task.placed.entries()) take([r.card], `${path}.placed[${i}]`);
  return task;
}

/** A state path of an invariant's problem, as the path of the position field it comes from. */
function positionPath(state: TaifaState, path: string): string {
  const id = (k: string): string => state.kingdoms[Number(k)]?.id ?? k;
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^state\.kingdoms\[(\d+)\]/, (_, k) => `${ROOT}.kingdoms.${id(k!)}`],
    [/^state\.owner\[(\d+)\]/, (_, a) => `${ROOT}.owners.${Number(a) + 1}`],
    [/^state\.garrison\[\d+\]/, () => `${ROOT}.garrisons`],
    [/^state\.decks\[(\d)\]/, (_, d) => `${ROOT}.decks.${DECKS[Number(d)]!}`],
    [/^state\.tasks\[\d+\]\.attacker/, () => `${ROOT}.current`],
    [/^state\.tasks\[\d+\]\.t\b/, () => `${ROOT}.at.point`],
    [/^state\.tasks(\[\d+\])?/, () => `${ROOT}.at`],
    [/^state\.hands(\[\d+\])?/, () => `${ROOT}.almoravidCards`],
    [/^state\.(\w+)/, (_, f) => `${ROOT}.${f!}`],
  ];
  for (const [re, to] of rules) {
    const m = re.exec(path);
    if (m !== null) return to(...m) + path.slice(m[0].length);
  }
  return ROOT;
}

/** An invariant's message with the state paths it names written as position paths. */
function positionText(state: TaifaState, message: string): string {
  return message.replace(/state(?:\.[A-Za-z]+|\[\d+\])+/g, (p) => positionPath(state, p));
}
