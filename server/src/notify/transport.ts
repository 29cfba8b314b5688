/** A way to deliver one outbox message. `send` throws on failure; the outbox retries. */
export interface OutgoingMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** Files the e-mail carries (a report's spreadsheet); only e-mail transports send them. */
  attachments?: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface Transport {
  name: string;
  send(message: OutgoingMessage): Promise<void>;
}
