import { UNDO_WINDOW_MS, type UndoableRemoval } from '@fieldwatch/domain';
import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { undoRemoval } from '../../undo/undoRemoval';

const UndoableRemovalType = builder.enumType('UndoableRemoval', {
  description: 'A removal that keeps what it took for an Undo.',
  values: {
    REMOVE_ALARMS: { value: 'REMOVE_ALARMS', description: "updateAlarms with removeOrUpdate 'remove' (Remove All Alarms)." },
    DELETE_DATA: { value: 'DELETE_DATA', description: 'deleteData (Delete Data Point).' },
    CLEAR_FOTA: { value: 'CLEAR_FOTA', description: 'deleteFOTASetting (Clear Fota).' },
  } as const satisfies Record<UndoableRemoval, { value: UndoableRemoval; description: string }>,
});

/**
 * An addition to the spec's API: puts back what the viewer's latest such removal took, within UNDO_WINDOW_MS of it.
 * The removal's own arguments name it, so the spec's mutations keep their answers unchanged.
 */
builder.mutationField('undoRemoval', (t) =>
  t.boolean({
    description: `Undoes the viewer's latest removal of this kind and target within ${UNDO_WINDOW_MS / 1000} s: UNDO_EXPIRED after, UNDO_ALREADY the second time, UNDO_NOT_FOUND when the viewer removed nothing there.`,
    args: {
      removal: t.arg({ type: UndoableRemovalType, required: true }),
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: false, description: 'REMOVE_ALARMS and DELETE_DATA: the tag.' }),
      time: t.arg.float({ required: false, description: 'DELETE_DATA: the time deleteData was given (epoch seconds).' }),
    },
    resolve: (_root, a, ctx) =>
      undoRemoval(ctx.services.db, ctx.services.clock, authorize(ctx), {
        removal: a.removal,
        deviceId: a.deviceID,
        tag: a.tag,
        time: a.time,
      }),
  }),
);
