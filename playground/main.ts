// The playground: every game of `games` in a page, as a user of the library builds one. The engine
// runs in the page; what the page shows of a seat is `view`, `viewEvents` and `describe(…, seat)`.
import { games, scriptedDice, type ActionBase, type AnyGame, type GameEvent, type Viewer } from 'reglas';
import { botFromSpec, parseBotSpec, type Bot } from 'reglas/bots';
import { renderSvg } from 'reglas/render';

type State = object;
type Action = ActionBase & Record<string, unknown>;
interface Step {
  readonly action: Action;
  readonly by: string;
  /** Played by a bot (rule-driven or of reglas/bots), not by a person: undo takes it back with the person's step before it. */
  readonly auto: boolean;
  readonly dice?: readonly number[];
  readonly events: readonly GameEvent[];
  readonly before: State;
}
interface Mode {
  readonly label: string;
  readonly options: Record<string, unknown>;
}

/** The modes each game offers here; a game not named gets its standard set-up. */
const MODES: Readonly<Record<string, readonly Mode[]>> = {
  taifa: [
    { label: 'six kingdoms', options: {} },
    { label: 'two people, four rule-driven bots', options: { players: ['castilla', 'leon'] } },
    { label: 'El Cid solitaire', options: { scenario: 'el-cid' } },
  ],
  'mar-y-acero': [
    { label: 'two players', options: {} },
    { label: 'solitaire, level 0', options: { mode: 'solitaire', level: 0 } },
    { label: 'solitaire, level 1', options: { mode: 'solitaire', level: 1 } },
    { label: 'solitaire, level 2', options: { mode: 'solitaire', level: 2 } },
  ],
  'la-legion': [
    { label: 'standard set-up', options: {} },
    { label: 'surrender offered (5)', options: { surrender: true } },
  ],
};
const CONTROLS = ['person', 'random', 'mcts:30', 'ismcts:30'] as const;
const DATA_KEYS = ['id', 'hex', 'area', 'card'] as const;
const LOG_STEPS = 60;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const allGames = Object.values(games) as AnyGame[];

let game: AnyGame = allGames[0]!;
let options: Record<string, unknown> = {};
let opening: readonly GameEvent[] = [];
let state: State = {};
let steps: Step[] = [];
let controls: Record<string, string> = {};
let bots: Record<string, Bot> = {};
let filter: string | null = null;
let busy = false;

const modesOf = (g: AnyGame): readonly Mode[] => MODES[g.id] ?? [{ label: 'standard', options: {} }];
const seats = (): string[] => game.players(state);
const active = (): string | null => game.activePlayer(state);
const isRuleBot = (legal: readonly Action[]): boolean => legal.length === 1 && legal[0]!.type === 'bot';

/** The seat whose knowledge the page shows: the one chosen, or the seat deciding now. */
function viewer(): Viewer | 'all' {
  const chosen = $<HTMLSelectElement>('viewer').value;
  if (chosen === 'deciding') return active() ?? seats()[0]!;
  return chosen as Viewer | 'all';
}
const shown = (): State => (viewer() === 'all' ? state : game.view(state, viewer() as Viewer));
const eventsFor = (events: readonly GameEvent[]): readonly GameEvent[] => (viewer() === 'all' ? events : game.viewEvents(events, viewer() as Viewer));
const describe = (s: State, a: Action): string => (viewer() === 'all' ? game.describe(s, a) : game.describe(s, a, viewer() as Viewer));

