import type pg from 'pg';
import { sql } from 'kysely';
import {
  baseUnitOf,
  calibratedReading,
  calibrationSourceTag,
  conversionOf,
  effectiveUnits,
  evaluateAlarm,
  formatMeasurement,
  hasAlarmConfig,
  isActiveAlarm,
  type AlarmFlag,
  type ConversionOptions,
  type LegacyThresholds,
  type RuleSymbol,
  type ShownCalibration,
} from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { shownCalibration, type ShownCalibrationColumns } from '../tag/shownCalibration';
import { PgListener } from '../db/pgListener';
import type { CommittedBatch, CommittedReading } from '../ingest/committed';
import { ALARM_CONFIG_CHANNEL, parseAlarmConfigPayload } from './alarmConfigChannel';
import { cancelPendingAlarmNotifications, enqueueAlarmNotifications, type AlarmEpisode } from './alarmNotifications';
import type { AlarmMetrics } from '../metrics/metrics';

interface CachedRule {
  id: number;
  name: string;
  desc: string | null;
  symbol: RuleSymbol;
  value: number;
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
}) as TagAlarmConfig;

export interface AlarmEngineOptions {
  db: Db;
  /**
   * The database's pool: its settings open the dedicated LISTEN connection (no pool client is held). Without it
   * nothing is cached: every batch reads the configuration of its tags (correct, but one query per batch).
   */
  pool?: pg.Pool | null;
  publicUrl: string;
  /** Called after a transaction queued notifications that are due now (Outbox.kick), so they leave at once. */
  kick?: () => void;
  log?: (msg: string, err?: unknown) => void;
  /** Told after commit which tags changed flag (live updates to browsers). */
  onFlagChanges?: (changes: { deviceId: number; tag: string; flag: AlarmFlag; time: Date }[]) => void;
  /** Where evaluations and flag changes are counted (GET /metrics). */
  metrics?: AlarmMetrics;
}

interface Change {
  deviceId: number;
  tag: string;
  reading: CommittedReading;
  flag: AlarmFlag;
  fired: CachedRule[];
  cfg: TagAlarmConfig;
  displayValue: number | null;
}

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
}

/**
 * The alarm engine (DESIGN.md §1). Ingest hands it every committed batch (`onCommitted`); for each tag it
 * evaluates the newest reading of the batch against the tag's legacy thresholds and named rules, and when the flag
 * changes it updates the tag, writes the alarm log, counts the rules that fired and queues the tag's notifications,
 * all in one transaction per batch. Batches are processed one at a time, in the order they arrive.
 *
 * Each tag's alarm configuration (and current flag) is cached in memory, loaded in one query for all the tags of a
 * batch that are not cached. Every change to it is announced on the PostgreSQL channel `alarm_config` (by triggers,
 * migration 007), which each process LISTENs to; nothing is cached while that connection is down, so a missed
 * announcement cannot leave a stale entry behind.
 */
export class AlarmEngine {
  private readonly cache = new Map<number, Map<string, TagAlarmConfig>>();
  /** Bumped by every invalidation: a load that overlapped one is used once and not cached. */
  private generation = 0;
  private readonly listener: PgListener | null;
  private listening = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly log: (msg: string, err?: unknown) => void;

  constructor(private readonly opts: AlarmEngineOptions) {
    this.log = opts.log ?? ((msg, err) => console.error(msg, err ?? ''));
    this.listener = opts.pool
      ? new PgListener({
          pool: opts.pool,
          channel: ALARM_CONFIG_CHANNEL,
          onNotify: (payload) => {
            const key = parseAlarmConfigPayload(payload);
            if (key) this.invalidate(key.deviceId, key.tag);
          },
          // whatever was announced while nobody listened is unknown: start from an empty cache
          onListening: () => {
            this.invalidateAll();
            this.listening = true;
          },
          onLost: () => {
            this.listening = false;
            this.invalidateAll();
          },
          log: (msg, err) => this.log(`alarms: ${msg}`, err),
        })
      : null;
  }

