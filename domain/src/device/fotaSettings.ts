/**
 * The settings that make a device fetch firmware over the air: the application image signature (control_1) and
 * the relocate image signature. Clear Fota withdraws their desired values so nothing more is pushed; what the
 * device reported stays.
 */
export const FOTA_SETTING_KEYS: readonly string[] = ['control_1', 'relocate_image_signature'];
