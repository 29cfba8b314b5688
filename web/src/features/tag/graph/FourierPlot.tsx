import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { FOURIER_Y_RANGE, fourierSpectrum, type ColumnarSeries } from '@fieldwatch/domain';
import { TimeChart } from './TimeChart';
import { useFourierData } from './useFourierData';

interface FourierPlotProps {
  deviceID: number;
  tag: string;
  /** The range shown, epoch seconds. */
  start: number;
  end: number;
  maxAmplitude: number | null;
  /**
   * The series as drawn with a temperature-correction coefficient that is being tried and not saved yet: the plot
   * follows the slider, computed here with the same function the server uses. Null: the server's spectrum.
   */
  preview?: ColumnarSeries | null;
}

/** The Fourier plot of a vibration tag (spec 2 §2.2, §9): the amplitude spectrum of the readings shown, read through the tag's fourierData link. */
export function FourierPlot({ deviceID, tag, start, end, maxAmplitude, preview = null }: FourierPlotProps) {
  const saved = useFourierData(deviceID, tag, start, end);
  const tried = useMemo(() => {
    if (preview === null) return null;
    const times: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < preview.times.length; i++) {
      const t = preview.times[i]!;
      if (t < start || t > end) continue;
      times.push(t);
      values.push(preview.values[i]!);
    }
    return fourierSpectrum(times, values);
  }, [preview, start, end]);
  const spectrum = tried ?? saved.spectrum;
  const loading = tried === null && saved.loading;
  if (loading) return <Text size="sm">Loading Fourier plot...</Text>;
  if (spectrum.amplitudes.length === 0) return <Text size="sm">Not enough readings for a Fourier plot.</Text>;
  // a fixed axis (spec 2 §9: 0 to 800, or the tag's own maximum) keeps plots of different ranges comparable; a
  // maximum of 0 or less would leave no axis at all, so it counts as unset
  const peak = Math.max(...spectrum.amplitudes);
  const top = maxAmplitude !== null && maxAmplitude > 0 ? maxAmplitude : FOURIER_Y_RANGE.max;
  const peakFrequency = spectrum.frequencies[spectrum.amplitudes.indexOf(peak)]!;
  // what the spectrum was computed from, for tests that check it against the readings
  return (
    <Stack
      gap={4}
      data-testid="fourier-info"
      data-bins={spectrum.amplitudes.length}
      data-peak-frequency={peakFrequency}
      data-peak-amplitude={peak}
      data-y-max={top}
      data-source={tried ? 'slider' : 'link'}
    >
      <Text size="sm" fw={500}>
        Fourier Plot (amplitude by cycles per day){tried ? ', with the coefficient being tried' : ''}
      </Text>
      <TimeChart
        testId="fourier-plot"
        ariaLabel="Fourier plot"
        xKind="number"
        xLabel="cycles/day"
        height={220}
        xRange={[spectrum.frequencies[0]!, spectrum.frequencies.at(-1)!]}
        yRange={[FOURIER_Y_RANGE.min, top]}
        lines={[{ times: spectrum.frequencies, values: spectrum.amplitudes, color: 'var(--fw-graph-fourier)', label: 'Amplitude' }]}
      />
    </Stack>
  );
}
