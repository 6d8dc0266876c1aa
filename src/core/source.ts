import { z } from 'zod';

/**
 * Where a data record comes from (see docs/data-provenance.md): transcribed from the
 * rulebook (with its section), from the published components gathered in `shared/data/`,
 * or reconstructed where no source has it (with a note on how).
 */
export type Source =
  | { readonly kind: 'rulebook'; readonly section: string; readonly note?: string }
  | { readonly kind: 'published'; readonly note: string }
  | { readonly kind: 'reconstructed'; readonly note: string };

/** The zod schema of {@link Source}, for the data tables' schemas. */
export const sourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rulebook'), section: z.string().min(1), note: z.string().min(1).optional() }).strict(),
  z.object({ kind: z.literal('published'), note: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('reconstructed'), note: z.string().min(1) }).strict(),
]);
