import { Stack, Text } from '@mantine/core';
import { FOURIER_Y_RANGE } from '@fieldwatch/domain';
import { TimeChart } from './TimeChart';
import { useFourierData } from './useFourierData';

interface FourierPlotProps {
  deviceID: number;
  tag: string;
  /** The range shown, epoch seconds. */
  start: number;
  end: number;
  maxAmplitude: number | null;
}

/** The Fourier plot of a vibration tag (spec 2 §2.2, §9): the amplitude spectrum of the readings shown, read through the tag's fourierData link. */
export function FourierPlot({ deviceID, tag, start, end, maxAmplitude }: FourierPlotProps) {
  const { spectrum, loading } = useFourierData(deviceID, tag, start, end);
  if (loading) return <Text size="sm">Loading Fourier plot...</Text>;
  if (spectrum.amplitudes.length === 0) return <Text size="sm">Not enough readings for a Fourier plot.</Text>;
  // the tag's maximum amplitude wins; else 0..800 (spec 2 §9) unless the whole spectrum is far below it, as it is
  // for readings in g, where a fixed 800 would draw a flat line
  const peak = Math.max(...spectrum.amplitudes);
  const top = maxAmplitude && maxAmplitude > 0 ? maxAmplitude : peak * 1.1 < FOURIER_Y_RANGE.max / 10 ? peak * 1.1 || 1 : FOURIER_Y_RANGE.max;
  const peakFrequency = spectrum.frequencies[spectrum.amplitudes.indexOf(peak)]!;
  // what the spectrum was computed from, for tests that check it against the readings
  return (
    <Stack gap={4} data-testid="fourier-info" data-bins={spectrum.amplitudes.length} data-peak-frequency={peakFrequency}>
      <Text size="sm" fw={500}>
        Fourier Plot (amplitude by cycles per day)
      </Text>
      <TimeChart
        testId="fourier-plot"
        ariaLabel="Fourier plot"
        xKind="number"
        xLabel="cycles/day"
        height={220}
        xRange={[spectrum.frequencies[0]!, spectrum.frequencies.at(-1)!]}
        yRange={[FOURIER_Y_RANGE.min, top]}
        lines={[{ times: spectrum.frequencies, values: spectrum.amplitudes, color: '#ae3ec9', label: 'Amplitude' }]}
      />
    </Stack>
  );
}
