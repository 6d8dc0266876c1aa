/**
 * The worker thread of `reglas simulate`: it gets its task as `workerData`, takes batches of games
 * from the counter it shares with the other workers until none is left, and replies with a
 * progress message a batch and one tally of all the games it played.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { EMPTY_TALLY, mergeTallies, playBatch, type WorkerReply, type WorkerTask } from './simulate-play.js';

const port = parentPort;
if (port !== null) {
  const { plan, games, batch, next } = workerData as WorkerTask;
  const counter = new BigInt64Array(next);
  const reply = (message: WorkerReply): void => port.postMessage(message);
  try {
    let tally = EMPTY_TALLY;
    for (;;) {
      const from = Number(Atomics.add(counter, 0, BigInt(batch)));
      if (from >= games) break;
      const to = Math.min(games, from + batch);
      tally = mergeTallies([tally, playBatch(plan, from, to)]);
      reply({ type: 'progress', games: to - from });
    }
    reply({ type: 'done', tally });
  } catch (e) {
    reply({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}
