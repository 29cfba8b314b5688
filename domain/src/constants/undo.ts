/**
 * How long a removal can be undone: the toast's Undo shows this long, and the server refuses an undo asked for later
 * (measured on the database's clock from the removal's commit, so a slow network cannot stretch it much).
 */
export const UNDO_WINDOW_MS = 10_000;

/**
 * The removals that keep what they took for an Undo: Remove All Alarms, Delete Data Point, Clear Fota, deleting a graph
 * comment or user data, deleting groups (one Undo for all the groups of one delete) and deleting a user. The others
 * (Clear Data, deleting API keys, calibrations) say in their confirmation that they cannot be undone.
 */
export const UNDOABLE_REMOVALS = [
  'REMOVE_ALARMS',
  'DELETE_DATA',
  'CLEAR_FOTA',
  'DELETE_COMMENT',
  'DELETE_USER_DATA',
  'DELETE_GROUP',
  'DELETE_USER',
] as const;
export type UndoableRemoval = (typeof UNDOABLE_REMOVALS)[number];
