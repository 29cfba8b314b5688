import type { Spectrum } from '@fieldwatch/domain';
import { TAG_FOURIER_LINK } from '../graphql/seriesLinks';
import { useSeriesLink } from './useSeriesLink';

const EMPTY: Spectrum = { frequencies: [], amplitudes: [] };

function parseSpectrum(body: unknown): Spectrum | null {
  const b = body as Partial<Spectrum> | null;
  return b && Array.isArray(b.frequencies) && Array.isArray(b.amplitudes) ? { frequencies: b.frequencies, amplitudes: b.amplitudes } : null;
}

/**
 * The Fourier spectrum of the shown range, read through the tag's fourierData link: the server computes it from the
 * readings, the same plot an integration gets from the link.
 */
export function useFourierData(deviceID: number, tag: string, start: number, end: number): { spectrum: Spectrum; loading: boolean } {
  const r = useSeriesLink({
    name: 'fourier',
    document: TAG_FOURIER_LINK,
    pick: (d) => d.deviceReGraph?.tag.fourierData ?? null,
    parse: parseSpectrum,
    empty: EMPTY,
    deviceID,
    tag,
    start,
    end,
  });
  return { spectrum: r.data, loading: r.loading };
}
