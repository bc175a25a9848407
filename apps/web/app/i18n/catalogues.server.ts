import { mergedCatalogues } from './merge-catalogues.ts';

/** All three catalogues live on the server; each page ships only its own language's. */
export const catalogues = mergedCatalogues;
