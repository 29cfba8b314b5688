import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { clearOfflineAlarms } from './offlineClear';

/**
 * Which devices might have a raised offline alarm, so that ingest's engine asks the database only about those
 * (clearOfflineAlarms) instead of once for every committed batch. Nearly always the set is empty and a batch costs
 * nothing here.
 *
 * It is exact only while the engine listens on the alarm channel: it is loaded once when listening begins, and every
 * raise (migration 042's trigger, announced at the raising transaction's COMMIT) adds its device. A device leaves the
 * set when a batch of its own is about to be checked, before the check's read, so a raise that commits after that
 * read announces itself after the removal and adds the device again. Until it is loaded, after the connection is
 * lost, or in a process that does not listen, every device of a batch is a candidate (the plain read per batch).
 *
 * Its size is bounded by the fleet's offline devices (a number each), not by the fleet.
 */
export class OfflineCandidates {
  private readonly devices = new Set<number>();
  private known = false;
  /** Bumped by every reset: a load that overlapped one is dropped. */
  private generation = 0;

  /** Forgets everything: every device is a candidate until the next load completes. */
  reset(): void {
    this.generation++;
    this.known = false;
    this.devices.clear();
  }

  /** Reads the devices with a raised offline alarm; call once listening, so that no raise falls between the two. */
  async load(db: Db): Promise<void> {
    const generation = ++this.generation;
    this.known = false;
    const rows = (
      await sql<{ device_id: string | number }>`
      SELECT DISTINCT device_id FROM offline_alarms WHERE raised_after IS NOT NULL`.execute(db)
    ).rows;
    if (generation !== this.generation) return;
    for (const r of rows) this.devices.add(Number(r.device_id));
    this.known = true;
  }

  /** A raise was announced for the device. */
  add(deviceId: number): void {
    this.devices.add(deviceId);
  }

  /**
   * Clears the raised offline alarms of the devices of a committed batch that may have one (clearOfflineAlarms),
   * and returns the tags cleared. The candidates leave the set before the read; if it fails they are put back, so
   * their next batch checks again.
   */
  async clearReturned(db: Db, deviceIds: readonly number[]): Promise<{ deviceId: number; tag: string }[]> {
    const unique = [...new Set(deviceIds)];
    const candidates = this.known ? unique.filter((id) => this.devices.has(id)) : unique;
    if (!candidates.length) return [];
    for (const id of candidates) this.devices.delete(id);
    try {
      return await clearOfflineAlarms(db, candidates);
    } catch (err) {
      for (const id of candidates) this.devices.add(id);
      throw err;
    }
  }

  /** How many devices are candidates (for tests and diagnostics); null while every device is one. */
  get size(): number | null {
    return this.known ? this.devices.size : null;
  }
}