function el(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

function showError(message: string): void {
  $('error').textContent = message;
}

// ---- a game: set up, step, bots, undo ------------------------------------------------------

function setupGame(g: AnyGame, o: Record<string, unknown>, keepControls = false): void {
  game = g;
  options = o;
  const begun = g.start ? g.start(o) : { state: g.setup(o), events: [] };
  opening = begun.events;
  state = begun.state;
  steps = [];
  filter = null;
  if (!keepControls) controls = Object.fromEntries(seats().map((s, i) => [s, i === 0 ? 'person' : 'random']));
  makeBots();
  fillSeats();
  fillViewer();
}

function makeBots(): void {
  bots = Object.fromEntries(
    seats().map((s) => [s, botFromSpec(parseBotSpec(controls[s] === 'person' ? 'random' : controls[s]!), `${String(options.seed)}:${s}`)]),
  );
}

function play(action: Action, auto: boolean, dice?: readonly number[]): boolean {
  const by = active() ?? '';
  try {
    const r = game.step(state, action, dice ? { dice: scriptedDice([...dice]) } : undefined);
    steps.push({ action, by, auto, events: r.events, before: state, ...(dice ? { dice } : {}) });
    state = r.state;
    showError('');
    return true;
  } catch (err) {
    showError(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return false;
  }
}

/** Plays the rule-driven bots and the seats given to bots until a person decides or the game ends. */
function advance(): void {
  busy = true;
  document.body.dataset.busy = 'yes';
  for (let n = 0; n < 40; n++) {
    const seat = active();
    if (seat === null) break;
    const legal = game.legalActions(state) as Action[];
    if (isRuleBot(legal)) play(legal[0]!, true);
    else if (controls[seat] !== 'person') play(bots[seat]!.choose(game, state, seat) as Action, true);
    else {
      busy = false;
      break;
    }
  }
  if (busy && active() !== null && !settled()) {
    render(false);
    setTimeout(advance, 0);
    return;
  }
  busy = false;
  document.body.dataset.busy = 'no';
  render(true);
}

function settled(): boolean {
  const seat = active();
  if (seat === null) return true;
  return !isRuleBot(game.legalActions(state) as Action[]) && controls[seat] === 'person';
}

function undo(): void {
  if (busy || steps.length === 0) return;
  let i = steps.length - 1;
  while (i > 0 && steps[i]!.auto) i--;
  state = steps[i]!.before;
  steps = steps.slice(0, i);
  filter = null;
  showError('');
  render(true);
}

function takeAction(action: Action): void {
  if (busy) return;
  const diceText = $<HTMLInputElement>('dice').value.trim();
  let dice: number[] | undefined;
  if (diceText !== '') {
    dice = diceText.split(/[\s,]+/).map(Number);
    if (dice.some((d) => !Number.isInteger(d))) {
      showError(`forced dice are whole numbers separated by commas, not "${diceText}"`);
      return;
    }
  }
  filter = null;
  if (!play(action, false, dice)) return;
  $<HTMLInputElement>('dice').value = '';
  advance();
}

// ---- export and import: the JSON `reglas replay` reads --------------------------------------

function exported(): string {
  const forced = Object.fromEntries(steps.flatMap((s, i) => (s.dice ? [[String(i), s.dice]] : [])));
  const saved: Record<string, unknown> = { game: game.id, options, actions: steps.map((s) => s.action) };
  // `reglas replay` rolls the seed's dice; a forced roll is kept here so this page replays it.
  if (Object.keys(forced).length > 0) saved.forcedDice = forced;
  return `${JSON.stringify(saved, null, 2)}\n`;
}

function importText(text: string): void {
  const saved = JSON.parse(text) as { game?: unknown; options?: Record<string, unknown>; actions?: Action[]; forcedDice?: Record<string, number[]> };
  const g = allGames.find((x) => x.id === saved.game);
  if (!g) throw new Error(`no game "${String(saved.game)}" here (games: ${allGames.map((x) => x.id).join(', ')})`);
  if (!Array.isArray(saved.actions)) throw new Error('a saved game has "actions", an array');
  setupGame(g, saved.options ?? { seed: 'imported' });
  controls = Object.fromEntries(seats().map((s) => [s, 'person']));
  makeBots();
  for (const [i, a] of saved.actions.entries()) {
    if (!play(a, false, saved.forcedDice?.[String(i)])) throw new Error(`action ${i} ${JSON.stringify(a)}: ${$('error').textContent}`);
  }
  $<HTMLSelectElement>('game').value = g.id;
  fillModes();
  $<HTMLInputElement>('seed').value = String(saved.options?.seed ?? '');
  fillSeats();
  render(true);
}

// ---- drawing ---------------------------------------------------------------------------------

/** The values an action names (ids, hexes, areas, cards), to match what a click on the map names. */
function valuesOf(x: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof x === 'string' || typeof x === 'number') out.add(String(x));
  else if (Array.isArray(x)) for (const v of x) valuesOf(v, out);
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) if (k !== 'type') valuesOf(v, out);
  return out;
}

