// A boardgame.io server with its lobby over every game of reglas: `npx tsx examples/boardgame.io/server.ts [port]`.
// Each game of `games` is listed under its reglas id, so a game added to `games` appears here
// without changes. It listens on 127.0.0.1 only. The lobby API is boardgame.io's own:
//   curl http://127.0.0.1:8000/games
// boardgame.io 0.50.2's lobby answers 404 with koa-compose 4.2 (it composes the routes before
// they are added): pin koa-compose 4.1.0 (package.json `overrides`), as this repository does.
//   curl -X POST -H 'content-type: application/json' -d '{"numPlayers":2}' http://127.0.0.1:8000/games/mar-y-acero/create
import { Server, Origins } from 'boardgame.io/server';
import { games } from 'reglas';
import { boardgameIO } from 'reglas/boardgame.io';

/** Every game that plays, as boardgame.io game objects; setupData gives a match's options (no seed). */
export const lobbyGames = Object.values(games).map((game) => boardgameIO(game as never));

/** Starts the server on `port` (0: any free port) at 127.0.0.1; resolves with the port and a stop function. */
export async function startServer(port: number): Promise<{ port: number; stop: () => void }> {
  const server = Server({ games: lobbyGames, origins: [Origins.LOCALHOST] });
  // boardgame.io's run() listens on every interface; its app.listen forwards its arguments to
  // node's http server, so the host is put in here.
  const app = server.app as unknown as { server: import('node:http').Server; listen: unknown };
  app.listen = (p: number, callback: () => void) => app.server.listen(p, '127.0.0.1', callback);
  const running = await server.run(port);
  const address = running.appServer.address();
  return { port: typeof address === 'object' && address !== null ? address.port : port, stop: () => server.kill(running) };
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  const { port } = await startServer(Number(process.argv[2] ?? 8000));
  console.log(`boardgame.io server with a lobby on http://127.0.0.1:${port}: ${lobbyGames.map((g) => g.name).join(', ')}`);
}