  /** Opens the LISTEN connection (retrying in the background if it cannot); until then nothing is cached. */
  async start(): Promise<void> {
    if (!this.listener) return this.log('alarms: no pool to LISTEN with; alarm configuration is read for every batch');
    await this.listener.start();
  }

  /** Closes the LISTEN connection and waits for the batches in progress. */
  async stop(): Promise<void> {
    await this.listener?.stop();
    this.listening = false;
    this.invalidateAll();
    await this.chain;
  }

  /** Whether the engine is caching (its LISTEN connection is up). */
  get isListening(): boolean {
    return this.listening;
  }

  /** The ingest listener: queues the batch behind the ones in progress; never throws. */
  onCommitted = (batch: CommittedBatch): Promise<void> => {
    this.chain = this.chain.then(() => this.process(batch)).catch((err) => this.log('alarms: evaluating a batch failed', err));
    return this.chain;
  };

  /** Resolves when every batch handed in so far has been processed. */
  idle(): Promise<void> {
    return this.chain;
  }

  /**
   * Drops the cached configuration of one tag, or of every tag of the device when `tag` is omitted. A tag shown
   * through another tag's calibration (the production counter through its turbine's) goes with that tag.
   */
  invalidate(deviceId: number, tag?: string): void {
    this.generation++;
    if (tag === undefined) {
      this.cache.delete(deviceId);
      return;
    }
    const byTag = this.cache.get(deviceId);
    if (!byTag) return;
    // deleting the entry being visited is safe while iterating a Map
    for (const cached of byTag.keys()) if (cached === tag || calibrationSourceTag(cached) === tag) byTag.delete(cached);
  }

  /** Drops the whole cache. */
  invalidateAll(): void {
    this.generation++;
    this.cache.clear();
  }

  /** The cached configuration of a tag, if any (for tests and diagnostics). */
  cached(deviceId: number, tag: string): Readonly<TagAlarmConfig> | undefined {
    return this.cache.get(deviceId)?.get(tag);
  }

  private async process(batch: CommittedBatch): Promise<void> {
    // the newest reading per tag, skipping tags known to have nothing to evaluate
    const newest = new Map<number, Map<string, CommittedReading>>();
    const missing: { deviceId: number; tag: string }[] = [];
    for (const r of batch.readings) {
      const cfg = this.cache.get(r.deviceId)?.get(r.tag);
      if (cfg !== undefined && cfg.inert) continue;
      let byTag = newest.get(r.deviceId);
      if (!byTag) newest.set(r.deviceId, (byTag = new Map()));
      const prev = byTag.get(r.tag);
      if (!prev) {
        byTag.set(r.tag, r);
        if (cfg === undefined) missing.push({ deviceId: r.deviceId, tag: r.tag });
      } else if (r.time.getTime() > prev.time.getTime()) {
        byTag.set(r.tag, r);
      }
    }
    if (!newest.size) return;

    const loaded = missing.length ? await this.load(missing) : null;
    const changes: Change[] = [];
    let evaluated = 0;
    for (const [deviceId, byTag] of newest) {
      for (const [tag, reading] of byTag) {
        const cfg = loaded?.get(deviceId)?.get(tag) ?? this.cache.get(deviceId)?.get(tag);
        if (!cfg || cfg.inert) continue;
        evaluated++;
        const ev = evaluateAlarm({
          tag,
          value: calibratedReading(tag, reading.value, cfg.calibration),
          displayUnit: cfg.displayUnit,
          thresholds: cfg.thresholds,
          rules: cfg.rules,
          conversion: cfg.conversion,
          limits: cfg.limits,
        });
        if (ev.flag === cfg.flag) continue;
        changes.push({ deviceId, tag, reading, flag: ev.flag, fired: ev.firedRules, cfg, displayValue: ev.displayValue });
      }
    }
    if (evaluated) this.opts.metrics?.evaluated(evaluated);
    if (changes.length) await this.apply(changes);
  }

