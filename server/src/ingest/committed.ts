/** What the ingest pipeline hands on after a batch is committed (and acknowledged). */
export interface CommittedReading {
  deviceId: number;
  tag: string;
  time: Date;
  value: number;
  temp: number | null;
}

export interface CommittedEvent {
  deviceId: number;
  time: Date;
  flag: number;
}

export interface CommittedBatch {
  /** Only readings that were new (a duplicate device/tag/time is not handed on twice). */
  readings: CommittedReading[];
  events: CommittedEvent[];
  /** Devices that sent anything in the batch, with the newest message time. */
  devices: { deviceId: number; lastMessage: Date; health: boolean }[];
}

/** A consumer of committed batches: the alarm engine, the live-update bus. Must not throw. */
export type CommittedListener = (batch: CommittedBatch) => Promise<void> | void;
