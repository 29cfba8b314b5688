import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deviceReadingsCsv, directoryCsv, readingsCsv, readingRows } from '@fieldwatch/domain';

/*
 * The exports as LibreOffice Calc reads them: the site time is a date, the UTC offset a time, the value a number.
 * Runs where LibreOffice is installed (`apt-get install libreoffice-calc-nogui`); CI's machine does not have it, so
 * there it is skipped and says so.
 */
const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => fs.existsSync(p));

/** The value types of each cell of the file's rows, as Calc's flat XML writes them after opening the CSV. */
function calcTypes(csv: string): string[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-office-'));
  try {
    fs.writeFileSync(path.join(dir, 'export.csv'), csv);
    // comma-separated, double quotes, UTF-8, from line 1, US English: what opening the file with the defaults does
    execFileSync(
      soffice!,
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--infilter=CSV:44,34,76,1,,1033',
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        path.join(dir, 'export.csv'),
      ],
      {
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
    const xml = fs.readFileSync(path.join(dir, 'export.fods'), 'utf8');
    return [...xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((row) =>
      [...row[1]!.matchAll(/<table:table-cell([^>]*?)\/?>/g)].map((c) => /office:value-type="([^"]+)"/.exec(c[1]!)?.[1] ?? 'empty'),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!soffice)('LibreOffice reads every export: dates as dates, offsets as times, values as numbers', () => {
  const t = Date.UTC(2026, 11, 7, 15, 37) / 1000;

  it('the Table tab download', () => {
    const types = calcTypes(
      readingsCsv(
        [
          { time: t, value: 6.35, comment: 'Hauled' },
          { time: t + 60.25, value: 6.4 },
        ],
        'Fluid Level (ft)',
        'America/Chicago',
      ),
    );
    expect(types[0]).toEqual(['string', 'string', 'string', 'string']);
    expect(types[1]).toEqual(['date', 'time', 'float', 'string']);
    expect(types[2]!.slice(0, 3)).toEqual(['date', 'time', 'float']);
  }, 150_000);

  it('the device page download', () => {
    const rows = readingRows({ times: [t], values: [12.5], temps: [70], commentTimes: [], comments: [] });
    const types = calcTypes(deviceReadingsCsv(rows, { value: 'Pressure (psi)', temp: 'Sensor Temperature' }, '+05:30'));
    expect(types[1]!.slice(0, 4)).toEqual(['date', 'time', 'float', 'float']);
  }, 150_000);

  it('the Directory CSV', () => {
    const csv = directoryCsv([
      {
        id: 20101,
        userAssignedID: null,
        name: 'Big Tank 1',
        path: '/Permian',
        isActive: true,
        longitude: -101.5,
        latitude: 31.9,
        latestReading: 8.2,
        lastTimeMessageReceived: t,
        batteryLevel: 3.9,
        displayUnits: 'ft',
        defaultTag: 'spsr',
        companyID: 1,
        firmwareVersion: 201,
        company: { name: 'Acme' },
        timeZone: 'America/Chicago',
      },
    ]);
    const header = csv.slice(1).split('\r\n')[0]!.split('","');
    const at = header.findIndex((h) => h.includes('Last Message Received'));
    expect(calcTypes(csv)[1]!.slice(at, at + 2)).toEqual(['date', 'time']);
  }, 150_000);
});