  /** Loads the configuration of the tags in one query; caches it while listening and nothing was invalidated meanwhile. */
  private async load(keys: { deviceId: number; tag: string }[]): Promise<Map<number, Map<string, TagAlarmConfig>>> {
    const generation = this.generation;
    const res = await sql<ConfigRow>`
      SELECT t.device_id, t.tag, t.alarm_flag, t.critical_high, t.critical_low, t.high_warning, t.low_warning,
             t.display_units, d.display_units AS device_units, d.default_tag, c.calibration, b.low AS bound_low, b.high AS bound_high,
             coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'desc', r."desc", 'symbol', r.symbol, 'value', r.value) ORDER BY r.id)
                       FROM alarm_rules r WHERE r.device_id = t.device_id AND r.tag = t.tag), '[]'::json) AS rules
      FROM unnest(${keys.map((k) => k.deviceId)}::bigint[], ${keys.map((k) => k.tag)}::text[], ${keys.map((k) => calibrationSourceTag(k.tag))}::text[])
           AS k(device_id, tag, source)
      JOIN tags t ON t.device_id = k.device_id AND t.tag = k.tag
      JOIN devices d ON d.id = t.device_id
      LEFT JOIN tag_rule_bounds b ON b.device_id = t.device_id AND b.tag = t.tag
      LEFT JOIN LATERAL (
        SELECT to_jsonb(cal) || jsonb_build_object('strap', tn.strap) AS calibration
        FROM calibrations cal LEFT JOIN tank_names tn ON tn.tank_name = cal.tank_name
        WHERE cal.device_id = t.device_id AND cal.tag = k.source ORDER BY cal.time DESC LIMIT 1
      ) c ON true`.execute(this.opts.db);

    const out = new Map<number, Map<string, TagAlarmConfig>>();
    const put = (deviceId: number, tag: string, cfg: TagAlarmConfig) => {
      let m = out.get(deviceId);
      if (!m) out.set(deviceId, (m = new Map()));
      m.set(tag, cfg);
    };
    for (const row of res.rows) put(row.device_id, row.tag, configFromRow(row));
    for (const k of keys) if (!out.get(k.deviceId)?.has(k.tag)) put(k.deviceId, k.tag, NO_TAG);

    if (this.listening && generation === this.generation) {
      for (const [deviceId, byTag] of out) {
        let m = this.cache.get(deviceId);
        if (!m) this.cache.set(deviceId, (m = new Map()));
        for (const [tag, cfg] of byTag) m.set(tag, cfg);
      }
    }
    return out;
  }

