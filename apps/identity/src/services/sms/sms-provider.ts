/** Where SMS messages go. Real gateways (Aliyun, Tencent Cloud) implement the same call. */
export interface SmsProvider {
  /** True for the local sandbox: messages are kept in the outbox, nothing leaves the machine. */
  readonly sandbox: boolean;
  send(message: { phone: string; body: string }): Promise<void>;
}
