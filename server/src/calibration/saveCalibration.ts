import { calibrationOffset, uncalibratedLevel } from '@fieldwatch/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanCalibrate, visibleTag } from '../auth/policy/tagAlarmAccess';
import { audit } from '../auth/audit';
import type { Db } from '../db/connection';
import { nearestReadingSql } from '../db/readingsBetween';
import type { CalibrationsTable } from '../db/schemaTags';
import { AppError } from '../errors/AppError';

/** The arguments of updateCalibration (spec 2 §7, sensor page and device page); undefined keeps the previous value. */
export interface CalibrationInput {
  deviceID: number;
  tag: string;
  time?: number | null;
  fluid?: string | null;
  api?: number | null;
  tds?: number | null;
  sg?: number | null;
  target?: number | null;
  kFactor?: number | null;
  tankName?: string | null;
  productionOffset?: number | null;
  tankHeight?: number | null;
  tankVolume?: number | null;
  tankShape?: string | null;
  orifice_diameter?: number | null;
  pipe_diameter?: number | null;
  unit?: string | null;
  scada_sensor_type?: string | null;
  scada_max?: number | null;
  scada_min?: number | null;
  valve_high?: number | null;
  valve_low?: number | null;
  gallons_per_inch?: number | null;
  barrelsPerInch?: number | null;
}

type Row = Selectable<CalibrationsTable>;

const incomplete = (why: string) => new AppError('CALIBRATION_FORM_INCOMPLETE', { cause: new Error(`updateCalibration: ${why}`) });
const requiredEmpty = (why: string) => new AppError('CALIBRATION_REQUIRED_FIELDS', { cause: new Error(`updateCalibration: ${why}`) });
const badInput = (why: string) => new AppError('BAD_INPUT', { cause: new Error(`updateCalibration: ${why}`) });

/** Tags whose stored value is a level a measured target can be compared with. */
const LEVEL_TAGS = new Set(['spsr', 'dspsr', 'psr', 'dist', 'sonr']);

/** The input's fields as columns; only the ones sent. */
function columnsOf(input: CalibrationInput): Partial<Insertable<CalibrationsTable>> {
  const out: Record<string, unknown> = {};
  const put = (col: string, v: unknown, fallback?: unknown) => {
    if (v === undefined) return;
    out[col] = v === null && fallback !== undefined ? fallback : v;
  };
  // columns with a default go back to it when cleared; the others become null
  put('fluid', input.fluid, 'water');
  put('api', input.api, 32);
  put('tds', input.tds, 24);
  put('sg', input.sg, 1);
  put('target', input.target, 0);
  put('k_factor', input.kFactor, 1);
  put('tank_name', input.tankName === undefined ? undefined : input.tankName?.trim() || null);
  put('production_offset', input.productionOffset, 0);
  put('tank_height', input.tankHeight);
  put('tank_volume', input.tankVolume);
  put('tank_shape', input.tankShape);
  put('orifice_diameter', input.orifice_diameter);
  put('pipe_diameter', input.pipe_diameter);
  put('unit', input.unit, 'inches');
  put('scada_sensor_type', input.scada_sensor_type);
  put('scada_max', input.scada_max);
  put('scada_min', input.scada_min);
  put('valve_high', input.valve_high);
  put('valve_low', input.valve_low);
  put('gallons_per_inch', input.gallons_per_inch);
  put('barrels_per_inch', input.barrelsPerInch, 1.67);
  return out as Partial<Insertable<CalibrationsTable>>;
}

/**
 * A save that would store what the newest calibration already says changes nothing: no new row at a new time (which
 * would only repeat the history), no audit row of a change. What a form sends when it is saved untouched.
 */
function unchanged(base: Row, merged: Partial<Row>): boolean {
  const same = (a: unknown, b: unknown) => a === b || (a == null && b == null);
  return Object.entries(merged).every(
    ([k, v]) => ['time', 'created_at', 'user_id', 'form_use'].includes(k) || same(v, base[k as keyof Row]),
  );
}

/** Checks of spec 2 §5 on the calibration as it would be stored; throws before anything is written. */
function check(tag: string, input: CalibrationInput, merged: Partial<Row>): void {
  const numbers = Object.entries(input).filter(([k, v]) => typeof v === 'number' && k !== 'deviceID');
  if (numbers.some(([, v]) => !Number.isFinite(v))) throw badInput('a number is not finite');
  if (input.kFactor === null && (tag === 'puls' || tag === 'pult')) throw incomplete('k-factor is empty');
  if (merged.k_factor != null && merged.k_factor < 0) throw incomplete('negative k-factor');
  if (input.tankHeight !== undefined && (input.tankHeight === null || input.tankHeight <= 0)) {
    if (tag === 'dist' || tag === 'sonr' || input.tankHeight !== null) throw incomplete('tank height empty or not positive');
  }
  if ((tag === 'dist' || tag === 'sonr') && !(merged.tank_height != null && merged.tank_height > 0))
    throw incomplete('tank height is required');
  for (const col of ['tank_volume', 'gallons_per_inch', 'orifice_diameter', 'pipe_diameter', 'barrels_per_inch'] as const) {
    const v = merged[col];
    if (v != null && v < 0) throw incomplete(`negative ${col}`);
  }
  if (merged.fluid != null && !['oil', 'water', 'chemical'].includes(merged.fluid)) throw badInput(`fluid ${merged.fluid}`);
  if (merged.tank_shape != null && !['horizontal', 'vertical'].includes(merged.tank_shape))
    throw badInput(`tank shape ${merged.tank_shape}`);
  if (merged.unit != null && !['inches', 'gallons'].includes(merged.unit)) throw badInput(`unit ${merged.unit}`);
  if (tag === 'flw' && (merged.orifice_diameter == null || merged.pipe_diameter == null))
    throw requiredEmpty('flow needs orifice and pipe diameters');
}

