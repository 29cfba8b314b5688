import { graphql } from '../../api/graphql';

/** The Undo of a removal that keeps what it took: the removal's own arguments name what to put back. */
export const UNDO_REMOVAL = graphql(
  `mutation UndoRemoval($removal: UndoableRemoval!, $deviceID: Int, $tag: String, $time: Float, $commentID: Int, $groupIDs: [ID!], $userID: Int) { undoRemoval(removal: $removal, deviceID: $deviceID, tag: $tag, time: $time, commentID: $commentID, groupIDs: $groupIDs, userID: $userID) }`,
);
