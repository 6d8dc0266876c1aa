// The adapter under a real boardgame.io Client and its local multiplayer master: whole games,
// and what each client ever holds is its own seat's view.
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { createRng, seededDice, type ActionBase, type Dice, type Game, type GameEvent, type SeedOptions } from 'reglas/core';
import { INVALID_MOVE, boardgameIO, chooseFor, type ReglasG } from 'reglas/boardgame.io';
import { marYAcero } from 'reglas/mar-y-acero';
import { taifa, type TaifaState } from 'reglas/taifa';

type AnyG = ReglasG<object, object, GameEvent>;
type BgioClient = ReturnType<typeof Client>;

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/** Every object in `x` that is a state of `id` (it carries `game` and `format`). */
function statesIn(x: unknown, id: string, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (typeof x !== 'object' || x === null) return out;
  if (Array.isArray(x)) {
    for (const v of x) statesIn(v, id, out);
    return out;
  }
  const o = x as Record<string, unknown>;
  if (o.game === id && typeof o.format === 'number') out.push(o);
  for (const v of Object.values(o)) statesIn(v, id, out);
  return out;
}

/** All a client keeps: its store (state, undo stacks, plugins), its initial state and its log. */
function everythingHeld(client: BgioClient): unknown {
  const c = client as unknown as { store: { getState(): unknown }; initialState: unknown; log: unknown };
  return { store: c.store.getState(), initialState: c.initialState, log: c.log };
}

interface Table<S, A extends ActionBase, O extends SeedOptions, E extends GameEvent> {
  readonly game: Game<S, A, O, E>;
  readonly setupData: Partial<O>;
  readonly seats: (s: S) => string[];
  readonly seed: string;
}

/**
 * Plays one whole match through boardgame.io clients (one per seat and a spectator), each seat
 * choosing at random from its own view, and checks at every update what each client holds
 * against the truth, replayed beside it with the same seed and actions.
 */
async function playMatch<S extends object, A extends ActionBase, O extends SeedOptions, E extends GameEvent>(
  t: Table<S, A, O, E>,
): Promise<{ moves: number; truth: S }> {
  const { game } = t;
  // The local master creates the match without setupData: the options come with the game object.
  const bgGame = boardgameIO(game, { seats: t.seats, seed: () => t.seed, options: t.setupData as never });
  const seats = t.seats(game.setup({ ...t.setupData, seed: 'seats' } as O));
  const multiplayer = Local();
  const clients = seats.map((_, i) =>
    Client({ game: bgGame, numPlayers: seats.length, multiplayer, playerID: String(i), matchID: `${game.id}-match`, debug: false }),
  );
  const spectator = Client({ game: bgGame, numPlayers: seats.length, multiplayer, matchID: `${game.id}-match`, debug: false });
  const setupData = t.setupData;
  for (const c of [...clients, spectator]) c.start();
  await settle();

  // #1159: the initial state every client received deals nothing.
  for (const c of [...clients, spectator]) {
    const initial = (c as unknown as { initialState: { G: AnyG } }).initialState;
    expect(initial.G.state).toBeNull();
    expect(statesIn(everythingHeld(c), game.id)).toEqual([]);
  }

  clients[0]!.moves.start!();
  await settle();
  const first = game.start ? game.start({ ...setupData, seed: t.seed } as O) : { state: game.setup({ ...setupData, seed: t.seed } as O), events: [] as E[] };
  let truth = first.state;
  let truthEvents: E[] = [...first.events];
  const runBots = (): void => {
    while (!game.isTerminal(truth)) {
      const legal = game.legalActions(truth);
      if (legal.length !== 1 || legal[0]!.type !== 'bot') break;
      const r = game.step(truth, legal[0]!);
      truthEvents.push(...r.events);
      truth = r.state;
    }
  };
  runBots();

  const check = (): void => {
    seats.forEach((seat, i) => {
      const client = clients[i]!;
      const G = client.getState()!.G as AnyG;
      expect(G.state).toEqual(game.view(truth, seat));
      expect(G.events).toEqual(game.viewEvents(truthEvents, seat));
      // No other copy of a state anywhere in what this client keeps: only its own seat's view.
      for (const s of statesIn(everythingHeld(client), game.id)) expect(s.viewer).toBe(seat);
    });
    const G = spectator.getState()!.G as AnyG;
    expect(G.state).toEqual(game.view(truth, 'spectator'));
    for (const s of statesIn(everythingHeld(spectator), game.id)) expect(s.viewer).toBe('spectator');
  };
  check();

  const dice: Dice = seededDice(createRng(`pick:${t.seed}`));
  const pick = (s: S): A => {
    const legal = game.legalActions(s);
    return legal[dice.below(legal.length)] as A;
  };
  let moves = 0;
  for (; !game.isTerminal(truth); moves++) {
    if (moves > 20_000) throw new Error('the match did not end');
    const active = game.activePlayer(truth)!;
    const i = seats.indexOf(active);
    const client = clients[i]!;
    const state = client.getState()!;
    expect(state.ctx.currentPlayer).toBe(String(i));
    expect(Object.keys(state.ctx.activePlayers ?? {})).toEqual([String(i)]);
    const action = chooseFor(game, state.G as never, String(i), pick, `bot:${moves}`);
    expect(action).not.toBeNull();
    client.moves.act!(action);
    await settle();
    const r = game.step(truth, action as A);
    truth = r.state;
    truthEvents = [...r.events];
    runBots();
    check();
  }
  const end = clients[0]!.getState()!.ctx.gameover as { outcome: unknown; winners: string[] };
  expect(end.outcome).toEqual(game.outcome(truth));
  expect(end.winners).toEqual(
    game
      .outcome(truth)!
      .winners.filter((w) => seats.includes(w))
      .map((w) => String(seats.indexOf(w))),
  );
  for (const c of [...clients, spectator]) c.stop();
  return { moves, truth };
}

