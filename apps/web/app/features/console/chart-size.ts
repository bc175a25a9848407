/** The analytics charts' drawn size: the server draws at it, the page reserves it (no layout shift). */
export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 260;
