import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { ConsoleActivityDetail } from '@roadshow/contracts/console';
import { ActivityForm } from '../../features/console/activity-form.tsx';
import { companyParam, consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/activity-edit';

/** A new activity starts a week ahead, two hours long, registration with approval. */
function blankFields(companyId: number, now: number): ConsoleActivityDetail['fields'] {
  const start = new Date(Math.ceil((now + 7 * 86_400_000) / 3_600_000) * 3_600_000);
  return {
    companyId,
    kind: 'roadshow',
    squareType: 2,
    titleZh: '',
    titleEn: null,
    titleTc: null,
    summaryZh: '',
    summaryEn: null,
    summaryTc: null,
    contentZh: '',
    contentEn: null,
    contentTc: null,
    locationZh: null,
    locationEn: null,
    locationTc: null,
    meetingStatus: 0,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    accessMode: 'registration',
    quota: null,
    needsApproval: true,
    signUpStartAt: null,
    signUpEndAt: null,
    registrationForm: false,
    commitmentLetter: false,
  };
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.activityId) {
    return { activityId: null, published: false, fields: blankFields(companyParam(request) ?? 0, Date.now()) };
  }
  const activityId = activityIdParam(params);
  return consoleLoad(() =>
    serverApi(context, langFromRequest(request)).call(contract.console.getActivity, { activityId }),
  );
}

/** Create or edit an activity (decision 030). */
export default function ConsoleActivityEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const heading = loaderData.activityId ? t('console.form.editTitle') : t('console.form.newTitle');
  return (
    <section className="console-page">
      <title>{`${heading} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{heading}</h2>
      </div>
      <ActivityForm
        key={loaderData.activityId ?? 'new'}
        activityId={loaderData.activityId}
        fields={loaderData.fields}
        onSaved={(activityId) => {
          if (loaderData.activityId) void revalidator.revalidate();
          else void navigate(cs.href('/console'));
          void activityId;
        }}
      />
    </section>
  );
}
