import { useTranslation } from 'react-i18next';
import type { ActivityCard } from '@roadshow/contracts/home';
import { Section } from '../../components/section.tsx';
import { TabbedActivityList } from './tabbed-activity-list.tsx';

const CLASS_TABS = [1, 2, 3, 4];

export function ClassBlock({ initial }: { initial: ActivityCard[] | null }) {
  const { t } = useTranslation();
  return (
    <Section id="classes" title={t('home.classes')} moreHref="/tab/openClass">
      <TabbedActivityList
        tabs={CLASS_TABS}
        labelKey="classTabs"
        initial={initial}
        loader="classroomList"
        label={t('home.classes')}
      />
    </Section>
  );
}
