import type { Source } from '../../../core/source.js';

export { sourceSchema, type Source } from '../../../core/source.js';

export const PUBLISHED = (note: string): Source => ({ kind: 'published', note: `shared/data/mar-y-acero.md, ${note}` });
