import { sql } from 'kysely';
import {
  calibrationSourceTag,
  conversionOf,
  effectiveUnits,
  hasAlarmConfig,
  hasHolds,
  type ConditionHold,
  type HoldStates,
  type ThresholdKey,
  type AlarmFlag,
  type ConversionOptions,
  type LegacyThresholds,
  type RuleSymbol,
  type ShownCalibration,
} from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { shownCalibration, type ShownCalibrationColumns } from '../tag/shownCalibration';

/* A tag's alarm configuration as the alarm engine caches it, and the one query that reads it for many tags. */
export interface CachedRule {
  id: number;
  name: string;
  desc: string | null;
  symbol: RuleSymbol;
  value: number;
  /** No flapping (alarmHolds): minutes to hold before raising, band to come back before clearing. */
  holdMinutes: number | null;
  deadBand: number | null;
}

/** What the engine keeps per tag: enough to evaluate a reading without touching the database. */
export interface TagAlarmConfig {
  /** No thresholds, no rules and flag 'norm': a reading can change nothing, so it costs one Map lookup. */
  inert: boolean;
  hasConfig: boolean;
  flag: AlarmFlag;
  displayUnit: string;
  thresholds: LegacyThresholds;
  rules: CachedRule[];
  conversion: ConversionOptions;
  /** The newest calibration: readings are evaluated as shown (level from distance, offset), like the graph draws them. */
  calibration: ShownCalibration | null;
  /** updateAlarms' low and high (table tag_rule_bounds), in the display unit. */
  limits: { low: number | null; high: number | null } | null;
  /** The legacy thresholds' holds (table tag_threshold_holds); empty when none is held. */
  thresholdHolds: Partial<Record<ThresholdKey, ConditionHold>>;
  /** Whether any condition is held: then the conditions' states are kept (table alarm_hold_states). */
  held: boolean;
  /** Where the held conditions stand (table alarm_hold_states). */
  holdStates: HoldStates;
  /**
   * Epoch ms of the newest reading judged (tags.alarm_stepped_at, or the held states' own, whichever is newer); null
   * before the first. An older reading that arrives later is stored and shown but not judged over the newer ones.
   */
  steppedAt: number | null;
}

/** A tag the database does not have (yet): nothing to evaluate. */
const NO_TAG: TagAlarmConfig = Object.freeze({
  inert: true,
  hasConfig: false,
  flag: 'norm',
  displayUnit: '',
  thresholds: Object.freeze({ criticalHigh: null, criticalLow: null, highWarning: null, lowWarning: null }),
  rules: [],
  conversion: {},
  calibration: null,
  limits: null,
  thresholdHolds: {},
  held: false,
  holdStates: {},
  steppedAt: null,
}) as TagAlarmConfig;

interface ConfigRow {
  device_id: number;
  tag: string;
  alarm_flag: AlarmFlag;
  critical_high: number | null;
  critical_low: number | null;
  high_warning: number | null;
  low_warning: number | null;
  display_units: string | null;
  device_units: string | null;
  default_tag: string | null;
  /** The newest calibration's row as JSON, with the named tank's strap; null without one. */
  calibration: ShownCalibrationColumns | null;
  bound_low: number | null;
  bound_high: number | null;
  rules: CachedRule[];
  threshold_holds: { threshold: ThresholdKey; holdMinutes: number | null; deadBand: number | null }[];
  hold_states: HoldStates | null;
  stepped_at: Date | null;
}

