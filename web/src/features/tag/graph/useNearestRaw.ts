import { useGraphQLQuery } from '../../../api/useGraphQLQuery';
import { NEAREST_READING } from '../graphql/annotations';

/**
 * The time of the raw reading nearest a click on a bucketed graph (within the bucket's width), so that the click
 * menu's Add Comment, Add User Data and Add Calibration name a reading the device sent, not a bucket's start; null
 * while it is asked for, when there is none, or when nothing is clicked.
 */
export function useNearestRaw(deviceID: number, tag: string, click: { time: number; within: number } | null): number | null {
  const q = useGraphQLQuery(
    NEAREST_READING,
    { deviceID, tag, time: click?.time ?? 0, maxDistance: click?.within ?? 0 },
    { enabled: click !== null, staleTime: 30_000 },
  );
  return click ? (q.data?.nearestReading?.time ?? null) : null;
}