  private async apply(changes: Change[]): Promise<void> {
    const { db, publicUrl } = this.opts;
    let dueNow = 0;
    const applied: Change[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        const ids = changes.map((c) => c.deviceId);
        const tags = changes.map((c) => c.tag);
        // lock the rows in the order ingest's writer does (device_id, tag), so the two never deadlock
        await sql`
          SELECT 1 FROM tags t JOIN unnest(${ids}::bigint[], ${tags}::text[]) AS k(device_id, tag)
            ON t.device_id = k.device_id AND t.tag = k.tag
          ORDER BY t.device_id, t.tag FOR UPDATE OF t`.execute(trx);
        // only the tag's latest reading decides, and only a real change counts (another process may have been first)
        const updated = await sql<{ device_id: number; tag: string }>`
          UPDATE tags t
          SET alarm_flag = c.flag, alarm_flag_time = now(), alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL
          FROM unnest(${ids}::bigint[], ${tags}::text[], ${changes.map((c) => c.flag)}::text[], ${changes.map((c) => c.reading.time)}::timestamptz[])
               AS c(device_id, tag, flag, time)
          WHERE t.device_id = c.device_id AND t.tag = c.tag AND t.alarm_flag <> c.flag
            AND (t.time IS NULL OR t.time <= c.time)
          RETURNING t.device_id, t.tag`.execute(trx);
        const done = new Set(updated.rows.map((r) => `${r.device_id}\u0000${r.tag}`));
        for (const c of changes) if (done.has(`${c.deviceId}\u0000${c.tag}`)) applied.push(c);
        if (!applied.length) return;

        const logs = await trx
          .insertInto('alarm_log')
          .values(
            applied.map((c) => ({
              device_id: c.deviceId,
              tag: c.tag,
              time: sql<Date>`now()`,
              user_id: null,
              action: c.flag,
              value: c.reading.value,
              shown_value: c.displayValue,
              shown_unit: c.displayValue !== null ? c.cfg.displayUnit : null,
              detail: c.fired.length ? `rule: ${c.fired.map((r) => r.name).join(', ')}` : null,
            })),
          )
          .returning(['id', 'device_id', 'tag'])
          .execute();
        const logId = new Map(logs.map((l) => [`${l.device_id}\u0000${l.tag}`, l.id]));

        // the episode before this one is over: its pending notifications go
        await cancelPendingAlarmNotifications(trx, applied);

        // a rule's `sent` counts the notifications of the current episode (the alarm panel's red icon, the
        // Alarms list's active rules): back to normal, every rule of the tag starts again from 0
        const cleared = applied.filter((c) => c.flag === 'norm');
        if (cleared.length) {
          await sql`
            UPDATE alarm_rules r SET sent = 0
            FROM unnest(${cleared.map((c) => c.deviceId)}::bigint[], ${cleared.map((c) => c.tag)}::text[]) AS k(device_id, tag)
            WHERE r.device_id = k.device_id AND r.tag = k.tag AND r.sent <> 0`.execute(trx);
        }

        const raised = applied.filter((c) => isActiveAlarm(c.flag));
        const firedIds = [...new Set(raised.flatMap((c) => c.fired.map((r) => r.id)))];
        if (firedIds.length) {
          await trx
            .updateTable('alarm_rules')
            .set((eb) => ({ sent: eb('sent', '+', 1) }))
            .where('id', 'in', firedIds)
            .execute();
        }
        const episodes: AlarmEpisode[] = raised.map((c) => ({
          deviceId: c.deviceId,
          tag: c.tag,
          flag: c.flag,
          logId: logId.get(`${c.deviceId}\u0000${c.tag}`)!,
          // a display unit that cannot be converted (gallons without a tank strap) shows the stored value
          reading:
            c.displayValue !== null
              ? formatMeasurement(c.displayValue, c.cfg.displayUnit)
              : formatMeasurement(c.reading.value, baseUnitOf(c.tag)),
          rules: c.fired,
          displayUnit: c.cfg.displayUnit,
        }));
        dueNow = (await enqueueAlarmNotifications(trx, publicUrl, episodes)).dueNow;
      });
    } catch (err) {
      // the cached flags of these tags may no longer be what the database holds
      for (const c of changes) this.invalidate(c.deviceId, c.tag);
      throw err;
    }
    const appliedSet = new Set(applied);
    for (const c of changes) {
      const cached = this.cache.get(c.deviceId)?.get(c.tag);
      if (!cached) continue;
      if (appliedSet.has(c)) this.cache.get(c.deviceId)!.set(c.tag, withFlag(cached, c.flag));
      // not applied: the database knew better (an older reading, or another process changed the flag first)
      else this.invalidate(c.deviceId, c.tag);
    }
    for (const c of applied) this.opts.metrics?.flagChanged(c.flag);
    if (dueNow > 0) this.opts.kick?.();
    if (applied.length)
      this.opts.onFlagChanges?.(applied.map((c) => ({ deviceId: c.deviceId, tag: c.tag, flag: c.flag, time: c.reading.time })));
  }
}

function withFlag(cfg: TagAlarmConfig, flag: AlarmFlag): TagAlarmConfig {
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
  };
}

/** Builds the engine; call `start()` to begin listening for configuration changes. */
export function createAlarmEngine(opts: AlarmEngineOptions): AlarmEngine {
  return new AlarmEngine(opts);
}
