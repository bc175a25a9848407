/**
 * Slots in the activity header for features other engineers build: the follow-company button, the
 * share panel and add-to-calendar. They render nothing until those land (the lead wires them here).
 */
export function ActivityHeaderActions(_props: { activityId: number; companyCode: string | null }) {
  return null;
}
