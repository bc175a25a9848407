export const SESSION_RULES = {
  /** How long a login lasts at the identity service. */
  sessionTtlMs: 7 * 24 * 3600_000,
  /** A service ticket must be redeemed within seconds of the redirect that carries it. */
  ticketTtlMs: 30_000,
  /** The identity service's own session cookie (the ticket-granting cookie). */
  cookieName: 'rs_tgc',
} as const;
