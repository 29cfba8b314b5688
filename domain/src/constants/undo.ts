/**
 * How long a removal can be undone: the toast's Undo shows this long, and the server refuses an undo asked for later
 * (measured on the database's clock from the removal's commit, so a slow network cannot stretch it much).
 */
export const UNDO_WINDOW_MS = 10_000;

/**
 * The removals that keep what they took for an Undo: Remove All Alarms, Delete Data Point and Clear Fota. The others
 * (Clear Data, deleting users, groups, API keys, calibrations, comments, user data) say in their confirmation that they
 * cannot be undone.
 */
export const UNDOABLE_REMOVALS = ['REMOVE_ALARMS', 'DELETE_DATA', 'CLEAR_FOTA'] as const;
export type UndoableRemoval = (typeof UNDOABLE_REMOVALS)[number];
