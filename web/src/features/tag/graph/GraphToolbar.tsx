import { Button, Combobox, Group, InputBase, Select, Slider, Text } from '@mantine/core';
import { additionalTagLabel, GRAPH_RANGES, TEMP_CORRECTION_SLIDER, type GraphRangeKey } from '@fieldwatch/domain';

export interface GraphToolbarProps {
  range: GraphRangeKey;
  onRange: (r: GraphRangeKey) => void;
  /** The graph shows a zoomed window: 'Reset zoom' goes back to the chosen range. */
  zoomed: boolean;
  onResetZoom: () => void;
  /** A drag pans instead of zooming (touch screens swipe to pan without it). */
  panMode: boolean;
  onPanMode: (on: boolean) => void;
  /** A touch screen: a swipe pans, so no Pan toggle. */
  touch: boolean;
  commentsExpanded: boolean;
  onToggleComments: () => void;
  additionalOptions: string[];
  additional: string | null;
  onAdditional: (a: string | null) => void;
  fourierOffered: boolean;
  fourierShown: boolean;
  onToggleFourier: () => void;
  /** The slider: shown to super users and managers while temperature correction is on. */
  slider: {
    value: number;
    changed: boolean;
    saving: boolean;
    onChange: (v: number) => void;
    onSave: () => void;
    onCancel: () => void;
  } | null;
  loading: boolean;
  /** The page's first graph is painted: until then the additional-sensor Select is drawn by a stand-in. */
  settled: boolean;
}

/** The graph toolbar of spec 2 §2.2, in its order. */
export function GraphToolbar(p: GraphToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" onClick={p.onToggleComments}>
          {p.commentsExpanded ? 'Collapse Comments' : 'Expand Comments'}
        </Button>
        {p.additionalOptions.length > 0 && !p.settled && (
          // Looks like the Select but has none of its dropdown machinery (Combobox, Popover, floating-ui): with the top
          // bar's menus and the search overlay that was about 45 ms of the first graph's render (docs/performance.md,
          // the first graph as the user sees it). Hidden from assistive technology and tests, which wait for the real one; a
          // click in these few tens of milliseconds does nothing.
          <InputBase
            size="xs"
            w={200}
            readOnly
            pointer
            tabIndex={-1}
            aria-hidden
            placeholder="Additional sensor"
            value={p.additional === null ? '' : additionalTagLabel(p.additional)}
            rightSection={<Combobox.Chevron size="xs" />}
            rightSectionPointerEvents="none"
          />
        )}
        {p.additionalOptions.length > 0 && p.settled && (
          <Select
            size="xs"
            aria-label="Additional sensor"
            placeholder="Additional sensor"
            clearable
            value={p.additional}
            onChange={p.onAdditional}
            data={p.additionalOptions.map((t) => ({ value: t, label: additionalTagLabel(t) }))}
            w={200}
          />
        )}
        {p.fourierOffered && (
          <Button size="xs" variant="default" onClick={p.onToggleFourier}>
            {p.fourierShown ? 'Hide Fourier Plot' : 'Show Fourier Plot'}
          </Button>
        )}
        {p.slider && (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs">Temp. correction {p.slider.value.toFixed(2)}</Text>
            <Slider
              w={160}
              aria-label="Temperature correction coefficient"
              min={TEMP_CORRECTION_SLIDER.min}
              max={TEMP_CORRECTION_SLIDER.max}
              step={TEMP_CORRECTION_SLIDER.step}
              value={p.slider.value}
              onChange={p.slider.onChange}
              label={(v) => v.toFixed(2)}
            />
            {p.slider.changed && (
              <>
                <Button size="compact-xs" loading={p.slider.saving} onClick={p.slider.onSave}>
                  Save
                </Button>
                <Button size="compact-xs" variant="default" onClick={p.slider.onCancel}>
                  Cancel
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        {p.zoomed && (
          <Button size="xs" variant="light" onClick={p.onResetZoom}>
            Reset zoom
          </Button>
        )}
        {!p.touch && (
          <Button
            size="xs"
            variant={p.panMode ? 'filled' : 'default'}
            aria-pressed={p.panMode}
            title="Drag to move the window instead of zooming"
            onClick={() => p.onPanMode(!p.panMode)}
          >
            Pan
          </Button>
        )}
        <Button.Group>
          {GRAPH_RANGES.map((r) => (
            <Button
              key={r.key}
              size="xs"
              variant={p.range === r.key ? 'filled' : 'default'}
              loading={p.loading && !p.zoomed && p.range === r.key}
              onClick={() => p.onRange(r.key)}
              aria-pressed={p.range === r.key}
            >
              {r.label}
            </Button>
          ))}
        </Button.Group>
      </Group>
    </Group>
  );
}
