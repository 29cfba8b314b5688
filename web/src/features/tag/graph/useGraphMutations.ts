import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_PAGE_TEXTS } from '@fieldwatch/domain';
import { graphqlRequest, type VariablesOf } from '../../../api/graphql';
import { UNDO_REMOVAL } from '../../../ui/removal/undoRemoval';
import { offerUndo } from '../../../ui/removal/undoToast';
import { ADD_COMMENT, ADD_USER_DATA, DELETE_COMMENT, DELETE_USER_DATA } from '../graphql/annotations';
import { UPDATE_ACTIVE_ADDITIONAL, UPDATE_FOURIER_ENABLED, UPDATE_TEMP_CORRECTION } from '../graphql/settings';

/** An annotation's delete: which one, and its name for the Undo toast ("the comment of 12/07/2026 09:37"). */
export interface DeletedAnnotation {
  id: number;
  time: number;
  named: string;
}

/**
 * The graph's mutations; each refetches the page's data when it lands and toasts when it fails. Deleting a comment or
 * user data offers Undo for 10 seconds (undoToast.tsx), which puts it back and refetches again.
 */
export function useGraphMutations(deviceID: number, tag: string) {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['GetTag'] }),
    onError: () => notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.somethingWentWrong }),
  };
  /** After a delete: the page refetches, and the toast offers to put it back with the removal's own arguments. */
  const undoable = (named: string, removal: VariablesOf<typeof UNDO_REMOVAL>) => {
    offerUndo({
      message: `Deleted ${named}.`,
      undo: () => graphqlRequest(UNDO_REMOVAL, removal),
      onUndone: () => void options.onSuccess(),
    });
    return options.onSuccess();
  };
  return {
    addComment: useMutation({
      mutationFn: (v: { time: number; comment: string }) => graphqlRequest(ADD_COMMENT, { deviceID, ...v }),
      ...options,
    }),
    deleteComment: useMutation({
      mutationFn: (c: DeletedAnnotation) => graphqlRequest(DELETE_COMMENT, { id: c.id }),
      ...options,
      onSuccess: (_d, c) => undoable(c.named, { removal: 'DELETE_COMMENT', deviceID, commentID: c.id }),
    }),
    addUserData: useMutation({
      mutationFn: (v: { time: number; value: number }) => graphqlRequest(ADD_USER_DATA, { deviceID, tag, ...v }),
      ...options,
    }),
    deleteUserData: useMutation({
      mutationFn: (p: Omit<DeletedAnnotation, 'id'>) => graphqlRequest(DELETE_USER_DATA, { deviceID, tag, time: p.time }),
      ...options,
      onSuccess: (_d, p) => undoable(p.named, { removal: 'DELETE_USER_DATA', deviceID, tag, time: p.time }),
    }),
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
