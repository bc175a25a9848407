/**
 * SLOT for the commitment letter (spec §4; built by the sign-up extras engineer, keyed by activity
 * and user, in its own table). Shown under the sign-up status once the user holds a sign-up on an
 * activity that asks for a letter. Renders nothing until the lead wires the extras component here.
 */
export function CommitmentSlot(_props: { activityId: number; signedUp: boolean }) {
  return null;
}
