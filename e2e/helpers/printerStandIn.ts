import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in received on POST /write. */
interface ReceivedLabel {
  device: { uid?: string };
  data: string;
}

export interface PrinterStandIn {
  url: string;
  received: ReceivedLabel[];
  /** Labels whose ZPL contains one of these texts are answered with HTTP 500, as a jammed printer would. */
  failWhen: Set<string>;
  close(): Promise<void>;
}

/**
 * A small stand-in for the label printer's local service (spec 3 §7: GET /available, POST /write) that records
 * every label it is sent. It answers CORS like the vendor's service, since the browser calls it from the app's
 * origin.
 */
export async function startPrinterStandIn(printers = [{ uid: 'standin-zd420', name: 'Stand-in ZD420' }]): Promise<PrinterStandIn> {
  const received: ReceivedLabel[] = [];
  const failWhen = new Set<string>();
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url === '/available') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ printer: printers }));
    }
    if (req.method === 'POST' && req.url === '/write') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        let label: ReceivedLabel;
        try {
          label = JSON.parse(body) as ReceivedLabel;
        } catch {
          return void res.writeHead(400).end('not JSON');
        }
        if ([...failWhen].some((t) => label.data.includes(t))) return void res.writeHead(500).end('printer error');
        received.push(label);
        res.writeHead(200).end('');
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failWhen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
