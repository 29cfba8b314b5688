import type { Db } from '../db/connection';
import { MessageRejected, type DeviceRefusalCode } from '../errors/deviceRefusals';
import { DeviceAuth } from './deviceAuth';
import { IngestPipeline, type PipelineOptions } from './ingestPipeline';
import type { ClockShift } from './clockRule';
import { parseMessage } from './parseMessage';
import { recordRefusal } from './recordRefusal';

export type ReceiveResult = { ok: true } | { ok: false; code: DeviceRefusalCode; reason: string };

/**
 * The one entry for device messages from every transport: authenticate (done by the transport with
 * `auth`), validate, then hand to the pipeline. Resolves after COMMIT. A refused message (its content: by the
 * validator, or by the database for that message alone) resolves with the code and reason once the refusal is
 * recorded (ingest_refusals), so a transport that acknowledges it has stored something; anything that stops storing
 * (no database, a full queue) rejects, and the transport must not acknowledge.
 */
export class Ingest {
  readonly auth: DeviceAuth;
  readonly pipeline: IngestPipeline;
  private rejections = new Map<number, { count: number; since: number }>();
  /** Each device's last clock-rule shift (clockRule.ts), so a device with a wrong clock keeps its messages' spacing. */
  private clockShifts = new Map<number, ClockShift>();

  constructor(
    private readonly db: Db,
    private readonly opts: PipelineOptions,
  ) {
    this.auth = new DeviceAuth(db);
    this.pipeline = new IngestPipeline(db, opts);
  }

  async receive(deviceId: number, type: string, payload: Buffer | string): Promise<ReceiveResult> {
    try {
      const result = await this.store(deviceId, type, payload);
      if (result.ok) this.opts.metrics?.accepted(1);
      else this.opts.metrics?.refused(result.code);
      return result;
    } catch (err) {
      this.opts.metrics?.failed();
      throw err;
    }
  }

  private async store(deviceId: number, type: string, payload: Buffer | string): Promise<ReceiveResult> {
    const receivedAt = new Date();
    let parsed;
    try {
      parsed = parseMessage(type, payload, receivedAt, this.clockShifts.get(deviceId) ?? null);
    } catch (err) {
      if (!(err instanceof MessageRejected)) throw err;
      return this.refuse(deviceId, type, payload, err);
    }
    if (parsed.shift !== null) {
      if (this.clockShifts.size > 100_000) this.clockShifts.clear();
      this.clockShifts.set(deviceId, parsed.shift);
    }
    const result = await this.pipeline.submit({
      deviceId,
      message: parsed.message,
      raw: parsed.raw,
      rawText: parsed.text,
      receivedAt,
      clockOffsetMs: parsed.clockOffsetMs,
    });
    if (result.stored) return { ok: true };
    const code = (result.cause as { code?: unknown }).code;
    return this.refuse(
      deviceId,
      type,
      payload,
      new MessageRejected('NOT_STORABLE', typeof code === 'string' ? `SQLSTATE ${code}` : undefined),
    );
  }

  private async refuse(deviceId: number, type: string, payload: Buffer | string, err: MessageRejected): Promise<ReceiveResult> {
    this.countRejection(deviceId);
    this.opts.log(`ingest: rejected a ${type.slice(0, 20)} message from device ${deviceId}: ${err.code}: ${err.message}`);
    await recordRefusal(this.db, { deviceId, type, code: err.code, reason: err.message, payload });
    return { ok: false, code: err.code, reason: err.message };
  }

  /** A device that keeps sending bad messages is throttled: its transport should drop or refuse it for a while. */
  tooManyRejections(deviceId: number): boolean {
    const r = this.rejections.get(deviceId);
    return Boolean(r && Date.now() - r.since < 60_000 && r.count > 20);
  }

  private countRejection(deviceId: number): void {
    const now = Date.now();
    const r = this.rejections.get(deviceId);
    if (!r || now - r.since > 60_000) this.rejections.set(deviceId, { count: 1, since: now });
    else r.count++;
    if (this.rejections.size > 100_000) this.rejections.clear();
  }
}