function mine(): boolean {
  const v = viewer();
  const seat = active();
  return seat !== null && !busy && controls[seat] === 'person' && (v === 'all' || v === seat);
}

function renderMap(picture: State, legal: readonly Action[]): void {
  const map = $('map');
  try {
    map.innerHTML = renderSvg(game.id, picture);
  } catch (err) {
    map.replaceChildren(el('pre', {}, err instanceof Error ? err.message : String(err)));
    return;
  }
  if (!mine()) return;
  const named = new Set(legal.flatMap((a) => [...valuesOf(a)]));
  for (const key of DATA_KEYS) {
    for (const node of map.querySelectorAll(`[data-${key}]`)) if (named.has(node.getAttribute(`data-${key}`)!)) node.classList.add('target');
  }
}

function renderActions(legal: readonly Action[]): void {
  const list = $('actions');
  list.replaceChildren();
  $('filter').textContent = filter === null ? '' : `naming ${filter} (click the map elsewhere to clear)`;
  if (!mine()) {
    const seat = active();
    list.append(
      el(
        'li',
        { class: 'waiting' },
        seat === null ? 'The game is over.' : busy ? `${seat} is thinking…` : `${seat} decides; you see ${String(viewer())}'s view.`,
      ),
    );
    return;
  }
  legal.forEach((a, i) => {
    const button = el('button', { 'data-index': String(i), title: JSON.stringify(a) }, describe(state, a));
    button.addEventListener('click', () => takeAction(a));
    const item = el('li', filter !== null && !valuesOf(a).has(filter) ? { class: 'hidden' } : {}, button);
    list.append(item);
  });
}

function eventNode(e: GameEvent): HTMLElement {
  const node = el('div', { class: 'event', 'data-type': e.type }, e.text, e.rule ? el('span', { class: 'rule' }, ` (${e.rule})`) : '');
  const parts: HTMLElement[] = [];
  for (const r of e.rolls ?? []) parts.push(el('li', { class: 'roll' }, `${r.die}: ${r.value} for ${r.for}`));
  for (const m of e.modifiers ?? []) parts.push(el('li', { class: 'modifier' }, `${m.label}: ${m.value >= 0 ? '+' : ''}${m.value} (${m.rule})`));
  if (parts.length > 0) node.append(el('ul', {}, ...parts));
  return node;
}

function renderLog(): void {
  const log = $('log');
  const blocks: HTMLElement[] = [];
  // The last LOG_STEPS steps: a long game's whole account is in the exported JSON (`reglas replay`).
  const first = Math.max(0, steps.length - LOG_STEPS);
  if (first > 0) blocks.push(el('div', { class: 'step' }, `… ${first} earlier steps (Export JSON keeps them all)`));
  else if (opening.length > 0)
    blocks.push(el('div', { class: 'step', 'data-step': 'setup' }, el('div', { class: 'head' }, 'Set-up'), ...eventsFor(opening).map(eventNode)));
  steps.slice(first).forEach((s, j) => {
    const i = first + j;
    const head = el('div', { class: 'head' }, `${i + 1}. ${describe(s.before, s.action)}`);
    if (s.dice) head.append(el('span', { class: 'forced' }, ` [forced dice ${s.dice.join(', ')}]`));
    blocks.push(el('div', { class: 'step', 'data-step': String(i) }, head, ...eventsFor(s.events).map(eventNode)));
  });
  log.replaceChildren(...blocks.reverse());
}

