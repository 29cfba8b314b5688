import { darken, isVirtualColor, luminance, type MantineTheme } from '@mantine/core';

/** WCAG AA for body text (large text and component boundaries need 3:1; text is the stricter case). */
const AA_TEXT = 4.5;

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour darkened in small steps until it reads at AA on the background. Mantine's palettes are drawn for looks:
 * white on green-8 is 3.3:1, orange-9 on orange-1 3.6:1; darkening only as far as needed keeps each hue recognisable.
 */
export function readableOn(colour: string, background: string, ratio = AA_TEXT): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? colour : darken(colour, step * 0.05);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}

/**
 * Light-scheme colour variables of every palette colour, made readable where Mantine's are not: filled (white text on
 * it: buttons, badges), its hover, outline, text (`c="red"` on white or a striped row's gray-1), and the light
 * variant's text on its own tint (shade 1, hover shade 2). Screens name a colour (`color="green"`, `c="red"`), never a
 * shade, so they get these.
 */
export function readableColourVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const white = theme.white;
  const rowTint = theme.colors.gray[1];
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (isVirtualColor(shades)) continue;
    const filled = readableOn(shades[8], white);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-outline`] = filled;
    variables[`--mantine-color-${name}-text`] = readableOn(shades[8], rowTint);
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  return variables;
}
