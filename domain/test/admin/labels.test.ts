import { describe, expect, it } from 'vitest';
import { cableLabel, deviceLabel, labelFor, labelIdQuery, parseIdList, zplField } from '../../src/index';

const OPTS = { dpi: 300 as const, date: '2026-11-22T10:00:00.000Z', supportPhone: '(800) 555-0199' };

describe('label ids', () => {
  it('a list wins, is split on commas, trimmed, and drops what is not a whole number', () => {
    expect(parseIdList(' 12, 13 ,abc,14.5, ,15')).toEqual([12, 13, 15]);
    expect(labelIdQuery({ from: '1', to: '', list: '7, x, 9' })).toEqual({ kind: 'ids', ids: [7, 9] });
  });
  it('a range needs From; an empty To means From', () => {
    expect(labelIdQuery({ from: '', to: '20', list: '' })).toEqual({ error: 'From is required.' });
    expect(labelIdQuery({ from: '20', to: '', list: '' })).toEqual({ kind: 'range', from: 20, to: 20 });
    expect(labelIdQuery({ from: '20', to: '25', list: '' })).toEqual({ kind: 'range', from: 20, to: 25 });
    expect(labelIdQuery({ from: '20', to: '10', list: '' })).toHaveProperty('error');
    expect(labelIdQuery({ from: '1', to: '100000', list: '' })).toHaveProperty('error');
  });
});

describe('ZPL labels', () => {
  it('G1N-U carries id, PIN, model, date, a QR code of id and date, the phone and MADE IN USA', () => {
    const zpl = deviceLabel({ id: 30001, pin: '4821', model: 'G1N-U' }, OPTS);
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^PW300\n^LL300');
    expect(zpl).toContain('^FDID 30001^FS');
    expect(zpl).toContain('^FDPIN 4821^FS');
    expect(zpl).toContain('^FDG1N-U^FS');
    expect(zpl).toContain('^FDMFG 2026-11-22^FS');
    expect(zpl).toMatch(/\^BQN,2,4\^FDQA,30001 2026-11-22\^FS/);
    expect(zpl).toContain('^FD(800) 555-0199^FS');
    expect(zpl).toContain('^FDMADE IN USA^FS');
    expect(zpl).toContain('^PQ1');
  });
  it('G1N and G1N-B1 carry the install note and no QR code; S1-U is 301 wide', () => {
    for (const model of ['G1N', 'G1N-B1']) {
      const zpl = deviceLabel({ id: 30002, pin: '1111', model }, OPTS);
      expect(zpl).toContain('^FDINSTALL PER SF-C001^FS');
      expect(zpl).toContain('^FDSEE INSTRUCTIONS^FS');
      expect(zpl).not.toContain('^BQ');
    }
    expect(deviceLabel({ id: 30003, pin: '2', model: 'S1-U' }, OPTS)).toContain('^PW301');
    const other = deviceLabel({ id: 30004, pin: '3', model: null }, OPTS);
    expect(other).toContain('^PW300');
    expect(other).not.toContain('INSTALL');
  });
  it('203 dpi labels are 203 by 203 with positions scaled', () => {
    const zpl = deviceLabel({ id: 30001, pin: '4821', model: 'G1N-U' }, { ...OPTS, dpi: 203 });
    expect(zpl).toContain('^PW203\n^LL203');
    expect(zpl).toContain('^FO10,10^A0N,23,23');
    expect(zpl).toContain('^BQN,2,3');
  });
  it('ids below 10 print cable labels: 1 to 5 the cable type with a QTY line, others NULL', () => {
    expect(labelFor({ id: 1, pin: null, model: null }, OPTS)).toContain('^FDM12F-M12F 2 ft.^FS');
    expect(cableLabel(5, OPTS)).toContain('^FDM12F-bare 6 ft.^FS');
    expect(cableLabel(5, OPTS)).toContain('QTY');
    expect(cableLabel(7, OPTS)).toContain('^FDNULL^FS');
    expect(labelFor({ id: 10, pin: '1', model: 'G1N' }, OPTS)).toContain('^FDID 10^FS');
  });
  it('field data cannot inject printer commands', () => {
    expect(zplField(0, 0, 10, 'a^XZ~JR_b')).toBe('^FO0,0^A0N,10,10^FH_^FDa_5EXZ_7EJR_5Fb^FS');
  });
});
