/** The fields of a registration-required roadshow with approval and quota 2, as the console form sends them. */
export function activityFields(companyId: number) {
  return {
    companyId,
    kind: 'roadshow',
    squareType: 2,
    titleZh: '年度业绩说明会',
    titleEn: 'Annual results briefing',
    meetingStatus: 0,
    startAt: '2026-12-01T02:00:00.000Z',
    endAt: '2026-12-01T04:00:00.000Z',
    accessMode: 'registration',
    quota: 2,
    needsApproval: true,
    signUpStartAt: null,
    signUpEndAt: null,
    registrationForm: false,
    commitmentLetter: false,
  };
}
