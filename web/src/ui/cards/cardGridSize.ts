/** The narrowest a device card gets in its grid, and the gap between cards (Mantine's md spacing), in px. */
export const CARD_MIN_WIDTH = 260;
export const CARD_GAP = 16;
