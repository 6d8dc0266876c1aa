import * as z from './schema.js';

/**
 * Where a data record comes from (see docs/data-provenance.md): transcribed from the
 * rulebook (with its section), from the published components (counters, board, cards, FAQ),
 * or reconstructed where no source has it (with a note on how).
 */
export type Source =
  | {
      /** Transcribed from the rulebook. */
      readonly kind: 'rulebook';
      /** The rulebook section it comes from, e.g. `'2.2'` or `'10.1'`. */
      readonly section: string;
      /** What the section gives, when it is not the whole record (`'colours and order of play'`). */
      readonly note?: string | undefined;
    }
  | {
      /** Read from the published components (map, counters, cards) or the publisher's FAQ. */
      readonly kind: 'published';
      /** Which component, and what was read from it. */
      readonly note: string;
    }
  | {
      /** Reconstructed where no source has it, for an owner of the game to correct as data. */
      readonly kind: 'reconstructed';
      /** How it was reconstructed, and from what. */
      readonly note: string;
    };

const text = z.string().check(z.minLength(1));
/** The schema of {@link Source}, for the data tables' schemas (typed by it: the fields are documented there). */
export const sourceSchema: z.Type<Source> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rulebook'), section: text, note: z.optional(text) }),
  z.strictObject({ kind: z.literal('published'), note: text }),
  z.strictObject({ kind: z.literal('reconstructed'), note: text }),
]);
