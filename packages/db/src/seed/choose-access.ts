import type { AccessMode } from './activity-text.ts';
import { HOUR_MS } from './china-time.ts';
import type { ActivityPlan } from './plan-activities.ts';
import type { Random } from './random.ts';

export interface AccessSettings {
  accessMode: AccessMode;
  quota: number | null;
  signUpStartAt: Date | null;
  signUpEndAt: Date | null;
  needsApproval: boolean;
  priceCents: number;
  /** The registration form of spec §3 must be filled to sign up. */
  registrationForm: boolean;
  /** A commitment letter is signed after sign-up (spec §4). */
  commitmentLetter: boolean;
}

const DAY_MS = 24 * HOUR_MS;

function signUpWindow(
  plan: ActivityPlan,
  daysBefore: number,
  closesBeforeMs: number,
): Pick<AccessSettings, 'signUpStartAt' | 'signUpEndAt'> {
  const start = plan.startAt.getTime();
  return { signUpStartAt: new Date(start - daysBefore * DAY_MS), signUpEndAt: new Date(start - closesBeforeMs) };
}

/**
 * Mostly public, as on a real IR platform, with enough of every other mode (and of sign-up
 * windows not yet open, open, and closed) that each sign-up label of spec §4 can be reached.
 */
export function chooseAccess(random: Random, plan: ActivityPlan): AccessSettings {
  const open: AccessSettings = {
    accessMode: 'public',
    quota: null,
    signUpStartAt: null,
    signUpEndAt: null,
    needsApproval: false,
    priceCents: 0,
    registrationForm: false,
    commitmentLetter: false,
  };
  if (plan.kind === 'offlineResearch') {
    // A reviewed site visit asks who is coming (the full form) and a signed commitment letter, so
    // the demo shows the whole sign-up flow. Decided from the draws already made: the sequence of
    // random numbers (and so every other seeded row) stays as it was.
    // The smaller visits (20 or 30 places) do; the larger keep the one-click reviewed sign-up.
    const needsApproval = random.chance(0.8);
    const quota = random.pick([20, 30, 40, 60]);
    const paperwork = needsApproval && quota <= 30;
    return {
      ...open,
      accessMode: 'registration',
      quota,
      needsApproval,
      registrationForm: paperwork,
      commitmentLetter: paperwork,
      ...signUpWindow(plan, 21, 2 * DAY_MS),
    };
  }
  const roll = random.next();
  if (plan.kind === 'openClass') {
    if (roll < 0.7) return open;
    // A few paid classes so the payment flow has something to pay for.
    return {
      ...open,
      accessMode: 'registration',
      quota: random.pick([100, 200, 500]),
      priceCents: roll < 0.8 ? random.pick([9_900, 19_900]) : 0,
      ...signUpWindow(plan, 14, HOUR_MS),
    };
  }
  if (roll < 0.7) return open;
  if (roll < 0.82) {
    return {
      ...open,
      accessMode: 'registration',
      quota: random.chance(0.7) ? random.pick([200, 300, 500, 1000]) : null,
      needsApproval: random.chance(0.3),
      ...signUpWindow(plan, random.pick([7, 10, 14]), HOUR_MS / 2),
    };
  }
  if (roll < 0.88) return { ...open, accessMode: 'direct' };
  if (roll < 0.94) return { ...open, accessMode: 'whitelist', needsApproval: true, ...signUpWindow(plan, 10, HOUR_MS) };
  return { ...open, accessMode: 'invitees', quota: random.pick([50, 80, 120]) };
}
