/** Everything that names the provider or points outside the app, kept together so a rebrand is one edit. */
export const BRAND = {
  productName: 'FieldWatch',
  providerName: 'FieldWatch Monitoring',
  supportPhone: '(800) 555-0199',
  supportPhoneHref: 'tel:+18005550199',
  guides: [
    { label: 'User Guide', href: 'https://docs.fieldwatch.example/user-guide' },
    { label: 'Installation Guide', href: 'https://docs.fieldwatch.example/installation-guide' },
  ],
} as const;

/**
 * Map tiles ({z}/{x}/{y} template). Markers do not depend on them: without network (or with '' here) the map still
 * shows every device on a blank background.
 */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
