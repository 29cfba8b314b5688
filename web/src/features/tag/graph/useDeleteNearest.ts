import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_PAGE_TEXTS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../../api/graphql';
import { DELETE_DATA, NEAREST_READING } from '../graphql/annotations';
import { useSiteTime } from '../../../app/time/siteTime';

/**
 * Delete Data Point on a bucketed graph: a click lands on a bucket, not a reading, so the server names the raw
 * reading nearest the click (within the bucket width) and that one is deleted.
 */
export function useDeleteNearest(deviceID: number, tag: string) {
  const queryClient = useQueryClient();
  const siteTime = useSiteTime();
  return useMutation({
    mutationFn: async (v: { time: number; within: number }) => {
      const near = (await graphqlRequest(NEAREST_READING, { deviceID, tag, time: v.time, maxDistance: v.within })).nearestReading;
      if (!near) return null;
      return (await graphqlRequest(DELETE_DATA, { deviceID, tag, time: near.time })).deleteData ? near : null;
    },
    onSuccess: async (deleted) => {
      notifications.show({
        color: deleted ? 'green' : 'gray',
        message: deleted ? `Deleted the reading of ${siteTime(deleted.time, true)}.` : 'No reading there to delete.',
      });
      await queryClient.invalidateQueries({ queryKey: ['GetTag'] });
    },
    onError: () => notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.somethingWentWrong }),
  });
}
