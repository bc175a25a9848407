/** SMS code rules (DESIGN §5): 6 digits, single use, at most 10 minutes, 5 wrong tries burn it. */
export const SMS_RULES = {
  codeTtlMs: 10 * 60_000,
  maxWrongTries: 5,
  /** The resend countdown the pages show, enforced here too. */
  resendAfterMs: 60_000,
  perPhonePerDay: 10,
  perIpPerHour: 30,
} as const;
