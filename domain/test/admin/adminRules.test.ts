import { describe, expect, it } from 'vitest';
import {
  accountingCodesOf,
  emailResultText,
  fotaSignatureProblem,
  invoiceYears,
  mappedFotaSignature,
  parsePoNumber,
  parseQuantity,
  billableMonths,
  invoiceLines,
  purchaseOrderProblem,
  quarterMonths,
  splitFirmware,
} from '../../src/index';

describe('purchase order input', () => {
  it('quantities are whole numbers; empty is 0', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('ten')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parsePoNumber('')).toBeNull();
    expect(parsePoNumber('4401')).toBe(4401);
    expect(parsePoNumber('44x')).toBeUndefined();
  });
  it('refuses unknown models, wrong device types, nothing to make and too much', () => {
    const base = { po: 1, sku: 'test1', manufacturerCode: 'sf' };
    expect(purchaseOrderProblem({ ...base, items: [{ model: 'G1N-U', deviceType: 100, quantity: 2 }] })).toBeNull();
    expect(purchaseOrderProblem({ ...base, items: [{ model: 'G1N-U', deviceType: 7, quantity: 2 }] })).toMatch(/Unknown model/);
    expect(purchaseOrderProblem({ ...base, items: [{ model: 'G1N', deviceType: 7, quantity: 0 }] })).toMatch(/at least one/);
    expect(purchaseOrderProblem({ ...base, items: [{ model: 'G1N', deviceType: 7, quantity: 5001 }] })).toMatch(/at most/);
    expect(purchaseOrderProblem({ ...base, po: -4, items: [{ model: 'G1N', deviceType: 7, quantity: 1 }] })).toMatch(/P.O. number/);
  });
});

describe('invoice period', () => {
  it('quarters have three UTC months; years are the current and four before', () => {
    const q3 = quarterMonths(3, 2026)!;
    expect(q3.map((m) => m.label)).toEqual(['July 2026', 'August 2026', 'September 2026']);
    expect(q3[2]!.end.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(quarterMonths(5, 2026)).toBeNull();
    expect(invoiceYears(new Date(2026, 5, 1))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
  it('accounting codes are unique, non-empty and sorted', () => {
    expect(
      accountingCodesOf([
        { accountingCode: 'B-2' },
        { accountingCode: null },
        { accountingCode: ' ' },
        { accountingCode: 'A-1' },
        { accountingCode: 'B-2' },
      ]),
    ).toEqual(['A-1', 'B-2']);
  });
});

describe('FOTA', () => {
  it('a signature is 1 to 8 characters', () => {
    expect(fotaSignatureProblem('ABCD1234')).toBeNull();
    expect(fotaSignatureProblem('ABCD12345')).toMatch(/at most 8/);
    expect(fotaSignatureProblem(' ')).not.toBeNull();
  });
  it('splits firmware by name and finds the mapped signature', () => {
    const v = [
      { name: 'Application_v1', crc_id: 'a' },
      { name: 'generic_app', crc_id: 'g' },
      { name: 'RELOCATE_v3', crc_id: 'r' },
      { name: 'bootloader', crc_id: 'b' },
    ];
    expect(splitFirmware(v)).toEqual({ application: [v[0], v[1]], relocate: [v[2]] });
    expect(mappedFotaSignature([{ relocate_image_crc_id: 'r', fota_image_crc_id: 'f' }], 'r')).toBe('f');
    expect(mappedFotaSignature([], 'r')).toBe('');
  });
});

describe('e-mail result alert', () => {
  it('all sent, or counts with at most 10 addresses and the rest counted', () => {
    expect(emailResultText({ total: 3, successCount: 3, failedCount: 0, failed: [] })).toBe('All emails sent successfully!');
    const failed = Array.from({ length: 12 }, (_, i) => `u${i}@x.test`);
    const text = emailResultText({ total: 20, successCount: 8, failedCount: 12, failed });
    expect(text).toContain('u9@x.test');
    expect(text).not.toContain('u10@x.test');
    expect(text).toContain('...and 2 more failed');
  });
});

describe('invoice lines', () => {
  const q = quarterMonths(1, 2026)!;
  const at = (s: string) => new Date(s);
  const devices = [
    { id: 1, accountingCode: 'A', firstMessageAt: at('2025-06-01'), deactivatedAt: null }, // 3 months
    { id: 2, accountingCode: 'A', firstMessageAt: at('2026-02-15'), deactivatedAt: null }, // Feb, Mar
    { id: 3, accountingCode: 'B', firstMessageAt: at('2025-01-01'), deactivatedAt: at('2026-01-20') }, // Jan
    { id: 4, accountingCode: 'B', firstMessageAt: null, deactivatedAt: null }, // never reported
    { id: 5, accountingCode: null, firstMessageAt: at('2025-01-01'), deactivatedAt: null },
    { id: 6, accountingCode: 'C', firstMessageAt: at('2026-04-01'), deactivatedAt: null }, // after the quarter
  ];
  it('counts device-months per code and month, prices them and adds tax', () => {
    const r = invoiceLines(devices, q, ['B', 'A'], false, 1250, 0.0825);
    expect(r.lines).toEqual([
      { accountingCode: 'A', monthCounts: [1, 2, 2], deviceMonths: 5, amountCents: 6250 },
      { accountingCode: 'B', monthCounts: [1, 0, 0], deviceMonths: 1, amountCents: 1250 },
    ]);
    expect(r.subtotalCents).toBe(7500);
    expect(r.taxCents).toBe(619);
    expect(r.totalCents).toBe(8119);
  });
  it('devices without a code come in only with every code chosen', () => {
    const r = invoiceLines(devices, q, ['A', 'B', 'C'], true, 1000, 0);
    expect(r.lines.map((l) => [l.accountingCode, l.deviceMonths])).toEqual([
      ['A', 5],
      ['B', 1],
      ['C', 0],
      [null, 3],
    ]);
    expect(r.taxCents).toBe(0);
  });
});

describe('billableMonths', () => {
  it('bills only the months of a quarter that are over: Q4 2026 on 26 November bills October', () => {
    const q4 = quarterMonths(4, 2026)!;
    const { billed, notOver } = billableMonths(q4, new Date('2026-11-26T12:00:00Z'));
    expect(billed.map((m) => m.label)).toEqual(['October 2026']);
    expect(notOver.map((m) => m.label)).toEqual(['November 2026', 'December 2026']);
    // the first instant of a month ends the one before
    expect(billableMonths(q4, new Date('2026-12-01T00:00:00Z')).billed.map((m) => m.label)).toEqual(['October 2026', 'November 2026']);
    expect(billableMonths(q4, new Date('2027-01-05T00:00:00Z')).notOver).toEqual([]);
    expect(billableMonths(q4, new Date('2026-10-02T00:00:00Z')).billed).toEqual([]);
  });
});
