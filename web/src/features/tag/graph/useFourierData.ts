import { useQuery } from '@tanstack/react-query';
import type { Spectrum } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../../api/useGraphQLQuery';
import { TAG_FOURIER_LINK } from '../graphql/seriesLinks';

const EMPTY: Spectrum = { frequencies: [], amplitudes: [] };

/** A link's JSON by a plain GET; any failure is empty data (spec 2 §3 Tag), never an error on the page. */
async function fetchSpectrum(url: string, signal: AbortSignal): Promise<Spectrum> {
  try {
    const res = await fetch(url, { signal });
    if (!res.ok) return EMPTY;
    const body = (await res.json()) as Partial<Spectrum>;
    return Array.isArray(body.frequencies) && Array.isArray(body.amplitudes) ? { frequencies: body.frequencies, amplitudes: body.amplitudes } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * The Fourier spectrum of the shown range, read through the tag's fourierData link: the server computes it from the
 * readings, the same plot an integration gets from the link.
 */
export function useFourierData(deviceID: number, tag: string, start: number, end: number): { spectrum: Spectrum; loading: boolean } {
  // whole minutes, so a re-render with a moving clock does not mint a new link
  const vars = { deviceID, tag, startTime: Math.floor(start / 60) * 60, endTime: Math.ceil(end / 60) * 60 };
  // links live an hour; asking again after half of it keeps the cached one usable
  const link = useGraphQLQuery(TAG_FOURIER_LINK, vars, { staleTime: 30 * 60_000, gcTime: 30 * 60_000, retry: false });
  const url = link.data?.deviceReGraph.tag.fourierData ?? null;
  const data = useQuery({
    queryKey: ['seriesLink', 'fourier', vars],
    queryFn: ({ signal }) => fetchSpectrum(url!, signal),
    enabled: url !== null,
    staleTime: 60_000,
  });
  return { spectrum: link.isError ? EMPTY : (data.data ?? EMPTY), loading: !link.isError && (link.isPending || data.isPending) };
}
