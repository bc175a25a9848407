import type { Db } from '@roadshow/db/client';
import { createActivityDetailRepository } from './activity-detail-repository.ts';
import { createActivityRepository } from './activity-repository.ts';
import { createAccessListRepository } from './access-list-repository.ts';
import { createAnalyticsRepository } from './analytics-repository.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createConsolePartRepository } from './console-part-repository.ts';
import { createCompanyMemberRepository } from './company-member-repository.ts';
import { createCompanyRepository } from './company-repository.ts';
import { createConsoleActivityRepository } from './console-activity-repository.ts';
import { createFollowRepository } from './follow-repository.ts';
import { createHomeContentRepository } from './home-content-repository.ts';
import { createLiveDeskRepository } from './live-desk-repository.ts';
import { createLiveRepository } from './live-repository.ts';
import { createLogRepository } from './log-repository.ts';
import { createMyCenterRepository } from './my-center-repository.ts';
import { createNewsRepository } from './news-repository.ts';
import { createNotificationRepository } from './notification-repository.ts';
import { createQuestionnaireRepository } from './questionnaire-repository.ts';
import { createPayRepository } from './pay-repository.ts';
import { createSearchIndexRepository } from './search-index-repository.ts';
import { createSearchRepository } from './search-repository.ts';
import { createShareRepository } from './share-repository.ts';
import { createSignInfoRepository } from './sign-info-repository.ts';
import { createCommitmentLetterRepository } from './commitment-letter-repository.ts';
import { createSignUpRepository } from './sign-up-repository.ts';
import { createTopicRepository } from './topic-repository.ts';
import { createVisitRepository } from './visit-repository.ts';

export function createRepositories(db: Db) {
  return {
    activities: createActivityRepository(db),
    companies: createCompanyRepository(db),
    follows: createFollowRepository(db),
    activityDetail: createActivityDetailRepository(db),
    homeContent: createHomeContentRepository(db),
    live: createLiveRepository(db),
    liveDesk: createLiveDeskRepository(db),
    logs: createLogRepository(db),
    news: createNewsRepository(db),
    search: createSearchRepository(db),
    searchIndex: createSearchIndexRepository(db),
    share: createShareRepository(db),
    signUps: createSignUpRepository(db),
    topics: createTopicRepository(db),
    signInfo: createSignInfoRepository(db),
    letters: createCommitmentLetterRepository(db),
    notifications: createNotificationRepository(db),
    companyMembers: createCompanyMemberRepository(db),
    audit: createAuditRepository(db),
    analytics: createAnalyticsRepository(db),
    accessLists: createAccessListRepository(db),
    consoleActivities: createConsoleActivityRepository(db),
    questionnaires: createQuestionnaireRepository(db),
    myCenter: createMyCenterRepository(db),
    visits: createVisitRepository(db),
    consoleParts: createConsolePartRepository(db),
    payments: createPayRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
