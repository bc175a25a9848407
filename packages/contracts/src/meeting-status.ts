/** meeting_status / meetStatus (spec §4, DESIGN §5): one enum for the whole product. */
export const MeetingStatus = {
  Preview: 0,
  Live: 1,
  Replay: 2,
  Ended: 3,
} as const;
export type MeetingStatus = (typeof MeetingStatus)[keyof typeof MeetingStatus];
export const MEETING_STATUSES = [0, 1, 2, 3] as const satisfies readonly MeetingStatus[];

/** The API carries meetStatus as a string ("0".."3"), as the spec says. */
export type MeetStatusString = '0' | '1' | '2' | '3';

export function toMeetStatusString(status: MeetingStatus): MeetStatusString {
  return String(status) as MeetStatusString;
}

export function parseMeetStatus(value: string | number): MeetingStatus | undefined {
  const n = typeof value === 'number' ? value : Number(value);
  return (MEETING_STATUSES as readonly number[]).includes(n) ? (n as MeetingStatus) : undefined;
}

export function isUpcomingOrLive(status: MeetingStatus): boolean {
  return status === MeetingStatus.Preview || status === MeetingStatus.Live;
}
