import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from './colorSchemeKey';

/** Mantine keeps the chosen scheme ('light', 'dark' or 'auto': the system's) under our key, and follows other tabs. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
