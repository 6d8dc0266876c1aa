// The example server: its lobby lists every game, creates and joins a match, and two socket.io
// clients deal and play on it, each holding only its own seat's view.
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from 'reglas';
import { boardgameIO, chooseFor } from 'reglas/boardgame.io';
import { marYAcero } from 'reglas/mar-y-acero';
import { startServer } from './server.js';

const until = async (ok: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(ok()).toBe(true);
};

describe('examples/boardgame.io/server', () => {
  let server: { port: number; stop: () => void };
  beforeAll(async () => {
    server = await startServer(0);
  });
  afterAll(() => server.stop());

  it('lists every game of `games` in its lobby and plays a Mar y Acero match over socket.io', async () => {
    const lobby = new LobbyClient({ server: `http://127.0.0.1:${server.port}` });
    expect((await lobby.listGames()).sort()).toEqual(
      Object.values(games)
        .map((g) => g.id)
        .sort(),
    );
    const { matchID } = await lobby.createMatch('mar-y-acero', { numPlayers: 2 });
    const seats = await Promise.all(['0', '1'].map((playerID) => lobby.joinMatch('mar-y-acero', matchID, { playerID, playerName: `p${playerID}` })));
    const game = boardgameIO(marYAcero);
    const clients = seats.map((s, i) =>
      Client({
        game,
        matchID,
        playerID: String(i),
        credentials: s.playerCredentials,
        multiplayer: SocketIO({ server: `http://127.0.0.1:${server.port}` }),
        debug: false,
      }),
    );
    for (const c of clients) c.start();
    await until(() => clients.every((c) => c.getState() !== null));
    clients[0]!.moves.start!();
    await until(() => clients.every((c) => (c.getState()!.G as { state: unknown }).state !== null));
    for (let n = 0; n < 5; n++) {
      const i = Number(clients[0]!.getState()!.ctx.currentPlayer);
      const G = clients[i]!.getState()!.G as never;
      const action = chooseFor(marYAcero, G, String(i), (s) => marYAcero.legalActions(s)[0]!, `n${n}`);
      const id = clients[i]!.getState()!._stateID;
      clients[i]!.moves.act!(action);
      await until(() => clients.every((c) => c.getState()!._stateID > id));
    }
    clients.forEach((c, i) => {
      const state = (c.getState()!.G as { state: { viewer: string } }).state;
      expect(state.viewer).toBe(marYAcero.players(marYAcero.setup({ seed: 'x' }))[i]);
    });
    for (const c of clients) c.stop();
  });
});
