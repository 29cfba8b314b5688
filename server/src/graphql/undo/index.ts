// Undo of removals: one import per field file.
import './undoRemoval';
