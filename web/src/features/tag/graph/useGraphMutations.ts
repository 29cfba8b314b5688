import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_PAGE_TEXTS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../../api/graphql';
import { ADD_COMMENT, ADD_USER_DATA, DELETE_COMMENT, DELETE_USER_DATA } from '../graphql/annotations';
import { UPDATE_ACTIVE_ADDITIONAL, UPDATE_FOURIER_ENABLED, UPDATE_TEMP_CORRECTION } from '../graphql/settings';

/** The graph's mutations; each refetches the page's data when it lands and toasts when it fails. */
export function useGraphMutations(deviceID: number, tag: string) {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['GetTag'] }),
    onError: () => notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.somethingWentWrong }),
  };
  return {
    addComment: useMutation({
      mutationFn: (v: { time: number; comment: string }) => graphqlRequest(ADD_COMMENT, { deviceID, ...v }),
      ...options,
    }),
    deleteComment: useMutation({ mutationFn: (id: number) => graphqlRequest(DELETE_COMMENT, { id }), ...options }),
    addUserData: useMutation({
      mutationFn: (v: { time: number; value: number }) => graphqlRequest(ADD_USER_DATA, { deviceID, tag, ...v }),
      ...options,
    }),
    deleteUserData: useMutation({ mutationFn: (time: number) => graphqlRequest(DELETE_USER_DATA, { deviceID, tag, time }), ...options }),
    fourier: useMutation({
      mutationFn: (on: boolean) => graphqlRequest(UPDATE_FOURIER_ENABLED, { deviceID, tag, fourierPlotEnabled: on }),
      ...options,
    }),
    additional: useMutation({
      mutationFn: (a: string | null) => graphqlRequest(UPDATE_ACTIVE_ADDITIONAL, { deviceID, tag, activeAdditional: a }),
      ...options,
    }),
    tempCorrection: useMutation({
      mutationFn: (c: number) => graphqlRequest(UPDATE_TEMP_CORRECTION, { deviceID, tag, temperatureCorrectionCoefficient: c }),
      ...options,
    }),
  };
}
