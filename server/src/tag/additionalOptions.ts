import type { AdditionalTag } from '../db/schema';
import type { Db } from '../db/connection';
import type { TagSettingsRow } from './tagSettingsRow';

/** Codes that are a device's additional sensors rather than primary streams (spec 2 §3 additional tag labels). */
const ADDITIONAL_CODES = ['temp', 'cumulative_pulses', 'uv_pulses', 'pdiff', 'hpres', 'htemp', 'tpres', 'ttemp'];

/**
 * What the additional-sensor selector offers: the tag's configured additional tags, then the device's other tags
 * of an additional kind that are not configured yet (with no display settings of their own). `deviceTags`: the
 * device's tag codes when the caller has read them already (sorted), else they are read here.
 */
export async function additionalOptions(db: Db, tag: TagSettingsRow, deviceTags?: readonly string[]): Promise<AdditionalTag[]> {
  const configured = tag.additional_tags.filter((a) => a.tag !== tag.tag);
  const codes = new Set(configured.map((a) => a.tag));
  const all =
    deviceTags ??
    (await db.selectFrom('tags').select('tag').where('device_id', '=', tag.device_id).orderBy('tag').execute()).map((r) => r.tag);
  const extra = all
    .filter((c) => c !== tag.tag && !codes.has(c) && ADDITIONAL_CODES.includes(c))
    .map((c) => ({ tag: c, displayUnits: null, ymin: null, ymax: null }));
  return [...configured, ...extra];
}

/** The tag codes a device reports (its tag rows, in no particular order): an additional sensor of one of them has data of its own. */
export async function deviceTagCodes(db: Db, deviceId: number): Promise<string[]> {
  return (await db.selectFrom('tags').select('tag').where('device_id', '=', deviceId).execute()).map((x) => x.tag);
}
