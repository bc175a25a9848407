/** Whose half-filled form: one per user, activity and source (spec §7 source 01). */
export interface SignInfoKey {
  userId: string;
  activityId: number;
  source: string;
}

/**
 * The short-lived store of half-filled registration forms (DESIGN §10): Redis when configured,
 * otherwise a database table with an expiry. It keeps opaque (already encrypted) text.
 */
export interface SignInfoStore {
  /** Stores or replaces the value; it disappears at `expiresAt`. */
  put(key: SignInfoKey, value: string, options: { now: Date; expiresAt: Date }): Promise<void>;
  /** The value, or null when there is none or it has expired. */
  get(key: SignInfoKey, now: Date): Promise<string | null>;
  close(): Promise<void>;
}

/** How long a draft survives without being saved again. */
export const SIGN_INFO_TTL_MS = 24 * 3600_000;
