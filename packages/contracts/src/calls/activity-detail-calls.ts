import type { z } from 'zod';
import {
  activityBodySchema,
  activityContentSchema,
  activityDetailSchema,
  activityStatusSchema,
  agendaListSchema,
  attendSettingSchema,
  companyIntroductionSchema,
  fileListSchema,
  guestListSchema,
  relatedListSchema,
} from '../activity-detail.ts';
import { defineCall } from './define-call.ts';

const tags = ['activity'];

/** One activity-page read: POST with { activityId } as spec §7 has them. */
const activityRead = <const Path extends `/activity/${string}`, Result extends z.ZodType>(
  path: Path,
  summary: string,
  result: Result,
) => defineCall({ service: 'roadshow', method: 'POST', path, summary, tags, input: activityBodySchema, result });

/**
 * The activity page's reads (spec §7 activity service). The API caches the public parts
 * (detail, company, related); the gated parts check the viewer's access.
 */
export const activityDetailCalls = {
  getActivityManageDetail: activityRead(
    '/activity/getActivityManageDetail',
    'Activity detail anyone may see',
    activityDetailSchema,
  ),
  getCompanyIntroduction: activityRead(
    '/activity/getCompanyIntroduction',
    'The company behind the activity',
    companyIntroductionSchema,
  ),
  getRelatedActivityList: activityRead(
    '/activity/getRelatedActivityList',
    'Activities of the same company or topic',
    relatedListSchema,
  ),
  getActivityContent: activityRead(
    '/activity/getActivityContent',
    'Activity content (access mode checked)',
    activityContentSchema,
  ),
  getGuestPersonList: activityRead('/activity/getGuestPersonList', 'Guests (access mode checked)', guestListSchema),
  getMeetingAgendaList: activityRead(
    '/activity/getMeetingAgendaList',
    'Agenda with its visibility index (spec §4)',
    agendaListSchema,
  ),
  getFileInfoList: activityRead('/activity/getFileInfoList', 'Files (access mode checked)', fileListSchema),
  getAttendSetting: activityRead(
    '/activity/getAttendSetting',
    'How the activity takes sign-ups, seats left',
    attendSettingSchema,
  ),
  getActivityStatus: activityRead('/activity/getActivityStatus', 'Meeting status and phase', activityStatusSchema),
  getLiveStatus: activityRead('/activity/getLiveStatus', 'Live status', activityStatusSchema),
};