function render(full: boolean): void {
  const seat = active();
  const status = $('play-status');
  const outcome = game.outcome(state);
  status.dataset.terminal = outcome ? 'yes' : 'no';
  status.dataset.active = seat ?? '';
  status.textContent = outcome
    ? `${game.title}: the game is over. Winners: ${outcome.winners.join(', ') || 'none'} (${outcome.reason}${outcome.level ? `, ${outcome.level}` : ''}).`
    : `${game.title}: ${seat} decides (step ${steps.length + 1}).`;
  const legal = seat === null ? [] : (game.legalActions(state) as Action[]);
  renderMap(shown(), legal);
  renderActions(legal);
  if (full) renderLog();
}

// ---- controls --------------------------------------------------------------------------------

function fillModes(): void {
  const g = allGames.find((x) => x.id === $<HTMLSelectElement>('game').value)!;
  $('mode').replaceChildren(...modesOf(g).map((m, i) => el('option', { value: String(i) }, m.label)));
}

function fillViewer(): void {
  const select = $<HTMLSelectElement>('viewer');
  const first = seats().find((s) => controls[s] === 'person') ?? 'deciding';
  select.replaceChildren(
    ...seats().map((s) => el('option', { value: s }, `${s}'s view`)),
    el('option', { value: 'deciding' }, 'the deciding seat (hot seat)'),
    el('option', { value: 'spectator' }, 'a spectator'),
    el('option', { value: 'all' }, 'everything (no secrets)'),
  );
  select.value = first;
}

function fillSeats(): void {
  const box = $('seats');
  box.replaceChildren(
    ...seats().map((s) => {
      const select = el('select', { 'data-seat': s }, ...CONTROLS.map((c) => el('option', { value: c }, c))) as HTMLSelectElement;
      select.value = controls[s] ?? 'person';
      select.addEventListener('change', () => {
        controls[s] = select.value;
        makeBots();
        advance();
      });
      return el('label', {}, `${s} `, select);
    }),
  );
}

function newGame(): void {
  const g = allGames.find((x) => x.id === $<HTMLSelectElement>('game').value)!;
  const mode = modesOf(g)[Number($<HTMLSelectElement>('mode').value)] ?? modesOf(g)[0]!;
  try {
    setupGame(g, { ...mode.options, seed: $<HTMLInputElement>('seed').value || 'playground' });
  } catch (err) {
    showError(err instanceof Error ? err.message : String(err));
    return;
  }
  advance();
}

function mapClick(event: MouseEvent): void {
  if (!mine()) return;
  const legal = game.legalActions(state) as Action[];
  for (let node = event.target as Element | null; node && node.id !== 'map'; node = node.parentElement) {
    for (const key of DATA_KEYS) {
      const value = node.getAttribute(`data-${key}`);
      if (value === null) continue;
      const matching = legal.filter((a) => valuesOf(a).has(value));
      if (matching.length === 0) continue;
      if (matching.length === 1) takeAction(matching[0]!);
      else {
        filter = value;
        renderActions(legal);
      }
      return;
    }
  }
  filter = null;
  renderActions(legal);
}

function download(): void {
  const blob = new Blob([exported()], { type: 'application/json' });
  const a = el('a', { href: URL.createObjectURL(blob), download: `${game.id}-${String(options.seed)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
}

$<HTMLSelectElement>('game').replaceChildren(...allGames.map((g) => el('option', { value: g.id }, g.title)));
$('game').addEventListener('change', () => {
  fillModes();
  newGame();
});
$('mode').addEventListener('change', newGame);
$('new').addEventListener('click', newGame);
$('viewer').addEventListener('change', () => render(true));
$('undo').addEventListener('click', undo);
$('export').addEventListener('click', download);
$('map').addEventListener('click', mapClick);
$<HTMLInputElement>('import').addEventListener('change', async () => {
  const file = $<HTMLInputElement>('import').files?.[0];
  if (!file) return;
  try {
    importText(await file.text());
  } catch (err) {
    showError(err instanceof Error ? err.message : String(err));
  }
});
const params = new URLSearchParams(location.search);
if (params.get('game')) $<HTMLSelectElement>('game').value = params.get('game')!;
fillModes();
if (params.get('mode')) $<HTMLSelectElement>('mode').value = params.get('mode')!;
if (params.get('seed')) $<HTMLInputElement>('seed').value = params.get('seed')!;
newGame();
