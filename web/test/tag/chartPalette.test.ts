import { describe, expect, it } from 'vitest';
import { resolveColour, withAlpha } from '../../src/features/tag/graph/chartPalette';

const vars: Record<string, string> = { '--fw-chart-grid': ' #3b3b3b', '--empty': '' };
const read = (name: string) => vars[name] ?? '';

describe('resolveColour', () => {
  it('looks a theme variable up, trimmed', () => {
    expect(resolveColour('var(--fw-chart-grid)', read)).toBe('#3b3b3b');
  });
  it('falls back when the variable is not set', () => {
    expect(resolveColour('var(--missing, #e9ecef)', read)).toBe('#e9ecef');
    expect(resolveColour('var(--empty, var(--fw-chart-grid))', read)).toBe('#3b3b3b');
  });
  it('keeps a plain colour, and an unknown variable without fallback', () => {
    expect(resolveColour('#e03131', read)).toBe('#e03131');
    expect(resolveColour('var(--missing)', read)).toBe('var(--missing)');
  });
});

describe('withAlpha', () => {
  it('turns hex and rgb colours into rgba at the given opacity', () => {
    expect(withAlpha('#1c7ed6', 0.2)).toBe('rgba(28, 126, 214, 0.2)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('rgb(77, 171, 247)', 0.2)).toBe('rgba(77, 171, 247, 0.2)');
  });
  it('keeps a colour it cannot read', () => {
    expect(withAlpha('red', 0.2)).toBe('red');
  });
});
