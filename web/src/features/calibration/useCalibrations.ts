import { useQueryClient } from '@tanstack/react-query';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { GET_TAG_CALIBRATIONS } from './graphql/calibration';

/** The tag's calibrations (newest first) and a refresh of everything that shows them (spec 2 §7: refetched after changes). */
export function useCalibrations(deviceID: number, tag: string) {
  const queryClient = useQueryClient();
  const query = useGraphQLQuery(GET_TAG_CALIBRATIONS, { deviceID, tag });
  const list = query.data?.tagCalibrations ?? [];
  return {
    query,
    list,
    latest: list[0] ?? null,
    refresh: () => queryClient.invalidateQueries(),
  };
}
