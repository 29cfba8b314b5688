import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { calibratedReading, calibrationSourceTag, evaluateAlarm, type AlarmFlag } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { PgListener } from '../db/pgListener';
import type { CommittedBatch, CommittedReading } from '../ingest/committed';
import { DEFAULT_CACHE_DEVICES } from './alarmCacheSize';
import { ALARM_CONFIG_CHANNEL, parseAlarmConfigPayload } from './alarmConfigChannel';
import type { AlarmMetrics } from '../metrics/metrics';
import { loadTagAlarmConfigs, withFlag, type TagAlarmConfig } from './tagAlarmConfig';
import { writeFlagChanges, type FlagChange } from './writeFlagChanges';
import { OfflineCandidates } from './offlineCandidates';
import { evaluateHeldReadings, writeHoldStates, type HoldStateWrite } from './alarmHolds';
import { Clock } from '../util/clock';

export interface AlarmEngineOptions {
  db: Db;
  /**
   * The database's pool: its settings open the dedicated LISTEN connection (no pool client is held). Without it
   * nothing is cached: every batch reads the configuration of its tags (correct, but one query per batch).
   */
  pool?: pg.Pool | null;
  publicUrl: string;
  /** The time escalation delays count from (tests move it forward); the database's own time by default. */
  clock?: Clock;
  /** Called after a transaction queued notifications that are due now (Outbox.kick), so they leave at once. */
  kick?: () => void;
  log?: (msg: string, err?: unknown) => void;
  /** Told after commit which tags changed flag (live updates to browsers). */
  onFlagChanges?: (changes: { deviceId: number; tag: string; flag: AlarmFlag; time: Date }[]) => void;
  /** Where evaluations and flag changes are counted (GET /metrics). */
  metrics?: AlarmMetrics;
  /** How many devices' configurations are cached at most (ALARM_CACHE_DEVICES); DEFAULT_CACHE_DEVICES unless given. */
  cacheDevices?: number;
}

/**
 * The alarm engine (DESIGN.md §1). Ingest hands it every committed batch (`onCommitted`); for each tag it
 * evaluates the newest reading of the batch against the tag's legacy thresholds and named rules, and when the flag
 * changes it updates the tag, writes the alarm log, counts the rules that fired and queues the tag's notifications,
 * all in one transaction per batch. Batches are processed one at a time, in the order they arrive.
 *
 * Each tag's alarm configuration (and current flag) is cached in memory, loaded in one query for all the tags of a
 * batch that are not cached. The cache holds the devices used most recently, at most `cacheDevices` of them (least
 * recently used first out), so its memory is bounded whatever the fleet's size: a device dropped is loaded again with
 * its next batch, as at start. Every change to it is announced on the PostgreSQL channel `alarm_config` (by triggers,
 * migration 007), which each process LISTENs to; nothing is cached while that connection is down, so a missed
 * announcement cannot leave a stale entry behind.
 */
export class AlarmEngine {
  /** By device, then tag; a device's tags come and go together, so the bound counts devices. */
  private readonly cache: LRUCache<number, Map<string, TagAlarmConfig>>;
  /** Bumped by every invalidation: a load that overlapped one is used once and not cached. */
  private generation = 0;
  private readonly listener: PgListener | null;
  private listening = false;
  private chain: Promise<void> = Promise.resolve();
  /** The devices whose next batch must check for a raised offline alarm (all of them while not listening). */
  readonly offlineCandidates = new OfflineCandidates();
  private readonly log: (msg: string, err?: unknown) => void;

