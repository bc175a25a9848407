/** The two tabs of the personal center (spec §2: param activeName). */
export const MY_CENTER_TABS = ['personal', 'certification'] as const;
export type MyCenterTab = (typeof MY_CENTER_TABS)[number];

// The header links with ?activeName=personal and =certification; older links name the tabs in full.
const ALIASES: Record<string, MyCenterTab> = {
  personal: 'personal',
  personalinformation: 'personal',
  certification: 'certification',
  mycertification: 'certification',
};

/** The tab a URL asks for: the path's :activeName, else ?activeName=, else personal information. */
export function myCenterTab(url: URL, pathParam: string | undefined): MyCenterTab {
  const asked = (pathParam ?? url.searchParams.get('activeName') ?? '').toLowerCase();
  return ALIASES[asked] ?? 'personal';
}

export const myCenterHref = (tab: MyCenterTab) => `/tab/myCenter?activeName=${tab}`;