/**
 * Saves a calibration of a tag (spec 2 §7 updateCalibration): the row at `time` (now when omitted) is updated, or a
 * new one is made from the newest calibration with the values sent; a save that changes none of them writes nothing.
 * A save that chooses the fluid keeps the tank name only for chemicals (spec 2 §5). A measured `target` for a level sensor sets the offset so that the reading at that time shows it.
 */
export async function saveCalibration(db: Db, actor: AuthorizedActor, input: CalibrationInput): Promise<Row> {
  const viewer = actor.viewer;
  return db.transaction().execute(async (trx) => {
    const v = await visibleTag(trx, viewer, input.deviceID, input.tag, { forUpdate: true });
    assertCanCalibrate(viewer);
    const deviceId = v.device.id;
    const tag = v.tag.tag;
    const time = input.time == null ? Math.floor(Date.now() / 1000) : Math.round(input.time);
    if (!Number.isFinite(time) || time < 0) throw badInput('time');

    const atTime = await trx
      .selectFrom('calibrations')
      .selectAll()
      .where('device_id', '=', deviceId)
      .where('tag', '=', tag)
      .where('time', '=', time)
      .executeTakeFirst();
    const base =
      atTime ??
      (await trx
        .selectFrom('calibrations')
        .selectAll()
        .where('device_id', '=', deviceId)
        .where('tag', '=', tag)
        .orderBy('time', 'desc')
        .limit(1)
        .executeTakeFirst());
    const sent = columnsOf(input);
    const merged: Partial<Row> = { ...(base ?? {}), ...(sent as Partial<Row>) };
    // judged on what was sent, before the tank name rule: sending back what is stored asks for no change
    if (base && input.target == null && unchanged(base, merged)) return base;
    // the generic form's rule (spec 2 §5), for the saves that choose the fluid: a wizard's save of a tank height or a
    // k-factor says nothing of the fluid, and used to erase an oil tank's name (and its Consumption Report) with it
    if (input.fluid !== undefined && merged.fluid !== 'chemical') merged.tank_name = null;
    check(tag, input, merged);

    if (input.target != null && LEVEL_TAGS.has(tag)) {
      const at = new Date(time * 1000);
      const reading = (
        await sql<{
          value: number;
        }>`SELECT value FROM ${nearestReadingSql(deviceId, tag, sql`${at}::timestamptz`, 'before', false)} r`.execute(trx)
      ).rows[0];
      if (reading) {
        // the offset is what the shown value lacked: the graph shows uncalibratedLevel + offset (calibratedReading)
        merged.offset = calibrationOffset(input.target, uncalibratedLevel(tag, reading.value, { tankHeight: merged.tank_height }));
      }
    }

    const { device_id: _d, tag: _t, time: _time, created_at: _c, user_id: _u, ...values } = merged as Row;
    const row = { ...values, form_use: false, user_id: viewer.id };
    const saved = atTime
      ? await trx
          .updateTable('calibrations')
          .set(row)
          .where('device_id', '=', deviceId)
          .where('tag', '=', tag)
          .where('time', '=', time)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('calibrations')
          .values({ ...row, device_id: deviceId, tag, time })
          .returningAll()
          .executeTakeFirstOrThrow();
    await audit(trx, actor, 'calibration.update', { type: 'tag', id: `${deviceId}:${tag}` }, { time, ...sent });
    return saved;
  });
}

/** Deletes the calibration at `time`; NOT_FOUND (and nothing changed) when there is none. */
export async function deleteCalibration(db: Db, actor: AuthorizedActor, deviceID: number, tag: string, time: number): Promise<void> {
  const viewer = actor.viewer;
  await db.transaction().execute(async (trx) => {
    const v = await visibleTag(trx, viewer, deviceID, tag, { forUpdate: true });
    assertCanCalibrate(viewer);
    const res = await trx
      .deleteFrom('calibrations')
      .where('device_id', '=', v.device.id)
      .where('tag', '=', v.tag.tag)
      .where('time', '=', Math.round(time))
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0)
      throw new AppError('NOT_FOUND', { message: 'Not found.', cause: new Error(`no calibration at ${time}`) });
    await audit(trx, actor, 'calibration.delete', { type: 'tag', id: `${v.device.id}:${v.tag.tag}` }, { time });
  });
}
