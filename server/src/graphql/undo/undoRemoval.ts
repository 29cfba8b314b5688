import { UNDO_WINDOW_MS, type UndoableRemoval } from '@fieldwatch/domain';
import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { AppError } from '../../errors/AppError';
import { undoRemoval } from '../../undo/undoRemoval';
import { undoTeamRemoval } from '../../undo/undoTeamRemoval';

const UndoableRemovalType = builder.enumType('UndoableRemoval', {
  description: 'A removal that keeps what it took for an Undo.',
  values: {
    REMOVE_ALARMS: { value: 'REMOVE_ALARMS', description: "updateAlarms with removeOrUpdate 'remove' (Remove All Alarms)." },
    DELETE_DATA: { value: 'DELETE_DATA', description: 'deleteData (Delete Data Point).' },
    CLEAR_FOTA: { value: 'CLEAR_FOTA', description: 'deleteFOTASetting (Clear Fota).' },
    DELETE_COMMENT: { value: 'DELETE_COMMENT', description: 'deleteComment (a graph comment).' },
    DELETE_USER_DATA: { value: 'DELETE_USER_DATA', description: 'deleteUserData (a user-data point of the graph).' },
    DELETE_GROUP: { value: 'DELETE_GROUP', description: 'deleteGroup: every group of one delete comes back together.' },
    DELETE_USER: { value: 'DELETE_USER', description: 'deleteUser.' },
  } as const satisfies Record<UndoableRemoval, { value: UndoableRemoval; description: string }>,
});

const missing = (arg: string) => new AppError('BAD_INPUT', { cause: new Error(`undoRemoval: ${arg} is needed`) });
const groupId = (raw: string | number) => {
  const id = Number(String(raw).trim());
  return Number.isSafeInteger(id) ? id : 0;
};

/**
 * An addition to the spec's API: puts back what the viewer's latest such removal took, within UNDO_WINDOW_MS of it.
 * The removal's own arguments name it, so the spec's mutations keep their answers unchanged.
 */
builder.mutationField('undoRemoval', (t) =>
  t.boolean({
    description: `Undoes the viewer's latest removal of this kind and target within ${UNDO_WINDOW_MS / 1000} s: UNDO_EXPIRED after, UNDO_ALREADY the second time, UNDO_NOT_FOUND when the viewer removed nothing there.`,
    args: {
      removal: t.arg({ type: UndoableRemovalType, required: true }),
      deviceID: t.arg.int({ required: false, description: 'The removals of a device: the device.' }),
      tag: t.arg.string({ required: false, description: 'REMOVE_ALARMS, DELETE_DATA and DELETE_USER_DATA: the tag.' }),
      time: t.arg.float({
        required: false,
        description: 'DELETE_DATA and DELETE_USER_DATA: the time the delete was given (epoch seconds).',
      }),
      commentID: t.arg.int({ required: false, description: 'DELETE_COMMENT: the id deleteComment was given.' }),
      groupIDs: t.arg.idList({ required: false, description: 'DELETE_GROUP: the ids deleteGroup was given.' }),
      userID: t.arg.int({ required: false, description: 'DELETE_USER: the id deleteUser was given.' }),
    },
    resolve: (_root, a, ctx) => {
      const { db, clock } = ctx.services;
      if (a.removal === 'DELETE_GROUP' || a.removal === 'DELETE_USER') {
        const ids = a.removal === 'DELETE_USER' ? (a.userID == null ? [] : [a.userID]) : (a.groupIDs ?? []).map(groupId);
        if (ids.length === 0) throw missing(a.removal === 'DELETE_USER' ? 'userID' : 'groupIDs');
        return undoTeamRemoval(db, clock, authorize(ctx, 'manageTeam'), { removal: a.removal, ids });
      }
      if (a.deviceID == null) throw missing('deviceID');
      const req = { removal: a.removal, deviceId: a.deviceID, tag: a.tag, time: a.time, commentId: a.commentID };
      return undoRemoval(db, clock, authorize(ctx), req);
    },
  }),
);
