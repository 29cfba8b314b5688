import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  // a ring on keyboard focus only; its colour is app/focusRing.css's
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});

/**
 * The app's own colours, per scheme (Mantine writes them on :root for the scheme shown). The screens' CSS and the
 * graphs (which read them when a chart is built: features/tag/graph/chartPalette.ts) name these, never a palette
 * shade that would stay light in the dark scheme. The light values are the ones the screens had before dark mode.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors }) => ({
  variables: {},
  light: {
    '--fw-panel-bg': colors.gray[0],
    '--fw-muted-bg': colors.gray[1],
    '--fw-selected-bg': colors.gray[2],
    '--fw-border': colors.gray[3],
    '--fw-soft-fg': colors.gray[7],
    '--fw-link-fg': colors.blue[7],
    '--fw-info-fg': colors.blue[8],
    '--fw-success-fg': colors.green[8],
    '--fw-danger-fg': colors.red[8],
    '--fw-caution-fg': colors.orange[8],
    '--fw-topbar': colors.blue[8],
    '--fw-highlight-bg': colors.blue[0],
    '--fw-alarm-bg': colors.red[0],
    '--fw-alarm-strong-bg': colors.red[1],
    '--fw-warning-bg': colors.yellow[0],
    '--fw-warning-fg': colors.yellow[8],
    '--fw-gauge-track': colors.gray[3],
    '--fw-gauge-empty': colors.gray[1],
    '--fw-gauge-mark': colors.gray[6],
    '--fw-gauge-needle': colors.dark[6],
    '--fw-chart-text': colors.gray[7],
    '--fw-chart-grid': colors.gray[2],
    '--fw-chart-tooltip-bg': 'rgba(255, 255, 255, 0.95)',
    '--fw-chart-tooltip-border': colors.gray[3],
    '--fw-chart-tooltip-fg': colors.dark[9],
    '--fw-graph-primary': colors.blue[7],
    '--fw-graph-marker': colors.violet[7],
    '--fw-graph-user-point': colors.orange[8],
    '--fw-graph-fourier': colors.grape[7],
  },
  // dark: surfaces a step apart on Mantine's dark greys; lines, marks and text light enough to read on them
  dark: {
    '--fw-panel-bg': colors.dark[8],
    '--fw-muted-bg': colors.dark[6],
    '--fw-selected-bg': colors.dark[5],
    '--fw-border': colors.dark[4],
    '--fw-soft-fg': colors.dark[0],
    '--fw-link-fg': colors.blue[4],
    '--fw-info-fg': colors.blue[4],
    '--fw-success-fg': colors.green[4],
    '--fw-danger-fg': colors.red[4],
    '--fw-caution-fg': colors.orange[4],
    '--fw-topbar': colors.blue[9],
    // Mantine's dark dimmed text (dark-2) reads at 4.0:1 on the dark body, under AA's 4.5:1
    '--mantine-color-dimmed': colors.dark[1],
    '--fw-highlight-bg': 'rgba(34, 139, 230, 0.2)',
    '--fw-alarm-bg': 'rgba(224, 49, 49, 0.18)',
    '--fw-alarm-strong-bg': 'rgba(224, 49, 49, 0.35)',
    '--fw-warning-bg': 'rgba(250, 176, 5, 0.12)',
    '--fw-warning-fg': colors.yellow[5],
    '--fw-gauge-track': colors.dark[4],
    '--fw-gauge-empty': colors.dark[6],
    '--fw-gauge-mark': colors.dark[2],
    '--fw-gauge-needle': colors.dark[0],
    '--fw-chart-text': colors.dark[0],
    '--fw-chart-grid': colors.dark[5],
    '--fw-chart-tooltip-bg': 'rgba(46, 46, 46, 0.95)',
    '--fw-chart-tooltip-border': colors.dark[4],
    '--fw-chart-tooltip-fg': colors.dark[0],
    '--fw-graph-primary': colors.blue[4],
    '--fw-graph-marker': colors.violet[4],
    '--fw-graph-user-point': colors.orange[5],
    '--fw-graph-fourier': colors.grape[4],
  },
});
