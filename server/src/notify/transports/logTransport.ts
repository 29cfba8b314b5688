import type { Transport } from '../transport';

/**
 * The default transport: the message stays in the outbox table and one line goes to the console, so sign-in
 * PINs and alarms are visible without any provider.
 */
export function logTransport(print: (line: string) => void): Transport {
  return {
    name: 'log',
    async send(m) {
      const text = m.subject ? `${m.subject}: ${m.body}` : m.body;
      // a file is named with its size, not printed: enough for a test or the demo to see that it went
      const files = (m.attachments ?? []).map((a) => ` [attachment ${a.fileName}, ${a.content.byteLength} bytes]`).join('');
      print(`[${m.channel} to ${m.recipient}] ${text.replace(/\s+/g, ' ')}${files}`);
    },
  };
}
