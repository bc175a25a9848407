// Plain constants, kept apart from the zod schemas so the browser can use them without zod.

/** Spec §3 square tab types: 1 all, 2 performance briefing, 4 other. */
export const SquareTab = { All: 1, Performance: 2, Other: 4 } as const;

/** Open-class tabs: 1 all, 2 investing basics, 3 industry research, 4 rules and policy. */
export const CLASS_CATEGORIES = [2, 3, 4] as const;

/** Financial-report video tabs: 1 latest, 2 annual, 3 interim, 4 quarterly. */
export const REPORT_KINDS = [2, 3, 4] as const;
