import type { MyQuestionnaire } from '@roadshow/contracts/my-center';
import type { Repositories } from '../../repositories/create-repositories.ts';
import { localize } from '../i18n/localize.ts';
import type { MyListSource } from './my-center-sources.ts';

/** Questionnaires open now that the user may answer and has not (decision 046) for "to fill". */
export function questionnaireSource(repos: Repositories, now: () => Date): MyListSource<MyQuestionnaire> {
  return {
    async list({ userId, lang }) {
      const rows = await repos.questionnaires.pendingForUser(userId, now());
      return rows.map((row) => ({
        questionnaireId: String(row.questionnaireId),
        title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
        activityTitle: localize(lang, row.activityTitleZh, row.activityTitleEn, row.activityTitleTc),
        deadline: row.endAt.toISOString(),
        href: `/tab/questionType?activityId=${row.activityId}`,
      }));
    },
    count: ({ userId }) => repos.questionnaires.countPendingForUser(userId, now()),
  };
}
