import { describe, expect, it } from 'vitest';
import { AREAS, CARDS, CONNECTIONS, EL_CID_SEATS, KINGDOMS } from 'reglas/taifa';
import { CHRISTIAN_DECK, MUSLIM_DECK, cardDefSchema } from '../../src/games/taifa/data/cards.js';
import { elCidSeatSchema } from '../../src/games/taifa/data/el-cid.js';
import { kingdomRecordSchema } from '../../src/games/taifa/data/kingdoms.js';
import { areaRecordSchema, connectionRecordSchema } from '../../src/games/taifa/data/map.js';

const byName = (name: string) => AREAS.find((a) => a.name === name)!;

describe('data: the map (2.5)', () => {
  it('every record passes its schema', () => {
    for (const a of AREAS) areaRecordSchema.parse(a);
    for (const c of CONNECTIONS) connectionRecordSchema.parse(c);
    for (const k of KINGDOMS) kingdomRecordSchema.parse(k);
    for (const s of EL_CID_SEATS) elCidSeatSchema.parse(s);
  });

  it('2.5/3.1: 58 areas numbered 1-58, 8 per kingdom, 10 independent, one capital each, six invasion routes', () => {
    expect(AREAS.map((a) => a.id)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    for (const k of ['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'] as const) {
      expect(AREAS.filter((a) => a.start === k)).toHaveLength(8);
      expect(AREAS.filter((a) => a.capitalOf === k)).toHaveLength(1);
    }
    expect(AREAS.filter((a) => a.start === null)).toHaveLength(10);
    expect(AREAS.filter((a) => a.invasionRoute)).toHaveLength(6);
  });

  it('keeps the facts of the rules and the FAQ', () => {
    expect(byName('Calatayud')).toMatchObject({ id: 23, defence: 2, start: 'valencia' });
    expect(byName('Tudela')).toMatchObject({ defence: 2, start: null });
    expect(byName('Tudela').id).toBeLessThan(23);
    expect(byName('Navarra').defence).toBe(4);
    expect(byName('Tortosa').defence).toBe(4);
    expect(byName('Denia')).toMatchObject({ defence: 2, start: 'valencia' });
    expect(byName('Zaragoza').start).toBe('catalanes');
    for (const n of ['Coimbra', 'Navarra', 'Granada']) expect(byName(n).start).toBeNull();
    expect(byName('Málaga').eastOfLine).toBe(true);
    const linked = (a: string, b: string) =>
      CONNECTIONS.some((c) => (c.a === byName(a).id && c.b === byName(b).id) || (c.b === byName(a).id && c.a === byName(b).id));
    expect(linked('Mallorca', 'Denia')).toBe(true);
    expect(linked('Mallorca', 'Tarragona')).toBe(true);
    expect(CONNECTIONS.filter((c) => c.special)).toHaveLength(2);
    expect(linked('Valencia', 'Denia')).toBe(true);
    expect(linked('Denia', 'Murcia')).toBe(true);
    for (const n of ['Navarra', 'Tortosa', 'Tudela', 'Calatayud']) expect(linked('Zaragoza', n)).toBe(true);
  });

  it('11.2: the Catalan frontier matches the bot example (only Tudela and Calatayud below 3, only Navarra and Tortosa at 4; Castilla and Valencia its neighbours)', () => {
    const catalan = new Set(AREAS.filter((a) => a.start === 'catalanes').map((a) => a.id));
    const frontier = new Set<number>();
    for (const c of CONNECTIONS) {
      if (catalan.has(c.a) && !catalan.has(c.b)) frontier.add(c.b);
      if (catalan.has(c.b) && !catalan.has(c.a)) frontier.add(c.a);
    }
    const areas = [...frontier].map((id) => AREAS[id - 1]!);
    expect(
      areas
        .filter((a) => a.defence < 3)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Calatayud', 'Tudela']);
    expect(
      areas
        .filter((a) => a.defence === 4)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Navarra', 'Tortosa']);
    expect([...new Set(areas.map((a) => a.start).filter((s) => s !== null))].sort()).toEqual(['castilla', 'valencia']);
  });

  it('connections are unique, between distinct areas, and the map is connected', () => {
    const keys = CONNECTIONS.map((c) => [Math.min(c.a, c.b), Math.max(c.a, c.b)].join('-'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of CONNECTIONS) expect(c.a).not.toBe(c.b);
    const seen = new Set([1]);
    const queue = [1];
    while (queue.length > 0) {
      const a = queue.pop()!;
      for (const c of CONNECTIONS) {
        const other = c.a === a ? c.b : c.b === a ? c.a : 0;
        if (other !== 0 && !seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    expect(seen.size).toBe(58);
  });

  it('10.1: the El Cid deployment lies east of the line and each area has one owner', () => {
    const used = EL_CID_SEATS.flatMap((s) => s.areas);
    expect(new Set(used).size).toBe(used.length);
    for (const a of used) expect(AREAS[a - 1]!.eastOfLine).toBe(true);
    for (const s of EL_CID_SEATS) expect(s.areas).toContain(s.capital);
    expect(EL_CID_SEATS.map((s) => [s.kingdom, s.hand])).toEqual([
      ['almoravides', 12],
      ['castilla', 6],
      ['catalanes', 5],
      ['el-cid', 7],
    ]);
    expect(AREAS[EL_CID_SEATS[0]!.capital - 1]!.name).toBe('Málaga');
  });
});

describe('data: the decks (2.1)', () => {
  it('every card passes its schema; 40 cards a deck', () => {
    for (const c of [...CHRISTIAN_DECK, ...MUSLIM_DECK]) cardDefSchema.parse(c);
    expect(CARDS.filter((c) => c.deck === 'christian')).toHaveLength(40);
    expect(CARDS.filter((c) => c.deck === 'muslim')).toHaveLength(40);
    expect(CARDS.map((c) => c.id)).toEqual(Array.from({ length: 80 }, (_, i) => i));
  });

  it('holds every card the rules and the FAQ name, as they describe them', () => {
    const names = new Set(CARDS.map((c) => c.def.name));
    for (const n of ['Campeón', 'Milicia', 'Salida por sorpresa', 'Tregua', 'Razzia', 'Juicio de Dios', 'Campaña de independiente']) expect(names).toContain(n);
    const def = (name: string) => CARDS.find((c) => c.def.name === name)!.def;
    expect(def('Campeón')).toMatchObject({ type: 'response', use: { attack: true, defence: true, incursion: true }, effect: { kind: 'extra-dice', dice: 2 } });
    expect(def('Milicia')).toMatchObject({ type: 'response', use: { attack: false, defence: true }, effect: { kind: 'extra-dice', dice: 2 } });
    expect(def('Salida por sorpresa')).toMatchObject({ type: 'response', effect: { kind: 'cancel-troop' } });
    expect(def('Tregua')).toMatchObject({ type: 'event', permanent: true });
    expect(CARDS.filter((c) => c.def.name === 'Tregua').every((c) => c.deck === 'christian')).toBe(true);
    expect(def('Campaña de independiente')).toMatchObject({ type: 'event', bot: { areas: 'invasion-route' }, effect: { independence: true } });
    expect(CARDS.some((c) => c.def.type === 'troop' && c.def.ofensiva)).toBe(true);
    expect(CARDS.some((c) => c.def.type === 'event' && c.def.ofensiva)).toBe(true);
    expect(CARDS.some((c) => c.def.type === 'event' && c.def.removedAfterUse)).toBe(true);
  });
});
