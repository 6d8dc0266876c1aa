import { NEIGHBOURS, hexIndex, HEX_IDS, TERRAIN } from './src/games/la-legion/board.js';
for (const id of process.argv.slice(2)) { const h = hexIndex(id); console.log(id, TERRAIN[h], [0,1,2,3,4,5].map(f=>{const n=NEIGHBOURS[h*6+f]!; return n<0?'--':HEX_IDS[n]+':'+TERRAIN[n];}).join(' ')); }
