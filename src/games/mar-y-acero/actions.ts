import { z } from 'zod';
import type { Bag } from './data/units.js';

/** Every decision of Mar y Acero is one small action (see docs in index.ts). */
export type MyaAction =
  | { readonly type: 'event'; readonly card: number }
  | { readonly type: 'place'; readonly piece: string; readonly area: number }
  | { readonly type: 'scribe'; readonly area: number }
  | { readonly type: 'pass' }
  | { readonly type: 'draw'; readonly bag: Bag }
  | { readonly type: 'flip'; readonly piece: string }
  | { readonly type: 'activate'; readonly area: number }
  | { readonly type: 'build'; readonly what: 'palisade' | 'citadel' }
  | { readonly type: 'buildAt'; readonly area: number }
  | { readonly type: 'buildDone' }
  | { readonly type: 'move'; readonly piece: string; readonly to: number }
  | { readonly type: 'payNaval'; readonly area: number; readonly piece: string }
  | { readonly type: 'incursion'; readonly target: number }
  | { readonly type: 'endMove' }
  | { readonly type: 'fight'; readonly area: number }
  | { readonly type: 'commit'; readonly piece: string }
  | { readonly type: 'swap'; readonly out: string; readonly in: string }
  | { readonly type: 'noSwap' }
  | { readonly type: 'hit'; readonly piece: string }
  | { readonly type: 'withdraw'; readonly piece: string; readonly to: number }
  | { readonly type: 'stay' }
  /**
   * 4.5 Divine Grace/Yaya: `none`; `minus` with `die` (0-2, the die's position in the roll) for -1
   * on that die; `reroll` with `dice`, the positions of the dice re-rolled as ascending digits
   * ('0', '02', '012'...; '0' for the single die of an incursion or gold search). A string, not an
   * array, so that every action stays flat (strings and numbers only, compared field by field).
   */
  | { readonly type: 'grace'; readonly use: 'none' | 'reroll' | 'minus'; readonly die?: number; readonly dice?: RerollDice }
  | { readonly type: 'again' }
  | { readonly type: 'stop' }
  | { readonly type: 'choose'; readonly option: number }
  | { readonly type: 'bot' };

/** 4.5: which dice of a roll (at most three) are re-rolled: their positions, ascending, none twice. */
export type RerollDice = '0' | '1' | '2' | '01' | '02' | '12' | '012';
export const REROLL_DICE: readonly RerollDice[] = ['0', '1', '2', '01', '02', '12', '012'];

const area = z.number().int().min(1).max(15);
const id = z.string().min(1);

export const myaActionSchema: z.ZodType<MyaAction> = z.union([
  z.object({ type: z.literal('event'), card: z.number().int() }).strict(),
  z.object({ type: z.literal('place'), piece: id, area }).strict(),
  z.object({ type: z.literal('scribe'), area }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('draw'), bag: z.enum(['soldier', 'settler', 'taino', 'carib', 'rebel']) }).strict(),
  z.object({ type: z.literal('flip'), piece: id }).strict(),
  z.object({ type: z.literal('activate'), area }).strict(),
  z.object({ type: z.literal('build'), what: z.enum(['palisade', 'citadel']) }).strict(),
  z.object({ type: z.literal('buildAt'), area }).strict(),
  z.object({ type: z.literal('buildDone') }).strict(),
  z.object({ type: z.literal('move'), piece: id, to: area }).strict(),
  z.object({ type: z.literal('payNaval'), area, piece: id }).strict(),
  z.object({ type: z.literal('incursion'), target: area }).strict(),
  z.object({ type: z.literal('endMove') }).strict(),
  z.object({ type: z.literal('fight'), area }).strict(),
  z.object({ type: z.literal('commit'), piece: id }).strict(),
  z.object({ type: z.literal('swap'), out: id, in: id }).strict(),
  z.object({ type: z.literal('noSwap') }).strict(),
  z.object({ type: z.literal('hit'), piece: id }).strict(),
  z.object({ type: z.literal('withdraw'), piece: id, to: area }).strict(),
  z.object({ type: z.literal('stay') }).strict(),
  z.object({ type: z.literal('grace'), use: z.literal('none') }).strict(),
  z.object({ type: z.literal('grace'), use: z.literal('minus'), die: z.number().int().min(0).max(2) }).strict(),
  z.object({ type: z.literal('grace'), use: z.literal('reroll'), dice: z.enum(REROLL_DICE as [RerollDice, ...RerollDice[]]) }).strict(),
  z.object({ type: z.literal('again') }).strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('choose'), option: z.number().int().min(0).max(15) }).strict(),
  z.object({ type: z.literal('bot') }).strict(),
]) as unknown as z.ZodType<MyaAction>;
