/** Spec §2 header items, in order. Value News is shown (DESIGN §5). */
export interface NavItem {
  key: string;
  labelKey: string;
  href?: string;
  external?: boolean;
  children?: NavItem[];
}

export function navItems(aboutUrl: string): NavItem[] {
  return [
    { key: 'home', labelKey: 'nav.home', href: '/' },
    { key: 'roadshow', labelKey: 'nav.roadshow', href: '/tab/roadshowSquare' },
    { key: 'topics', labelKey: 'nav.topics', href: '/tab/activityTheme' },
    { key: 'courses', labelKey: 'nav.courses', href: '/tab/openClass' },
    { key: 'valueNews', labelKey: 'nav.valueNews', href: '/tab/flashNews' },
    { key: 'financial', labelKey: 'nav.financial', href: '/tab/interpretation' },
    {
      key: 'listedCompanies',
      labelKey: 'nav.listedCompanies',
      children: [
        { key: 'companyLibrary', labelKey: 'nav.companyLibrary', href: '/tab/listedCompany' },
        { key: 'irWebsite', labelKey: 'nav.irWebsite', href: '/tab/IRwebsite' },
      ],
    },
    { key: 'about', labelKey: 'nav.about', href: aboutUrl, external: true },
  ];
}
