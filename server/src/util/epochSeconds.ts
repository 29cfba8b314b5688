/** The API speaks epoch seconds (spec 1 §3: lastTimeMessageReceived, reboot times). */
export function epochSeconds(d: Date | null | undefined): number | null {
  return d ? Math.floor(d.getTime() / 1000) : null;
}
