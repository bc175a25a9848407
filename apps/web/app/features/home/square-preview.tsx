import { useTranslation } from 'react-i18next';
import type { ActivityCard, SquareTabs } from '@roadshow/contracts/home';
import { SquareTab } from '@roadshow/contracts/tabs';
import { Section } from '../../components/section.tsx';
import { TabbedActivityList } from './tabbed-activity-list.tsx';

/** Spec §3: square tabs are 1 all, 2 performance briefing, 4 other; the all tab comes first. */
export function visibleSquareTabs(tabs: SquareTabs): number[] {
  const shown = [
    { type: SquareTab.All, isShow: tabs.all },
    { type: SquareTab.Performance, isShow: tabs.performance },
    { type: SquareTab.Other, isShow: tabs.other },
  ];
  return shown.filter((tab) => tab.isShow).map((tab) => tab.type);
}

export function SquarePreview({ tabs, initial }: { tabs: SquareTabs; initial: ActivityCard[] | null }) {
  const { t } = useTranslation();
  const visible = visibleSquareTabs(tabs);
  return (
    <Section id="square" title={t('home.square')} moreHref="/tab/roadshowSquare">
      <TabbedActivityList
        tabs={visible.length > 0 ? visible : [SquareTab.All]}
        labelKey="squareTabs"
        initial={initial}
        loader="squareList"
        label={t('home.square')}
      />
    </Section>
  );
}
