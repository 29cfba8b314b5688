import net from 'node:net';

/**
 * A device's MQTT 3.1.1 connection for the load generator, written straight onto the socket: CONNECT, QoS 1
 * PUBLISH and PINGREQ out; CONNACK, PUBACK and PINGRESP in. The bench runs the load generator on the same two cores
 * as the server, so every CPU-microsecond the generator spends per message is taken from the server it measures;
 * mqtt.js spent about 30 µs per message (a third of a core at 11,000 msg/s), this about a third of that, nearly all
 * of it the write system call a real device would make too. The server sees the same bytes from either.
 */
export class RawMqttDevice {
  open = false;
  private nextId = 1;
  private readonly pending = new Map<number, (err?: Error) => void>();
  private rest: Buffer | null = null;
  private readonly topic: Buffer;
  private ping: NodeJS.Timeout | null = null;

  private constructor(
    private readonly socket: net.Socket,
    topic: string,
  ) {
    this.topic = Buffer.from(topic);
  }

  static connect(
    port: number,
    clientId: string,
    username: string,
    password: string,
    topic: string,
    keepaliveS = 120,
  ): Promise<RawMqttDevice> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
      const dev = new RawMqttDevice(socket, topic);
      const fail = (err: Error) => {
        dev.close();
        reject(err);
      };
      const timer = setTimeout(() => fail(new Error('CONNACK timeout')), 30_000);
      socket.once('error', fail);
      socket.on('close', () => dev.onClose());
      socket.on('data', (chunk: Buffer) => {
        if (dev.open) return dev.onData(chunk);
        // CONNACK: 0x20 0x02 flags returnCode
        clearTimeout(timer);
        socket.off('error', fail);
        if (chunk[0] !== 0x20 || chunk[3] !== 0) return fail(new Error(`CONNACK refused (${chunk[3]})`));
        dev.open = true;
        socket.on('error', () => dev.close());
        dev.ping = setInterval(() => socket.write(PINGREQ), (keepaliveS * 1000) / 2);
        resolve(dev);
        if (chunk.length > 4) dev.onData(chunk.subarray(4));
      });
      socket.write(connectPacket(clientId, username, password, keepaliveS));
    });
  }

  /** One QoS 1 PUBLISH; `done` runs on its PUBACK, or with an error if the connection closes first. */
  publish(payload: string, done: (err?: Error) => void): void {
    if (!this.open) return done(new Error('connection closed'));
    const id = this.nextId;
    this.nextId = id === 0xffff ? 1 : id + 1;
    const body = Buffer.byteLength(payload);
    const remaining = 2 + this.topic.length + 2 + body;
    const head = remaining < 128 ? 2 : remaining < 16384 ? 3 : 4;
    const buf = Buffer.allocUnsafe(head + remaining);
    buf[0] = 0x32; // PUBLISH, QoS 1
    let o = writeLength(buf, 1, remaining);
    buf.writeUInt16BE(this.topic.length, o);
    o += 2;
    o += this.topic.copy(buf, o);
    buf.writeUInt16BE(id, o);
    o += 2;
    buf.write(payload, o);
    this.pending.set(id, done);
    this.socket.write(buf);
  }

  close(): void {
    this.open = false;
    this.socket.destroy();
  }

  private onClose(): void {
    this.open = false;
    if (this.ping) clearInterval(this.ping);
    const err = new Error('connection closed');
    for (const done of this.pending.values()) done(err);
    this.pending.clear();
  }

  private onData(chunk: Buffer): void {
    const buf = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    this.rest = null;
    let o = 0;
    while (o < buf.length) {
      // every packet the server sends this client has a one-byte remaining length (PUBACK 2, PINGRESP 0)
      if (o + 2 > buf.length || o + 2 + buf[o + 1]! > buf.length) break;
      const type = buf[o]! >> 4;
      const len = buf[o + 1]!;
      if (type === 4) {
        const id = buf.readUInt16BE(o + 2);
        const done = this.pending.get(id);
        this.pending.delete(id);
        done?.();
      }
      o += 2 + len;
    }
    if (o < buf.length) this.rest = Buffer.from(buf.subarray(o));
  }
}

const PINGREQ = Buffer.from([0xc0, 0x00]);

function writeLength(buf: Buffer, at: number, n: number): number {
  let o = at;
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    buf[o++] = byte;
  } while (n > 0);
  return o;
}

function connectPacket(clientId: string, username: string, password: string, keepaliveS: number): Buffer {
  const str = (s: string) => {
    const b = Buffer.from(s);
    const out = Buffer.allocUnsafe(2 + b.length);
    out.writeUInt16BE(b.length, 0);
    b.copy(out, 2);
    return out;
  };
  // protocol name, level 4, flags: username + password + clean session, keepalive
  const variable = Buffer.concat([str('MQTT'), Buffer.from([4, 0xc2, keepaliveS >> 8, keepaliveS & 0xff])]);
  const payload = Buffer.concat([str(clientId), str(username), str(password)]);
  const remaining = variable.length + payload.length;
  const head = Buffer.allocUnsafe(5);
  head[0] = 0x10;
  const end = writeLength(head, 1, remaining);
  return Buffer.concat([head.subarray(0, end), variable, payload]);
}
