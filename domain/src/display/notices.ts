export const NOTICE_TYPES = ['critical', 'warning', 'success', 'info', 'update'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** A notice's type; anything the spec does not name reads as 'info' so it still gets an icon. */
export function noticeType(type: string | null | undefined): NoticeType {
  return (NOTICE_TYPES as readonly string[]).includes(type ?? '') ? (type as NoticeType) : 'info';
}

/** The type as the Notification Details modal names its category: 'critical' → 'Critical'. */
export function noticeCategory(type: string | null | undefined): string {
  const known = noticeType(type);
  return known.charAt(0).toUpperCase() + known.slice(1);
}
