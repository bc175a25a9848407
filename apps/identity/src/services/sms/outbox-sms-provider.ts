import type { SmsRepository } from '../../repositories/sms-repository.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The default provider: writes each message to the outbox table, read by /identity/dev/sms and tests. */
export function createOutboxSmsProvider(sms: SmsRepository): SmsProvider {
  return {
    sandbox: true,
    async send(message) {
      await sms.insertOutbox(message);
    },
  };
}
