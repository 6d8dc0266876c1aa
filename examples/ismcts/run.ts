/**
 * `npx tsx examples/ismcts/run.ts [games] [playouts]`: an information-set MCTS bot (`reglas/bots`'
 * `ismctsBot`, which sees only its seat's `view` and samples the rest with `determinize`) against
 * random play in Taifa. Three kingdoms are played by people (the other three are the rulebook's
 * bots); the ISMCTS bot takes one of the three (rotating over the games), random bots the two
 * others. Prints how often the ISMCTS seat won against how often a random seat won.
 */
import { ismctsBot, playGame, randomBot, rulesBot } from 'reglas/bots';
import type { PlayerId } from 'reglas/core';
import { taifa } from 'reglas/taifa';

const games = Number(process.argv[2] ?? 200);
const playouts = Number(process.argv[3] ?? 24);
const seats: readonly PlayerId[] = ['castilla', 'valencia', 'leon'];
let botWins = 0;
let randomWins = 0;
for (let g = 0; g < games; g++) {
  const botSeat = seats[g % seats.length] as PlayerId;
  const seed = `ismcts-${g}`;
  const { outcome } = playGame(taifa, { seed, players: [...seats] }, (seat) =>
    seat === botSeat ? ismctsBot({ playouts, seed }) : seats.includes(seat) ? randomBot(`${seed}:${seat}`) : rulesBot(),
  );
  const winners = outcome?.winners ?? [];
  for (const w of winners) {
    if (w === botSeat) botWins += 1 / winners.length;
    else if (seats.includes(w)) randomWins += 1 / winners.length / (seats.length - 1);
  }
}
const pct = (x: number): string => `${((100 * x) / games).toFixed(1)}%`;
console.log(`Taifa, ${games} games, three people's seats, ${playouts} ISMCTS iterations a decision:`);
console.log(`  the information-set MCTS bot's seat won ${pct(botWins)} of the games; a random seat won ${pct(randomWins)}.`);
