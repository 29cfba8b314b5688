/**
 * The banner of a device not yet placed in the directory (spec 2 §2.1); null once it has a name and a path.
 * A path of just '/' counts as missing.
 */
export function newDeviceBanner(device: { name: string | null; path: string | null }): string | null {
  const noName = !device.name?.trim();
  const noPath = !device.path || device.path.trim() === '/' || !device.path.trim();
  if (noName && noPath) {
    return 'This is a new device. To place this device in your directory, click the Edit Device button and give the device a name and a directory path';
  }
  if (noName)
    return 'This is a new device. To place this device in your directory, click the Edit Device button and give the device a name';
  if (noPath)
    return 'This is a new device. To place this device in your directory, click the Edit Device button and give the device a directory path';
  return null;
}