describe('reglas/boardgame.io', () => {
  it("keeps boardgame.io's INVALID_MOVE", () => {
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
  });

  it("Taifa: two people and four rule-driven bots play a whole match through boardgame.io clients; each client holds only its seat's view", async () => {
    const { moves, truth } = await playMatch({
      game: taifa,
      setupData: { players: ['castilla', 'leon'] },
      seats: (s: TaifaState) => s.kingdoms.filter((k) => !k.bot).map((k) => k.id),
      seed: 'bgio-taifa',
    });
    expect(moves).toBeGreaterThan(10);
    expect(taifa.isTerminal(truth)).toBe(true);
  });

  it("Mar y Acero: the two-player game plays to its end through boardgame.io clients; each client holds only its seat's view", async () => {
    const { moves, truth } = await playMatch({ game: marYAcero, setupData: {}, seats: (s) => marYAcero.players(s), seed: 'bgio-mya' });
    expect(moves).toBeGreaterThan(10);
    expect(marYAcero.isTerminal(truth)).toBe(true);
  });

  it('an illegal action, an action out of turn and a second deal are INVALID_MOVE and change nothing', async () => {
    const bgGame = boardgameIO(marYAcero, { seed: () => 'bgio-invalid' });
    const multiplayer = Local();
    const a = Client({ game: bgGame, numPlayers: 2, multiplayer, playerID: '0', matchID: 'x', debug: false });
    const b = Client({ game: bgGame, numPlayers: 2, multiplayer, playerID: '1', matchID: 'x', debug: false });
    a.start();
    b.start();
    await settle();
    a.moves.start!();
    await settle();
    const active = Number(a.getState()!.ctx.currentPlayer);
    const mover = [a, b][active]!;
    const other = [a, b][1 - active]!;
    const before = JSON.stringify(mover.getState()!.G);
    mover.moves.act!({ type: 'no-such-action' });
    await settle();
    expect(JSON.stringify(mover.getState()!.G)).toBe(before);
    const legal = chooseFor(marYAcero, mover.getState()!.G as never, String(active), (s) => marYAcero.legalActions(s)[0]!, 'x');
    other.moves.act!(legal);
    await settle();
    expect(JSON.stringify(mover.getState()!.G)).toBe(before);
    a.moves.start?.();
    await settle();
    expect(JSON.stringify(mover.getState()!.G)).toBe(before);
    a.stop();
    b.stop();
  });

  it("ai.enumerate lists the seat's legal actions from its view, and nothing for a seat that does not decide", () => {
    const bgGame = boardgameIO(marYAcero, { seed: () => 's' });
    const state = marYAcero.setup({ seed: 's' });
    const seats = marYAcero.players(state);
    const G = { state, options: {}, seats, events: [] };
    const active = seats.indexOf(marYAcero.activePlayer(state)!);
    const view = bgGame.playerView!({ G, ctx: {} as never, playerID: String(active) }) as typeof G;
    const listed = bgGame.ai!.enumerate(view, {} as never, String(active));
    expect(listed).toEqual(marYAcero.legalActions(state).map((a) => ({ move: 'act', args: [a] })));
    expect(bgGame.ai!.enumerate(bgGame.playerView!({ G, ctx: {} as never, playerID: String(1 - active) }), {} as never, String(1 - active))).toEqual([]);
  });

  it('refuses setupData with a seed, bad options, or a player count the options do not seat', () => {
    const bgGame = boardgameIO(taifa);
    expect(bgGame.validateSetupData!(undefined, 6)).toBeUndefined();
    expect(bgGame.validateSetupData!({ seed: 'x' }, 6)).toMatch(/without a seed/);
    expect(bgGame.validateSetupData!({ players: ['nowhere'] }, 1)).toMatch(/setupData\.players\[0\]/);
    expect(bgGame.validateSetupData!(undefined, 2)).toMatch(/seats 6 players/);
  });
});
