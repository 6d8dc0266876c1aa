/**
 * The kinds of victory each game's rules name, and which outcome reasons fall under each: what
 * `reglas simulate` counts, so that "León has the most castles (11)" and "Castilla has the most
 * castles (10)" read as one line, "most castles at the end of turn 3", with the reasons kept as
 * detail. A reason that matches no kind of its game (a new game, a new wording) falls under its
 * own text with the numbers taken out, so nothing is lost or miscounted.
 */

/** One kind of victory: its name, the rule that states it, and the reasons that fall under it. */
export interface VictoryKind {
  /** What a person reads: `most castles at the end of turn 3`. */
  readonly kind: string;
  /** The rule that states it. */
  readonly rule: string;
  /** Whether an outcome's reason is of this kind. */
  readonly test: RegExp;
}

/** The kinds of victory by game id, from each rulebook's victory section. */
export const VICTORY_KINDS: Readonly<Record<string, readonly VictoryKind[]>> = {
  taifa: [
    { kind: 'sudden victory: all 13 castles placed', rule: '8, 10.3', test: /has placed all 13 castles/ },
    { kind: 'most castles at the end of turn 3', rule: '8', test: /has the most castles/ },
    { kind: 'most castles, a tie broken by the card bonus', rule: '8', test: /tie with \d+ castles.*breaks the tie/ },
    { kind: 'El Cid: more areas than the Almoravids, and they below 10', rule: '10.3', test: /^El Cid holds \d+ areas, more than/ },
    { kind: 'El Cid falls short: the Almoravids win', rule: '10.3', test: /El Cid needs more areas/ },
  ],
  'mar-y-acero': [
    { kind: 'annihilation', rule: '4.6', test: /were annihilated/ },
    { kind: 'victory points at the end of turn 6', rule: '4.6', test: /^end of turn 6 with \d+ VP/ },
  ],
  'la-legion': [
    { kind: 'the Spanish hold the road from Axdir to Nador and Melilla', rule: '5 a', test: /\(5 a\)$/ },
    { kind: 'the Spanish clear the road and the zone it bounds', rule: '5 b', test: /\(5 b\)$/ },
    { kind: 'the Moroccans hold the road at the end of turn 13', rule: '5', test: /turn 13 \(5\)$/ },
    { kind: 'surrender', rule: '5', test: /surrender/ },
    { kind: "three times the enemy's counters at the end of a turn", rule: '5', test: /three times the enemy's counters/ },
    { kind: 'annihilation', rule: '5', test: /been annihilated/ },
  ],
};

/** The kind of victory of an outcome `reason` in the game `gameId`: its declared kind, or the reason with its numbers taken out. */
export function victoryKind(gameId: string, reason: string): string {
  const found = VICTORY_KINDS[gameId]?.find((k) => k.test.test(reason));
  if (found !== undefined) return `${found.kind} (${found.rule})`;
  return reason.replace(/[+-]?\d+/g, 'N');
}

/** Counts by reason grouped into counts by kind, each with its reasons (both most frequent first). */
export function groupByKind(gameId: string, reasons: Readonly<Record<string, number>>): Record<string, { games: number; reasons: Record<string, number> }> {
  const kinds = new Map<string, { games: number; reasons: [string, number][] }>();
  for (const [reason, n] of Object.entries(reasons)) {
    const kind = victoryKind(gameId, reason);
    const entry = kinds.get(kind) ?? { games: 0, reasons: [] };
    entry.games += n;
    entry.reasons.push([reason, n]);
    kinds.set(kind, entry);
  }
  const byCount = <T>(a: [string, T], b: [string, T], n: (t: T) => number): number => n(b[1]) - n(a[1]) || (a[0] < b[0] ? -1 : 1);
  return Object.fromEntries(
    [...kinds.entries()]
      .sort((a, b) => byCount(a, b, (e) => e.games))
      .map(([kind, e]) => [kind, { games: e.games, reasons: Object.fromEntries(e.reasons.sort((a, b) => byCount(a, b, (x) => x))) }]),
  );
}
