import { sql } from 'kysely';
import { fromDisplayUnit, intervalBounds, minutesToSeconds, type MassChange } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import type { ChangeableDevice } from '../auth/policy/changeableDevices';
import type { MassRefusal, MassSkip } from './massRefusal';

interface TagRow {
  device_id: number;
  tag: string;
  display_units: string | null;
}

/** Which of the device settings rows (DESIGN.md §4) each slot writes, and the value it desires. */
function desiredSettings(c: MassChange): [key: string, value: string][] {
  const out: [string, string][] = [];
  if (c.applicationSignature !== null) out.push(['control_1', c.applicationSignature]);
  if (c.relocateSignature !== null) out.push(['relocate_image_signature', c.relocateSignature]);
  if (c.readingMinutes !== null) out.push(['interval_reading', String(minutesToSeconds(c.readingMinutes))]);
  if (c.transmitMinutes !== null) out.push(['interval_transmit', String(minutesToSeconds(c.transmitMinutes))]);
  return out;
}

/** The unit the thresholds were typed in on this device: the new units, else what the tag shows now. */
function unitOf(d: ChangeableDevice, tag: TagRow, c: MassChange): string | null {
  if (c.displayUnits !== null) return c.displayUnits;
  if (d.default_tag === tag.tag && d.display_units) return d.display_units;
  return tag.display_units;
}

/**
 * Applies a valid change to every device the viewer may change (already locked), all in the caller's
 * transaction. A device is refused whole when it lacks a sensor the change names, the chosen group belongs to
 * another company than the device's, or its thresholds cannot be converted from its display unit. A transmit
 * interval over what the device's firmware takes is the one setting left out on that device (`skipped`, named per
 * device), the rest of the change is applied: older firmware must not cost a fleet its rules and units.
 */
export async function applyMassUpdate(
  trx: Db,
  viewer: Viewer,
  devices: ChangeableDevice[],
  c: MassChange,
  groupCompanyId: number | null,
): Promise<{ updated: number[]; refused: MassRefusal[]; skipped: MassSkip[] }> {
  const neededTags = [...new Set([...(c.tag ? [c.tag] : []), ...c.rules.map((r) => r.tag), ...c.actions.map((a) => a.tag)])];
  const tagRows: TagRow[] =
    devices.length && neededTags.length
      ? await trx
          .selectFrom('tags')
          .select(['device_id', 'tag', 'display_units'])
          .where(
            'device_id',
            'in',
            devices.map((d) => d.id),
          )
          .where('tag', 'in', neededTags)
          .execute()
      : [];
  const tagOf = (deviceId: number, tag: string) => tagRows.find((t) => t.device_id === deviceId && t.tag === tag);

  const refused: MassRefusal[] = [];
  const skipped: MassSkip[] = [];
  const ok: { d: ChangeableDevice; thresholds: (number | null)[] | null; withoutTransmit: boolean }[] = [];
  for (const d of devices) {
    const missing = neededTags.find((t) => !tagOf(d.id, t));
    if (missing) {
      refused.push({ deviceId: d.id, reason: `no ${missing} sensor` });
      continue;
    }
    const companyAfter = c.companyId ?? d.company_id;
    if (groupCompanyId !== null && groupCompanyId !== companyAfter) {
      refused.push({ deviceId: d.id, reason: 'the group belongs to another company' });
      continue;
    }
    let thresholds: (number | null)[] | null = null;
    if (c.thresholds && c.tag) {
      const tag = tagOf(d.id, c.tag)!;
      const unit = unitOf(d, tag, c);
      const t = c.thresholds;
      thresholds = [t.criticalHigh, t.criticalLow, t.highWarning, t.lowWarning].map((v) =>
        v === null ? null : fromDisplayUnit(c.tag!, v, unit),
      );
      if (thresholds.some((v, i) => v === null && [t.criticalHigh, t.criticalLow, t.highWarning, t.lowWarning][i] !== null)) {
        refused.push({ deviceId: d.id, reason: `thresholds cannot be converted from ${unit}` });
        continue;
      }
    }
    const max = intervalBounds(viewer, d.firmware_version).transmit.max;
    const withoutTransmit = c.transmitMinutes !== null && c.transmitMinutes > max;
    if (withoutTransmit)
      skipped.push({ deviceId: d.id, setting: 'Transmit Interval', reason: `over this device's limit of ${max} minutes` });
    ok.push({ d, thresholds, withoutTransmit });
  }

  const ids = ok.map((o) => o.d.id);
  if (ids.length === 0) return { updated: [], refused, skipped };

  if (c.path !== null || c.companyId !== null) {
    await trx
      .updateTable('devices')
      .set({ ...(c.path !== null ? { path: c.path } : {}), ...(c.companyId !== null ? { company_id: c.companyId } : {}) })
      .where('id', 'in', ids)
      .execute();
  }
  if (c.groupId !== null) {
    await trx
      .insertInto('group_devices')
      .values(ids.map((device_id) => ({ group_id: c.groupId!, device_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const settings = desiredSettings(c);
  const rows = ok.flatMap((o) =>
    settings
      .filter(([key]) => !(o.withoutTransmit && key === 'interval_transmit'))
      .map(([key, value]) => ({ device_id: o.d.id, key, desired_value: value, desired_time: sql<Date>`now()` })),
  );
  if (rows.length) {
    await trx
      .insertInto('device_settings')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['device_id', 'key'])
          .doUpdateSet({ desired_value: (eb) => eb.ref('excluded.desired_value'), desired_time: sql<Date>`now()` }),
      )
      .execute();
  }
  if (c.tag && c.displayUnits !== null) {
    await trx.updateTable('tags').set({ display_units: c.displayUnits }).where('device_id', 'in', ids).where('tag', '=', c.tag).execute();
    // a device's own display units override its default tag's (spec 1 §4)
    await trx
      .updateTable('devices')
      .set({ display_units: c.displayUnits })
      .where('id', 'in', ids)
      .where('default_tag', '=', c.tag)
      .execute();
  }
  for (const o of ok) {
    if (!o.thresholds || !c.tag) continue;
    const [critical_high, critical_low, high_warning, low_warning] = o.thresholds;
    await trx
      .updateTable('tags')
      .set({ critical_high, critical_low, high_warning, low_warning })
      .where('device_id', '=', o.d.id)
      .where('tag', '=', c.tag)
      .execute();
  }
  for (const r of c.rules) {
    // a rule of the same name on the same sensor is replaced, so saving twice does not double it
    await trx.deleteFrom('alarm_rules').where('device_id', 'in', ids).where('tag', '=', r.tag).where('name', '=', r.name).execute();
    await trx
      .insertInto('alarm_rules')
      .values(ids.map((device_id) => ({ device_id, tag: r.tag, name: r.name, symbol: r.symbol, value: r.value, desc: r.desc })))
      .execute();
  }
  for (const a of c.actions) {
    await trx.deleteFrom('alarm_actions').where('device_id', 'in', ids).where('tag', '=', a.tag).where('user_id', '=', a.userId).execute();
    await trx
      .insertInto('alarm_actions')
      .values(ids.map((device_id) => ({ device_id, tag: a.tag, user_id: a.userId, action: a.action, delay: a.delay })))
      .execute();
  }
  return { updated: ids, refused, skipped };
}
