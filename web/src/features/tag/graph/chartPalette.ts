/**
 * The graphs' colours in the scheme shown. uPlot draws on a canvas, which cannot read CSS variables: the chart reads
 * them (app/theme.ts's cssVariablesResolver) when it is built, and TimeChart builds it again when the scheme changes.
 * A line's colour may be a plain colour or a `var(--name)` of the theme.
 */
export interface ChartPalette {
  text: string;
  grid: string;
  marker: string;
  userPoint: string;
  /** The mini-graph's shown range and the drag-selection box. */
  highlight: string;
  /** A line's colour ('var(--fw-graph-primary)' or '#e03131') as the canvas takes it. */
  colour: (value: string) => string;
}

const VAR_REFERENCE = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/;

/** A colour as the canvas takes it: a `var(--name[, fallback])` is looked up (`read`), anything else is kept. */
export function resolveColour(value: string, read: (name: string) => string): string {
  const m = VAR_REFERENCE.exec(value.trim());
  if (!m) return value;
  const found = read(m[1]!).trim();
  if (found) return found;
  return m[2] === undefined ? value : resolveColour(m[2], read);
}

/** The colour at `alpha` opacity (a band behind its line): #rgb, #rrggbb and rgb() are understood; other forms are kept. */
export function withAlpha(colour: string, alpha: number): string {
  const c = colour.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(c);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
  const hex = short ? short.slice(1).map((h) => h + h) : long ? long.slice(1) : null;
  if (hex) return `rgba(${hex.map((h) => parseInt(h, 16)).join(', ')}, ${alpha})`;
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return c;
}

/** The palette of the scheme `el` is shown in. */
export function chartPalette(el: Element): ChartPalette {
  const style = getComputedStyle(el);
  const read = (name: string) => style.getPropertyValue(name);
  const colour = (value: string) => resolveColour(value, read);
  return {
    text: colour('var(--fw-chart-text, #495057)'),
    grid: colour('var(--fw-chart-grid, #e9ecef)'),
    marker: colour('var(--fw-graph-marker, #7048e8)'),
    userPoint: colour('var(--fw-graph-user-point, #e8590c)'),
    highlight: withAlpha(colour('var(--mantine-color-blue-6, #228be6)'), 0.15),
    colour,
  };
}
