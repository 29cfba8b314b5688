import { authStore } from '../../app/auth/authStore';

export interface DefaultImage {
  key: 'application_image' | 'relocate_image';
  value: string;
}

export interface FirmwareVersion {
  name: string;
  crc_id: string;
}

export interface SignatureMapping {
  relocate_image_crc_id: string;
  fota_image_crc_id: string;
}

/** The REST calls of spec 3 §7 carry the same session headers as GraphQL. */
async function fotaFetch<T>(path: string, init: { method?: 'GET' | 'PUT'; body?: unknown } = {}): Promise<T> {
  const user = authStore.get();
  const headers: Record<string, string> = {};
  if (user) {
    headers.authorization = `Bearer ${user.token}`;
    if (user.loginAsUserID !== null) headers['login-as'] = user.loginAsUserID;
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/fota/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new Error(message ?? `HTTP ${res.status}`);
  }
  return body as T;
}

export const fotaApi = {
  defaultImages: () => fotaFetch<DefaultImage[]>('default-images'),
  // a bare list, or one wrapped under `versions`: the route belongs to another area (fota/firmwareVersionsRoute.ts)
  firmwareVersions: async () => {
    const body = await fotaFetch<FirmwareVersion[] | { versions?: FirmwareVersion[] }>('firmware-versions');
    return Array.isArray(body) ? body : (body.versions ?? []);
  },
  signatureMappings: () => fotaFetch<SignatureMapping[]>('signature-mappings'),
  setApplicationDefault: (applicationSignature: string) =>
    fotaFetch<DefaultImage>('default-images/application-image', { method: 'PUT', body: { applicationSignature } }),
  setRelocateDefault: (relocateSignature: string) =>
    fotaFetch<DefaultImage>('default-images/relocate-image', { method: 'PUT', body: { relocateSignature } }),
  setMapping: (relocateSignature: string, fotaSignature: string) =>
    fotaFetch<SignatureMapping>('signature-mappings', { method: 'PUT', body: { fotaSignature, relocateSignature } }),
};
