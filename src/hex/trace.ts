/**
 * The one tracer of straight lines between hex centres, shared by the printed-id API
 * (`traceLine`, `lineOfSight`) and the integer grid (`sightPath`, `checkSight`), so that both
 * give the same hexes for the same line.
 * @module
 */

// A hair to one side: never a whole fraction of a hex, and different on the three axes so that
// no rounding tie survives it.
const EQ = 1e-6;
const ER = 2e-6;
const ES = -3e-6;

/**
 * Writes into `out` (`[q, r]`) the hex the line from cube `(aq, ar)` to cube `(bq, br)` is in at
 * step `k` of `n` (its cube distance), with the line nudged to side `sign`: the cube point at
 * `t = k / n` rounded to its hex. Steps 0 and `n` are the ends themselves.
 */
export function lineStep(aq: number, ar: number, bq: number, br: number, n: number, k: number, sign: 1 | -1, out: Int32Array): void {
  if (k <= 0) {
    out[0] = aq;
    out[1] = ar;
    return;
  }
  if (k >= n) {
    out[0] = bq;
    out[1] = br;
    return;
  }
  const t = k / n;
  const as = -aq - ar;
  const bs = -bq - br;
  const q = aq + (bq - aq) * t + sign * EQ;
  const r = ar + (br - ar) * t + sign * ER;
  const s = as + (bs - as) * t + sign * ES;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  out[0] = rq;
  out[1] = rr;
}

/**
 * The facing of the first step of the line from a hex towards the cube offset `(dq, dr)`, nudged
 * to side `sign` (the hex {@link lineStep} gives at step 1), without allocating; -1 for no offset.
 */
export function firstStepFacing(dq: number, dr: number, sign: 1 | -1): number {
  const adq = dq < 0 ? -dq : dq;
  const adr = dr < 0 ? -dr : dr;
  const ads = dq + dr < 0 ? -(dq + dr) : dq + dr;
  const n = adq > adr ? (adq > ads ? adq : ads) : adr > ads ? adr : ads;
  if (n === 0) return -1;
  // as lineStep computes step 1 of n from (0, 0), to the last bit
  const t = 1 / n;
  const q = dq * t + sign * EQ;
  const r = dr * t + sign * ER;
  const s = (-dq - dr) * t + sign * ES;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const eq = Math.abs(rq - q);
  const er = Math.abs(rr - r);
  const es = Math.abs(rs - s);
  if (eq > er && eq > es) rq = -rr - rs;
  else if (er > es) rr = -rq - rs;
  // the facing of the step (rq, rr): N, NE, SE, S, SW, NW
  if (rq === 0) return rr < 0 ? 0 : 3;
  if (rq > 0) return rr < 0 ? 1 : 2;
  return rr > 0 ? 4 : 5;
}
