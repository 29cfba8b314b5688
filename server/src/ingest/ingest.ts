import type { Db } from '../db/connection';
import { DeviceAuth } from './deviceAuth';
import { IngestPipeline, type PipelineOptions } from './ingestPipeline';
import { MessageRejected, parseMessage } from './parseMessage';

export type ReceiveResult = { ok: true } | { ok: false; reason: string };

/**
 * The one entry for device messages from every transport: authenticate (done by the transport with
 * `auth`), validate, then hand to the pipeline. Resolves after COMMIT; a rejected message resolves with the
 * reason (the transport decides how to answer), a failed commit rejects (the transport must not acknowledge).
 */
export class Ingest {
  readonly auth: DeviceAuth;
  readonly pipeline: IngestPipeline;
  private rejections = new Map<number, { count: number; since: number }>();

  constructor(db: Db, private readonly opts: PipelineOptions) {
    this.auth = new DeviceAuth(db);
    this.pipeline = new IngestPipeline(db, opts);
  }

  async receive(deviceId: number, type: string, payload: Buffer | string): Promise<ReceiveResult> {
    const receivedAt = new Date();
    let parsed;
    try {
      parsed = parseMessage(type, payload, receivedAt);
    } catch (err) {
      if (!(err instanceof MessageRejected)) throw err;
      this.countRejection(deviceId);
      this.opts.log(`ingest: rejected a ${type.slice(0, 20)} message from device ${deviceId}: ${err.message}`);
      return { ok: false, reason: err.message };
    }
    await this.pipeline.submit({ deviceId, message: parsed.message, raw: parsed.raw, rawText: parsed.text, receivedAt });
    return { ok: true };
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
