/**
 * `npx tsx examples/ismcts/run.ts [games] [playouts]`: Taifa with three kingdoms played by people
 * (the other three are the rulebook's bots), the information-set Monte Carlo bot in one of them
 * (rotating over the games) and random play in the two others. Prints how often the bot's seat won
 * against how often a random seat won.
 */
import type { PlayerId } from 'reglas/core';
import { taifa } from 'reglas/taifa';
import { playMatch } from './ismcts.js';

const games = Number(process.argv[2] ?? 200);
const playouts = Number(process.argv[3] ?? 24);
const seats = ['castilla', 'valencia', 'leon'] as const;
let botWins = 0;
let randomWins = 0;
for (let g = 0; g < games; g++) {
  const botSeat = seats[g % seats.length] as PlayerId;
  const winners = playMatch(taifa, { seed: `ismcts-${g}`, players: [...seats] }, botSeat, playouts);
  for (const w of winners) {
    if (w === botSeat) botWins += 1 / winners.length;
    else if ((seats as readonly PlayerId[]).includes(w)) randomWins += 1 / winners.length / (seats.length - 1);
  }
}
const pct = (x: number): string => `${((100 * x) / games).toFixed(1)}%`;
console.log(`Taifa, ${games} games, three people's seats, ${playouts} determinized playouts a decision:`);
console.log(`  the information-set Monte Carlo bot's seat won ${pct(botWins)} of the games; a random seat won ${pct(randomWins)}.`);
