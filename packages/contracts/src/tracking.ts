/** Spec §9 constants for page-view and behaviour logs. */
export const PAGE_VIEW_PRODUCT_ID = 25;

export const BEHAVIOR_LOG_DEFAULTS = {
  appVersion: '1.0.0',
  bhvType: 'click',
  vender: '00',
  moduleId: '6101',
  pageId: '0004',
  platform: 'pc',
  productId: '33',
} as const;

/** Spec §3: moduleType values sent with insertPageLog, one per tracked route. */
export const PAGE_TRACKING_IDS: Record<string, string> = {
  '/': 'home',
  '/tab/roadshowSquare': 'roadshowSquare',
  '/tab/activityTheme': 'activityTheme',
  '/tab/openClass': 'openClass',
  '/tab/flashNews': 'flashNews',
  '/tab/interpretation': 'interpretation',
  '/tab/listedCompany': 'listedCompany',
  '/tab/IRwebsite': 'IRwebsite',
  '/tab/activityIndex': 'activityIndex',
  '/tab/activityThemeDetail': 'activityThemeDetail',
  // Phones are sent from /tab/activityIndex to the H5 page before any script runs: count the view there.
  '/h5/activity': 'activityIndex',
};
