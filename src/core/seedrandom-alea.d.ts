// seedrandom's Alea alone (lib/alea.js, the same generator as `seedrandom.alea`): importing the
// package's index would bundle its other six generators too.
declare module 'seedrandom/lib/alea.js' {
  import type seedrandom from 'seedrandom';
  const alea: seedrandom['alea'];
  export default alea;
}
