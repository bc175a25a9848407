import type { ErrorCode } from '@roadshow/contracts/error-codes';
import type { AccessMode, SignUpState } from '@roadshow/contracts/sign-label';

/** The parts of an activity that an access mode may hold back (detail, company and related never are). */
export const GATED_RESOURCES = ['content', 'guests', 'agenda', 'files', 'meeting'] as const;
export type GatedResource = (typeof GATED_RESOURCES)[number];

export interface AccessSubject {
  loggedIn: boolean;
  mobile: string;
  listed: boolean;
  state: SignUpState | null;
}

// What each mode asks of a viewer, per resource: nothing, a place on the list, or an approved sign-up.
type Need = 'none' | 'listed' | 'approved' | 'listedAndApproved';
const NEEDS: Record<AccessMode, Record<GatedResource, Need>> = {
  public: { content: 'none', guests: 'none', agenda: 'none', files: 'none', meeting: 'none' },
  direct: { content: 'none', guests: 'none', agenda: 'none', files: 'none', meeting: 'none' },
  registration: { content: 'none', guests: 'none', agenda: 'approved', files: 'approved', meeting: 'approved' },
  whitelist: {
    content: 'listed',
    guests: 'listed',
    agenda: 'listedAndApproved',
    files: 'listedAndApproved',
    meeting: 'listedAndApproved',
  },
  invitees: { content: 'listed', guests: 'listed', agenda: 'listed', files: 'listed', meeting: 'listed' },
};

/** Whether a resource of an activity in this mode is open to anyone (public cards show only those). */
export function openToEveryone(mode: string, resource: GatedResource): boolean {
  const needs = NEEDS[mode as AccessMode] as Record<GatedResource, Need> | undefined;
  return needs !== undefined && needs[resource] === 'none';
}

/**
 * Spec §6 in one place: whether this subject may see this resource of an activity in this mode,
 * and if not, the error that tells them why (log in, contact the sponsor, register, wait, ...).
 */
export function accessDenial(mode: AccessMode, resource: GatedResource, subject: AccessSubject): ErrorCode | null {
  const need = NEEDS[mode][resource];
  if (need === 'none') return null;
  if (!subject.loggedIn) return 'UNAUTHORIZED';
  if (need === 'listed' || need === 'listedAndApproved') {
    if (!subject.mobile) return 'MOBILE_EMAIL_EMPTY';
    if (!subject.listed) return 'NO_ATTEND_PERMISSION';
    if (need === 'listed') return null;
  }
  switch (subject.state) {
    case 'approved':
      return null;
    case 'pending':
    case 'waiting':
      return 'SIGN_UP_UNDER_REVIEW';
    case 'rejected':
      return 'SIGN_UP_NOT_APPROVED';
    default:
      return 'SIGN_UP_NOT_REGISTERED';
  }
}
