import { createTheme, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { readableColourVariables, readableOn } from './themeContrast';
import { namedCloseButtons } from './themeNames';

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons, anchors and outlines use shade 8: white on Mantine's default blue-6 is 3.55:1, on blue-8 5.0:1
  // (WCAG AA asks 4.5:1 for text). Colours whose shade 8 is still too pale are darkened in the resolver below.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  // a ring on keyboard focus only; its colour is app/focusRing.css's
  focusRing: 'auto',
  // someone who asked their system for less motion gets modals, menus and toasts without their slide and fade
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: { ...namedCloseButtons },
});

/**
 * The app's own colours: [light, dark] for each. In dark, surfaces a step apart on Mantine's dark greys; lines, marks
 * and text light enough to read on them. The light text colours are the readable palette variables (themeContrast.ts).
 */
function ownColours({ colors }: MantineTheme): Record<string, [string, string]> {
  return {
    '--fw-panel-bg': [colors.gray[0], colors.dark[8]],
    '--fw-muted-bg': [colors.gray[1], colors.dark[6]],
    '--fw-selected-bg': [colors.gray[2], colors.dark[5]],
    '--fw-border': [colors.gray[3], colors.dark[4]],
    '--fw-soft-fg': [colors.gray[7], colors.dark[0]],
    '--fw-link-fg': ['var(--mantine-color-blue-text)', colors.blue[4]],
    '--fw-info-fg': ['var(--mantine-color-blue-text)', colors.blue[4]],
    '--fw-success-fg': ['var(--mantine-color-green-text)', colors.green[4]],
    '--fw-danger-fg': ['var(--mantine-color-red-text)', colors.red[4]],
    '--fw-caution-fg': ['var(--mantine-color-orange-text)', colors.orange[4]],
    // blue-9: the tabs' 85 % white reads 4.9:1 on it (4.1:1 on blue-8, the primary buttons' shade)
    '--fw-topbar': [colors.blue[9], colors.blue[9]],
    '--fw-highlight-bg': [colors.blue[0], 'rgba(34, 139, 230, 0.2)'],
    '--fw-alarm-bg': [colors.red[0], 'rgba(224, 49, 49, 0.18)'],
    '--fw-alarm-strong-bg': [colors.red[1], 'rgba(224, 49, 49, 0.35)'],
    '--fw-warning-bg': [colors.yellow[0], 'rgba(250, 176, 5, 0.12)'],
    '--fw-warning-fg': [colors.yellow[8], colors.yellow[5]],
    '--fw-gauge-track': [colors.gray[3], colors.dark[4]],
    '--fw-gauge-empty': [colors.gray[1], colors.dark[6]],
    '--fw-gauge-mark': [colors.gray[6], colors.dark[2]],
    '--fw-gauge-needle': [colors.dark[6], colors.dark[0]],
    '--fw-chart-text': [colors.gray[7], colors.dark[0]],
    '--fw-chart-grid': [colors.gray[2], colors.dark[5]],
    '--fw-chart-tooltip-bg': ['rgba(255, 255, 255, 0.95)', 'rgba(46, 46, 46, 0.95)'],
    '--fw-chart-tooltip-border': [colors.gray[3], colors.dark[4]],
    '--fw-chart-tooltip-fg': [colors.dark[9], colors.dark[0]],
    '--fw-graph-primary': [colors.blue[7], colors.blue[4]],
    '--fw-graph-marker': [colors.violet[7], colors.violet[4]],
    '--fw-graph-user-point': [colors.orange[8], colors.orange[5]],
    '--fw-graph-fourier': [colors.grape[7], colors.grape[4]],
  };
}

const schemeOf = (own: Record<string, [string, string]>, i: 0 | 1) =>
  Object.fromEntries(Object.entries(own).map(([name, values]) => [name, values[i]]));

/**
 * The colours of each scheme, in one place (Mantine writes them on :root for the scheme shown).
 *
 * Light: Mantine draws some colours too pale for WCAG AA, so every palette colour's filled, outline and text variables
 * are darkened as far as needed (themeContrast.ts); dimmed text is gray-7 (gray-6 is 3.3:1 on white, 3.15:1 on the
 * sidebar's gray-0; gray-7 reads 7.5:1 on both); field errors use the readable red.
 *
 * The app's own colours (`--fw-*`, ownColours above): the screens' CSS and the graphs (which read them when a chart is
 * built: features/tag/graph/chartPalette.ts) name these, never a palette shade that would stay light in the dark
 * scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const own = ownColours(resolved);
  return {
    variables: {
      // the top bar while acting as another user, in both schemes: orange, dark enough that its tabs' 85 % white
      // reads over 4.5:1 (white on Mantine's orange-8 is 3.6:1)
      '--fw-login-as-bg': readableOn(resolved.colors.orange[8], resolved.white, 6),
    },
    light: {
      ...readableColourVariables(resolved),
      // field errors: Mantine's red-6 is 3.3:1 on white
      '--mantine-color-error': 'var(--mantine-color-red-text)',
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      ...schemeOf(own, 0),
    },
    dark: {
      // Mantine's dark dimmed text (dark-2) reads at 4.0:1 on the dark body, under AA's 4.5:1
      '--mantine-color-dimmed': resolved.colors.dark[1],
      ...schemeOf(own, 1),
    },
  };
};
