import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { readableColourVariables } from './themeContrast';
import { namedCloseButtons } from './themeNames';

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons, anchors and outlines use shade 8: white on Mantine's default blue-6 is 3.55:1, on blue-8 5.0:1
  // (WCAG AA asks 4.5:1 for text). Colours whose shade 8 is still too pale are darkened in the resolver below.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: { ...namedCloseButtons },
});

/**
 * The light scheme's colours that Mantine draws too pale for WCAG AA. Dimmed text is gray-6 (3.3:1 on white, 3.15:1
 * on the sidebar's gray-0); gray-7 reads 7.5:1 on both. Only `light` is set here: the dark scheme sets its own beside.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableColourVariables(resolved),
    // field errors: Mantine's red-6 is 3.3:1 on white
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
