import { graphql } from '../../api/graphql';

/** The Undo of Remove All Alarms, Delete Data Point and Clear Fota: the removal's own arguments name what to put back. */
export const UNDO_REMOVAL = graphql(
  `mutation UndoRemoval($removal: UndoableRemoval!, $deviceID: Int!, $tag: String, $time: Float) { undoRemoval(removal: $removal, deviceID: $deviceID, tag: $tag, time: $time) }`,
);
