/** The channels a notification can go out on. */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface OutgoingNotification {
  /** The outbox row that claimed this message (a gateway may pass it on as its idempotency key). */
  outboxId: number;
  channel: NotificationChannel;
  /** Mobile number (sms) or e-mail address. */
  to: string;
  /** E-mail subject; SMS gateways ignore it. */
  subject: string;
  body: string;
}

/**
 * Where the API's notifications go. Real SMS and e-mail gateways implement the same call; the job
 * records the claim in the outbox before calling it and the outcome after, so a gateway only sends.
 */
export interface NotificationSender {
  /** Name stored with each delivered message. */
  readonly provider: string;
  /** True for the local sandbox: nothing leaves the machine, the outbox row is the message. */
  readonly sandbox: boolean;
  send(message: OutgoingNotification): Promise<void>;
}

/** No gateway configured: the message stays in the outbox table, readable at /roadshow/dev/notifications. */
export function createSandboxNotificationSender(): NotificationSender {
  return {
    provider: 'sandbox',
    sandbox: true,
    async send() {
      // The job has written the full message to notification_outbox; that row is the delivery.
    },
  };
}
