import { describe, expect, it } from 'vitest';
import { luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../src/app/theme';
import { readableOn } from '../../src/app/themeContrast';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;
const WHITE = resolved.white;

describe('the light scheme reaches WCAG AA contrast from the theme', () => {
  it('white text on every filled colour (buttons, badges) and its hover reads at 4.5:1 or more', () => {
    const failing = Object.keys(resolved.colors).filter(
      (c) =>
        contrast(light[`--mantine-color-${c}-filled`]!, WHITE) < 4.5 || contrast(light[`--mantine-color-${c}-filled-hover`]!, WHITE) < 4.5,
    );
    expect(failing).toEqual([]);
  });

  it("a colour's text reads at 4.5:1 on white and on a striped or hovered row (gray-1)", () => {
    const failing = Object.keys(resolved.colors).filter((c) => {
      const text = light[`--mantine-color-${c}-text`]!;
      return contrast(text, WHITE) < 4.5 || contrast(text, resolved.colors.gray[1]) < 4.5;
    });
    expect(failing).toEqual([]);
  });

  it("the light variant's text reads at 4.5:1 on its own tint and on the tint's hover", () => {
    const failing = Object.keys(resolved.colors).filter((c) => {
      const text = light[`--mantine-color-${c}-light-color`]!;
      return contrast(text, resolved.colors[c]![1]) < 4.5 || contrast(text, resolved.colors[c]![2]) < 4.5;
    });
    expect(failing).toEqual([]);
  });

  it('Mantine’s own colours did not: the primary blue button was 3.55:1, green 3.3:1', () => {
    expect(contrast(DEFAULT_THEME.colors.blue[6], WHITE)).toBeLessThan(4.5);
    expect(contrast(DEFAULT_THEME.colors.green[8], WHITE)).toBeLessThan(4.5);
  });

  it('dimmed text is gray-7 (7.5:1 on white), not gray-6', () => {
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(contrast(resolved.colors.gray[7], resolved.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads and darkens one that does not, only as far as needed', () => {
    expect(readableOn('#1971c2', '#ffffff')).toBe('#1971c2');
    const green = readableOn('#2f9e44', '#ffffff');
    expect(contrast(green, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(green, '#ffffff')).toBeLessThan(5.5);
  });
});
