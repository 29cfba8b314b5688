/** Spec 3 §9: the e-mail failure alert lists at most this many addresses. */
export const EMAIL_FAILURES_SHOWN = 10;

export interface EmailResult {
  total: number;
  successCount: number;
  failedCount: number;
  failed: readonly string[];
}

/** Spec 3 §8: the alert after an e-mail broadcast. */
export function emailResultText(r: EmailResult): string {
  if (r.failedCount === 0) return 'All emails sent successfully!';
  const shown = r.failed.slice(0, EMAIL_FAILURES_SHOWN);
  const more = r.failedCount - shown.length;
  return [
    `Emails sent: ${r.successCount} of ${r.total}`,
    `Emails failed: ${r.failedCount}`,
    ...shown,
    ...(more > 0 ? [`...and ${more} more failed`] : []),
  ].join('\n');
}
