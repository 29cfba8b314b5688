import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { calibrationSourceTag, type AlarmFlag } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { PgListener } from '../db/pgListener';
import type { CommittedBatch } from '../ingest/committed';
import { DEFAULT_CACHE_DEVICES } from './alarmCacheSize';
import { ALARM_CONFIG_CHANNEL, parseAlarmConfigPayload } from './alarmConfigChannel';
import type { AlarmMetrics } from '../metrics/metrics';
import { loadTagAlarmConfigs, withFlag, type TagAlarmConfig } from './tagAlarmConfig';
import { writeFlagChanges } from './writeFlagChanges';
import { stepBatch, tagKey, type TagBatch } from './stepBatch';
import type { TagSteps } from './stepTagReadings';
import { OfflineCandidates } from './offlineCandidates';
import { writeHoldStates, type HoldStateWrite } from './alarmHolds';
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
 * steps every reading of the batch, oldest first, through the tag's legacy thresholds, named rules and holds
 * (stepTagReadings.ts), so a batch raises and clears what the same readings would one at a time; for each flag change
 * it writes the alarm log, counts the rules that fired and queues the episode's notifications, and it moves the tag
 * to its last flag, all in one transaction per batch. Batches are processed one at a time, in the order they arrive.
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
  /**
   * The newest reading this process judged, by tag: a configuration change or a flag change drops the cached
   * configuration, but a reading judged stays judged (an older one delivered later is not judged over it). The
   * database keeps it only with each flag change (tags.alarm_stepped_at), so a restart knows less.
   */
  private readonly stepped: LRUCache<string, number>;
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
    this.stepped = new LRUCache({ max: 16 * (opts.cacheDevices ?? DEFAULT_CACHE_DEVICES) });
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
    // every reading of each tag with its cached configuration, skipping tags known to have nothing to evaluate.
    // The configuration is kept here: loading the missing ones below may evict devices from the cache.
    const byTag = new Map<string, TagBatch>();
    const missing: { deviceId: number; tag: string }[] = [];
    for (const r of batch.readings) {
      const cfg = this.cache.get(r.deviceId)?.get(r.tag);
      if (cfg !== undefined && cfg.inert) continue;
      const key = tagKey(r.deviceId, r.tag);
      const entry = byTag.get(key);
      if (entry) entry.readings.push(r);
      else {
        byTag.set(key, { deviceId: r.deviceId, tag: r.tag, cfg, readings: [r] });
        if (cfg === undefined) missing.push({ deviceId: r.deviceId, tag: r.tag });
      }
    }
    if (!byTag.size) return;

    const loaded = missing.length ? await this.load(missing) : null;
    const entries = [...byTag.values()].map((e) => ({ ...e, cfg: this.withStepped(e, e.cfg ?? loaded?.get(e.deviceId)?.get(e.tag)) }));
    const { changed, holdWrites, quiet, evaluated } = stepBatch(entries);
    if (evaluated) this.opts.metrics?.evaluated(evaluated);
    if (changed.length) await this.apply(changed, holdWrites, entries);
    else if (holdWrites.length) await this.writeHolds(holdWrites);
    for (const q of quiet) this.remember(q);
  }

  /** The configuration with the newest reading this process judged, which outlives the cached configuration. */
  private withStepped(key: { deviceId: number; tag: string }, cfg: TagAlarmConfig | undefined): TagAlarmConfig | undefined {
    const judged = this.stepped.get(tagKey(key.deviceId, key.tag));
    return cfg && judged !== undefined && (cfg.steppedAt === null || judged > cfg.steppedAt) ? { ...cfg, steppedAt: judged } : cfg;
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

  /** Keeps the cache in step with where a tag's alarm stands after a batch. */
  private remember(s: TagSteps): void {
    if (s.end.steppedAt !== null) this.stepped.set(tagKey(s.deviceId, s.tag), s.end.steppedAt);
    const byTag = this.cache.peek(s.deviceId);
    const cached = byTag?.get(s.tag);
    if (byTag && cached) byTag.set(s.tag, { ...withFlag(cached, s.end.flag), holdStates: s.end.holdStates, steppedAt: s.end.steppedAt });
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

  /**
   * Writes the tags whose flag changed. A tag the database refuses (another process judged newer readings first, or
   * changed the flag) is stepped again from what the database holds, once; the cache entries of both go.
   */
  private async apply(changed: TagSteps[], holdWrites: HoldStateWrite[], entries: readonly TagBatch[]): Promise<void> {
    const first = await this.write(changed, holdWrites);
    if (!first.refused.length) return;
    for (const s of first.refused) this.invalidate(s.deviceId, s.tag);
    const keys = first.refused.map((s) => ({ deviceId: s.deviceId, tag: s.tag }));
    const stored = await loadTagAlarmConfigs(this.opts.db, keys);
    const again = stepBatch(
      first.refused.map((s) => ({
        ...s,
        cfg: stored.get(s.deviceId)?.get(s.tag),
        readings: entries.find((e) => e.deviceId === s.deviceId && e.tag === s.tag)!.readings,
      })),
    );
    const second = await this.write(again.changed, again.holdWrites);
    for (const s of second.refused) {
      this.invalidate(s.deviceId, s.tag);
      this.log(
        `alarms: device ${s.deviceId} tag ${s.tag} was judged by another process meanwhile; its next readings are judged from the stored state`,
      );
    }
  }

  private async write(changed: TagSteps[], holdWrites: HoldStateWrite[]): Promise<{ refused: TagSteps[] }> {
    const { db, publicUrl } = this.opts;
    let result: Awaited<ReturnType<typeof writeFlagChanges>>;
    try {
      result = await writeFlagChanges(db, publicUrl, this.opts.clock ?? new Clock(), changed, holdWrites);
    } catch (err) {
      // the cached flags of these tags may no longer be what the database holds
      for (const c of changed) this.invalidate(c.deviceId, c.tag);
      for (const w of holdWrites) this.invalidate(w.deviceId, w.tag);
      throw err;
    }
    for (const s of result.applied) this.remember(s);
    for (const s of result.applied) for (const c of s.changes) this.opts.metrics?.flagChanged(c.flag);
    if (result.dueNow > 0) this.opts.kick?.();
    if (result.applied.length)
      this.opts.onFlagChanges?.(
        result.applied.map((s) => ({
          deviceId: s.deviceId,
          tag: s.tag,
          flag: s.end.flag,
          time: s.changes[s.changes.length - 1]!.reading.time,
        })),
      );
    return { refused: result.refused };
  }
}

/** Builds the engine; call `start()` to begin listening for configuration changes. */
export function createAlarmEngine(opts: AlarmEngineOptions): AlarmEngine {
  return new AlarmEngine(opts);
}
