/** The queue of outgoing texts: one job per reply, retried with backoff while Twilio is away. */
export const SMS_SEND_QUEUE = { name: 'sms-send' } as const;

export interface SmsSendJob {
  message_id: string;
}
