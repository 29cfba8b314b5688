/**
 * How a failed mass update or clear shows the server's message (spec 3 §8): only the part after the last colon,
 * with every comma followed by a space.
 */
export function serverErrorText(message: string): string {
  const i = message.lastIndexOf(':');
  const tail = (i >= 0 ? message.slice(i + 1) : message).trim();
  return tail.replace(/,\s*/g, ', ');
}