/** Reads the configuration of the tags in one query; a tag the database does not have gets NO_TAG. */
export async function loadTagAlarmConfigs(
  db: Db,
  keys: { deviceId: number; tag: string }[],
): Promise<Map<number, Map<string, TagAlarmConfig>>> {
  const res = await sql<ConfigRow>`
    SELECT t.device_id, t.tag, t.alarm_flag, t.critical_high, t.critical_low, t.high_warning, t.low_warning,
           t.display_units, d.display_units AS device_units, d.default_tag, c.calibration, b.low AS bound_low, b.high AS bound_high,
           coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'desc', r."desc", 'symbol', r.symbol, 'value', r.value,
                                               'holdMinutes', r.hold_minutes, 'deadBand', r.dead_band) ORDER BY r.id)
                     FROM alarm_rules r WHERE r.device_id = t.device_id AND r.tag = t.tag), '[]'::json) AS rules,
           coalesce((SELECT json_agg(json_build_object('threshold', h.threshold, 'holdMinutes', h.hold_minutes, 'deadBand', h.dead_band))
                     FROM tag_threshold_holds h WHERE h.device_id = t.device_id AND h.tag = t.tag), '[]'::json) AS threshold_holds,
           hs.conditions AS hold_states,
           greatest(hs.stepped_at, t.alarm_stepped_at) AS stepped_at
    FROM unnest(${keys.map((k) => k.deviceId)}::bigint[], ${keys.map((k) => k.tag)}::text[], ${keys.map((k) => calibrationSourceTag(k.tag))}::text[])
         AS k(device_id, tag, source)
    JOIN tags t ON t.device_id = k.device_id AND t.tag = k.tag
    JOIN devices d ON d.id = t.device_id
    LEFT JOIN tag_rule_bounds b ON b.device_id = t.device_id AND b.tag = t.tag
    LEFT JOIN alarm_hold_states hs ON hs.device_id = t.device_id AND hs.tag = t.tag
    LEFT JOIN LATERAL (
      SELECT to_jsonb(cal) || jsonb_build_object('strap', tn.strap) AS calibration
      FROM calibrations cal LEFT JOIN tank_names tn ON tn.tank_name = cal.tank_name
      WHERE cal.device_id = t.device_id AND cal.tag = k.source ORDER BY cal.time DESC LIMIT 1
    ) c ON true`.execute(db);

  const out = new Map<number, Map<string, TagAlarmConfig>>();
  const put = (deviceId: number, tag: string, cfg: TagAlarmConfig) => {
    let m = out.get(deviceId);
    if (!m) out.set(deviceId, (m = new Map()));
    m.set(tag, cfg);
  };
  for (const row of res.rows) put(row.device_id, row.tag, configFromRow(row));
  for (const k of keys) if (!out.get(k.deviceId)?.has(k.tag)) put(k.deviceId, k.tag, NO_TAG);
  return out;
}

export function withFlag(cfg: TagAlarmConfig, flag: AlarmFlag): TagAlarmConfig {
  return { ...cfg, flag, inert: !cfg.hasConfig && flag === 'norm' };
}

function configFromRow(row: ConfigRow): TagAlarmConfig {
  const calibration = shownCalibration(row.calibration);
  const thresholds: LegacyThresholds = {
    criticalHigh: row.critical_high,
    criticalLow: row.critical_low,
    highWarning: row.high_warning,
    lowWarning: row.low_warning,
  };
  const rules = row.rules.map((r) => ({ ...r, symbol: Number(r.symbol) as RuleSymbol, value: Number(r.value) }));
  const limits = { low: row.bound_low, high: row.bound_high };
  const thresholdHolds: Partial<Record<ThresholdKey, ConditionHold>> = {};
  for (const h of row.threshold_holds) thresholdHolds[h.threshold] = { holdMinutes: h.holdMinutes, deadBand: h.deadBand };
  const hasConfig = hasAlarmConfig(thresholds, rules.length, limits);
  return {
    inert: !hasConfig && row.alarm_flag === 'norm',
    hasConfig,
    flag: row.alarm_flag,
    displayUnit: effectiveUnits(
      { tag: row.tag, displayUnits: row.display_units },
      { defaultTag: row.default_tag, displayUnits: row.device_units },
    ),
    thresholds,
    rules,
    conversion: conversionOf(calibration),
    calibration,
    limits,
    thresholdHolds,
    held: hasHolds(thresholdHolds, rules),
    holdStates: row.hold_states ?? {},
    steppedAt: row.stepped_at?.getTime() ?? null,
  };
}
