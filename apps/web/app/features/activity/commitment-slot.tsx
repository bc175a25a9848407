import { lazy, Suspense } from 'react';

// The panel (signature pad, QR code) is loaded only for viewers who have a letter to sign.
const CommitmentLetterPanel = lazy(() =>
  import('./commitment-letter/commitment-letter-panel.tsx').then((module) => ({
    default: module.CommitmentLetterPanel,
  })),
);

/**
 * The commitment letter (spec §4): signed after sign-up, so shown once the user holds a sign-up on
 * an activity that asks for one. Until it is signed the sign-up keeps its seat but the meeting stays
 * closed (decision 018).
 */
export function CommitmentSlot(props: { activityId: number; signedUp: boolean }) {
  if (!props.signedUp) return null;
  return (
    <Suspense fallback={<div className="skeleton skeleton--line" aria-hidden="true" />}>
      <CommitmentLetterPanel activityId={props.activityId} />
    </Suspense>
  );
}
