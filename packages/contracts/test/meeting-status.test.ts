import { describe, expect, it } from 'vitest';
import { isUpcomingOrLive, MeetingStatus, parseMeetStatus, toMeetStatusString } from '../src/meeting-status.ts';

describe('meeting status (spec §4)', () => {
  it.each([
    [MeetingStatus.Preview, 0, '0', true],
    [MeetingStatus.Live, 1, '1', true],
    [MeetingStatus.Replay, 2, '2', false],
    [MeetingStatus.Ended, 3, '3', false],
  ] as const)('%i is %i, "%s", upcoming or live: %s', (status, value, text, upcoming) => {
    expect(status).toBe(value);
    expect(toMeetStatusString(status)).toBe(text);
    expect(parseMeetStatus(text)).toBe(status);
    expect(isUpcomingOrLive(status)).toBe(upcoming);
  });

  it('rejects values outside 0..3', () => {
    expect(parseMeetStatus('4')).toBeUndefined();
    expect(parseMeetStatus('x')).toBeUndefined();
    expect(parseMeetStatus(-1)).toBeUndefined();
  });
});
