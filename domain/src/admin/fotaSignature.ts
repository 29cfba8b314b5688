/** Spec 3 §9: a FOTA signature is at most 8 characters. */
export const FOTA_SIGNATURE_MAX = 8;

/** What is wrong with a signature as typed or sent; null when it is acceptable. */
export function fotaSignatureProblem(signature: string): string | null {
  const s = signature.trim();
  if (s === '') return 'Enter a FOTA signature.';
  if (s.length > FOTA_SIGNATURE_MAX) return `The FOTA signature is at most ${FOTA_SIGNATURE_MAX} characters.`;
  return null;
}

export interface FirmwareVersion {
  name: string;
  crc_id: string;
}

/** Spec 3 §3: names with 'application' or 'generic' are application images, names with 'relocate' relocate images. */
export function splitFirmware<T extends FirmwareVersion>(versions: readonly T[]): { application: T[]; relocate: T[] } {
  const application = versions.filter((v) => /application|generic/i.test(v.name));
  const relocate = versions.filter((v) => /relocate/i.test(v.name));
  return { application, relocate };
}

/** Spec 3 §4: the FOTA signature mapped to a relocate signature, or '' when none is. */
export function mappedFotaSignature(
  mappings: readonly { relocate_image_crc_id: string; fota_image_crc_id: string }[],
  relocate: string,
): string {
  return mappings.find((m) => m.relocate_image_crc_id === relocate)?.fota_image_crc_id ?? '';
}