  constructor(private readonly opts: AlarmEngineOptions) {
    this.log = opts.log ?? ((msg, err) => console.error(msg, err ?? ''));
    this.cache = new LRUCache({ max: opts.cacheDevices ?? DEFAULT_CACHE_DEVICES });
    this.listener = opts.pool
      ? new PgListener({
          pool: opts.pool,
          channel: ALARM_CONFIG_CHANNEL,
          onNotify: (payload) => {
            const key = parseAlarmConfigPayload(payload);
            if (key?.offline) this.offlineCandidates.add(key.deviceId);
            else if (key) this.invalidate(key.deviceId, key.tag);
          },
          // whatever was announced while nobody listened is unknown: start from an empty cache
          onListening: () => {
            this.invalidateAll();
            this.listening = true;
            this.offlineCandidates
              .load(opts.db)
              .catch((err) => this.log('alarms: reading the raised offline alarms failed; every batch checks', err));
          },
          onLost: () => {
            this.listening = false;
            this.invalidateAll();
            this.offlineCandidates.reset();
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
    this.offlineCandidates.reset();
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
    const byTag = this.cache.peek(deviceId);
    if (!byTag) return;
    // deleting the entry being visited is safe while iterating a Map
    for (const cached of byTag.keys()) if (cached === tag || calibrationSourceTag(cached) === tag) byTag.delete(cached);
  }

  /** Drops the whole cache. */
  invalidateAll(): void {
    this.generation++;
    this.cache.clear();
  }

  /** The cached configuration of a tag, if any (for tests and diagnostics; does not count as a use). */
  cached(deviceId: number, tag: string): Readonly<TagAlarmConfig> | undefined {
    return this.cache.peek(deviceId)?.get(tag);
  }

  /** How many devices have their configuration cached (for tests and diagnostics). */
  get cachedDevices(): number {
    return this.cache.size;
  }

  private async process(batch: CommittedBatch): Promise<void> {
    // a device that was offline is back: its offline alarms clear before its readings are evaluated against the flag
    const cleared = await this.offlineCandidates.clearReturned(
      this.opts.db,
      batch.devices.map((d) => d.deviceId),
    );
    for (const c of cleared) this.invalidate(c.deviceId, c.tag);
    if (cleared.length)
      this.opts.onFlagChanges?.(cleared.map((c) => ({ ...c, flag: 'norm' as const, time: (this.opts.clock ?? new Clock()).now() })));
    // the newest reading per tag with its cached configuration, skipping tags known to have nothing to evaluate.
    // The configuration is kept here: loading the missing ones below may evict devices from the cache.
    const newest = new Map<number, Map<string, { reading: CommittedReading; cfg: TagAlarmConfig | undefined; all: CommittedReading[] }>>();
    const missing: { deviceId: number; tag: string }[] = [];
    for (const r of batch.readings) {
      const cfg = this.cache.get(r.deviceId)?.get(r.tag);
      if (cfg !== undefined && cfg.inert) continue;
      let byTag = newest.get(r.deviceId);
      if (!byTag) newest.set(r.deviceId, (byTag = new Map()));
      const prev = byTag.get(r.tag);
      if (!prev) {
        byTag.set(r.tag, { reading: r, cfg, all: [r] });
        if (cfg === undefined) missing.push({ deviceId: r.deviceId, tag: r.tag });
      } else {
        // a held tag steps every reading (alarmHolds.ts); the others read the newest alone
        prev.all.push(r);
        if (r.time.getTime() > prev.reading.time.getTime()) prev.reading = r;
      }
    }
    if (!newest.size) return;

    const loaded = missing.length ? await this.load(missing) : null;
    const changes: FlagChange[] = [];
    const holdWrites: HoldStateWrite[] = [];
    const heldSteps: HoldStateWrite[] = [];
    let evaluated = 0;
    for (const [deviceId, byTag] of newest) {
      for (const [tag, { reading, cfg: cachedCfg, all }] of byTag) {
        const cfg = cachedCfg ?? loaded?.get(deviceId)?.get(tag);
        if (!cfg || cfg.inert) continue;
        evaluated++;
        if (cfg.held) {
          const held = evaluateHeldReadings(tag, cfg, all);
          if (!held) continue;
          const step = { deviceId, tag, states: held.ev.states, steppedAt: held.steppedAt };
          heldSteps.push(step);
          if (held.statesChanged) holdWrites.push(step);
          if (held.ev.flag === cfg.flag) continue;
          const { ev } = held;
          const since = ev.since === null ? null : new Date(ev.since);
          changes.push({
            deviceId,
            tag,
            reading: held.reading,
            flag: ev.flag,
            fired: ev.firedRules,
            cfg,
            displayValue: ev.displayValue,
            since,
          });
          continue;
        }
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
    if (changes.length) await this.apply(changes, holdWrites);
    else if (holdWrites.length) await this.writeHolds(holdWrites);
    this.cacheHolds(heldSteps);
  }

  /** Stores held conditions' states that moved without changing a flag, and keeps the cache in step. */
  private async writeHolds(writes: HoldStateWrite[]): Promise<void> {
    try {
      await writeHoldStates(this.opts.db, writes);
    } catch (err) {
      for (const w of writes) this.invalidate(w.deviceId, w.tag);
      throw err;
    }
  }

  private cacheHolds(writes: readonly HoldStateWrite[]): void {
    for (const w of writes) {
      const byTag = this.cache.peek(w.deviceId);
      const cached = byTag?.get(w.tag);
      if (byTag && cached) byTag.set(w.tag, { ...cached, holdStates: w.states, holdSteppedAt: w.steppedAt });
    }
  }

  /** Loads the configuration of the tags in one query; caches it while listening and nothing was invalidated meanwhile. */
  private async load(keys: { deviceId: number; tag: string }[]): Promise<Map<number, Map<string, TagAlarmConfig>>> {
    const generation = this.generation;
    const out = await loadTagAlarmConfigs(this.opts.db, keys);

    if (this.listening && generation === this.generation) {
      for (const [deviceId, byTag] of out) {
        let m = this.cache.get(deviceId);
        if (!m) this.cache.set(deviceId, (m = new Map()));
        for (const [tag, cfg] of byTag) m.set(tag, cfg);
      }
    }
    return out;
  }

  private async apply(changes: FlagChange[], holdWrites: HoldStateWrite[] = []): Promise<void> {
    const { db, publicUrl } = this.opts;
    let applied: FlagChange[];
    let dueNow: number;
    try {
      ({ applied, dueNow } = await writeFlagChanges(db, publicUrl, this.opts.clock ?? new Clock(), changes, holdWrites));
    } catch (err) {
      // the cached flags of these tags may no longer be what the database holds
      for (const c of changes) this.invalidate(c.deviceId, c.tag);
      for (const w of holdWrites) this.invalidate(w.deviceId, w.tag);
      throw err;
    }
    const appliedSet = new Set(applied);
    for (const c of changes) {
      const byTag = this.cache.peek(c.deviceId);
      const cached = byTag?.get(c.tag);
      if (!byTag || !cached) continue;
      if (appliedSet.has(c)) byTag.set(c.tag, withFlag(cached, c.flag));
      // not applied: the database knew better (an older reading, or another process changed the flag first)
      else this.invalidate(c.deviceId, c.tag);
    }
    for (const c of applied) this.opts.metrics?.flagChanged(c.flag);
    if (dueNow > 0) this.opts.kick?.();
    if (applied.length)
      this.opts.onFlagChanges?.(applied.map((c) => ({ deviceId: c.deviceId, tag: c.tag, flag: c.flag, time: c.reading.time })));
  }
}

/** Builds the engine; call `start()` to begin listening for configuration changes. */
export function createAlarmEngine(opts: AlarmEngineOptions): AlarmEngine {
  return new AlarmEngine(opts);
}
