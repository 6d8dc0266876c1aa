/**
 * The worker thread of `reglas simulate`: it gets the run's plan as `workerData`, plays the games
 * the command sends it (by index) and replies with each result, then that it is idle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playPlanned, type SimulationPlan, type WorkerOrder, type WorkerReply } from './simulate-play.js';

const port = parentPort;
if (port !== null) {
  const plan = workerData as SimulationPlan;
  const reply = (message: WorkerReply): void => port.postMessage(message);
  port.on('message', (order: WorkerOrder) => {
    if (order.type === 'stop') {
      port.close();
      return;
    }
    try {
      for (const index of order.indices) reply({ type: 'result', result: playPlanned(plan, index) });
      reply({ type: 'idle' });
    } catch (e) {
      reply({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  });
  reply({ type: 'idle' });
}
