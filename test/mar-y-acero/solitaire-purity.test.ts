import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../src/games/mar-y-acero/nitayno', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

/** The module-scope lines of a source file that could hold state written at run time. */
function moduleSlots(source: string): string[] {
  return source.split('\n').filter(
    (line) =>
      // A variable at module scope.
      /^(export )?(let|var) /.test(line) ||
      // A scratch object or buffer built at load (tables are literals, frozen, or read-only Maps).
      /^(export )?const \w+(: [^=]+)? = new (?!Map\()/.test(line),
  );
}

describe('contract "a game holds no module-level mutable state": the Nitayno (rule 5)', () => {
  it('rule 5: no nitayno/ file keeps a variable, a scratch buffer or a reused accumulator at module scope', () => {
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((f) => moduleSlots(readFileSync(join(DIR, f), 'utf8')).map((line) => `${f}: ${line}`));
    expect(found).toEqual([]);
  });

  it('rule 5: the check finds the slots it looks for', () => {
    expect(moduleSlots('let boardState: MyaState | null = null;\nconst DESTINATION_SCORE = new Int32Array(16);\nconst SUM = new BestThree();')).toHaveLength(3);
    expect(moduleSlots('const VRR_BY_CARD: ReadonlyMap<number, number> = new Map(EVENT_CARDS.map((e) => [e.id, e.vrr]));\n  let local = 0;')).toEqual([]);
  });
});
