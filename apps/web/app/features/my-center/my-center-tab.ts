/**
 * The tabs of the personal center (spec §2: param activeName): personal information and my
 * certification, then the lists of spec §7 "Other" (decision 057).
 */
export const MY_CENTER_TABS = [
  'personal',
  'certification',
  'roadshows',
  'questions',
  'bookings',
  'questionnaires',
  'orders',
] as const;
export type MyCenterTab = (typeof MY_CENTER_TABS)[number];
/** The tabs that show one of the user's lists, with a count beside their name. */
export type MyListTab = Exclude<MyCenterTab, 'personal' | 'certification'>;
export const isListTab = (tab: MyCenterTab): tab is MyListTab => tab !== 'personal' && tab !== 'certification';

// The header links with ?activeName=personal and =certification; older links name the tabs in full.
const ALIASES: Record<string, MyCenterTab> = {
  personal: 'personal',
  personalinformation: 'personal',
  certification: 'certification',
  mycertification: 'certification',
  roadshows: 'roadshows',
  myroadshows: 'roadshows',
  questions: 'questions',
  myquestions: 'questions',
  bookings: 'bookings',
  mybookings: 'bookings',
  questionnaires: 'questionnaires',
  myquestionnaires: 'questionnaires',
  orders: 'orders',
  myorders: 'orders',
};

/** The tab a URL asks for: the path's :activeName, else ?activeName=, else personal information. */
export function myCenterTab(url: URL, pathParam: string | undefined): MyCenterTab {
  const asked = (pathParam ?? url.searchParams.get('activeName') ?? '').toLowerCase();
  // Own keys only: ?activeName=__proto__ must not read the object's prototype.
  return Object.hasOwn(ALIASES, asked) ? ALIASES[asked]! : 'personal';
}

export const myCenterHref = (tab: MyCenterTab) => `/tab/myCenter?activeName=${tab}`;
