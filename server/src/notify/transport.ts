/** A way to deliver one outbox message. `send` throws on failure; the outbox retries. */
export interface OutgoingMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

export interface Transport {
  name: string;
  send(message: OutgoingMessage): Promise<void>;
}
