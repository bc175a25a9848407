import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { data, useNavigate, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { roleMay, type ConsoleActivityDetail } from '@roadshow/contracts/console';
import { ActivityForm } from '../../features/console/activity-form.tsx';
import { companyParam, consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import { chinaTime } from '../../features/console/format-time.ts';
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
    topicId: null,
    coverUrl: null,
    waitingList: true,
    guests: [],
    agenda: [],
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = serverApi(context, langFromRequest(request));
  if (!params.activityId) {
    const companyId = companyParam(request) ?? 0;
    // Only an editor may start a new activity: anyone else gets the 403 page, not a form that cannot save.
    const access = await api.call(contract.console.myConsoleAccess);
    const role = access.companies.find((company) => company.companyId === companyId)?.role;
    if (!role || !roleMay(role, 'activity.edit')) throw data(null, { status: 403 });
    return {
      activityId: null,
      published: false,
      cancelledAt: null,
      fields: blankFields(companyId, Date.now()),
      files: [] as ConsoleActivityDetail['files'],
    };
  }
  const activityId = activityIdParam(params);
  return consoleLoad(() => api.call(contract.console.getActivity, { activityId }));
}

/**
 * Create or edit an activity (decision 030). Who may not edit (approver, guest), and everyone once
 * the activity is cancelled (decision 075), sees the same form read-only, without its buttons.
 */
export default function ConsoleActivityEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const cancelled = loaderData.cancelledAt !== null;
  const readOnly = cancelled || !cs.may('activity.edit');
  const heading = readOnly
    ? t('consoleMends.viewTitle')
    : loaderData.activityId
      ? t('console.form.editTitle')
      : t('console.form.newTitle');
  return (
    <section className="console-page">
      <title>{`${heading} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{heading}</h2>
      </div>
      {readOnly ? (
        <Alert
          type={cancelled ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={
            cancelled
              ? t('consoleMends.cancelledNotice', { time: `${chinaTime(loaderData.cancelledAt!)} (UTC+8)` })
              : t('consoleMends.readOnlyNotice')
          }
        />
      ) : null}
      <ActivityForm
        key={loaderData.activityId ?? 'new'}
        activityId={loaderData.activityId}
        fields={loaderData.fields}
        files={loaderData.files}
        readOnly={readOnly}
        onSaved={() => {
          if (loaderData.activityId) void revalidator.revalidate();
          else void navigate(cs.href('/console'));
        }}
      />
    </section>
  );
}
