import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { buildXlsx, columnName, excelSerial } from '../../src/reports/xlsx/buildXlsx';
import { findAll, parseXml, type XmlElement } from './xmlCheck';

const sheet = {
  name: 'March 2025',
  rows: [
    ['Date', 'Level', 'Comments'],
    ['3/1/2025', 10.5, '***Tom <ops> & "Jerry"'],
    ['3/2/2025', null, ''],
    ['3/3/2025', -4, 'x'],
  ],
  highlightRows: new Set([2]),
  columnWidths: [12, 10, 60],
};
const files = unzipSync(buildXlsx(sheet));
const xml = (path: string): XmlElement => parseXml(strFromU8(files[path]!));

describe('buildXlsx', () => {
  it('every XML part is well formed', () => {
    const parts = Object.keys(files).filter((f) => f.endsWith('.xml') || f.endsWith('.rels'));
    expect(parts.sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const p of parts) expect(() => xml(p), p).not.toThrow();
  });

  it('the check itself refuses broken XML', () => {
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a>Tom & Jerry</a>')).toThrow();
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
    expect(() => parseXml('<a>1 < 2</a>')).toThrow();
  });

  it('each content-type override names a file in the package, and every relationship target exists', () => {
    const overrides = findAll(xml('[Content_Types].xml'), 'Override').map((o) => o.attrs.PartName!);
    expect(overrides.length).toBeGreaterThan(0);
    for (const part of overrides) expect(files[part.replace(/^\//, '')], part).toBeDefined();
    for (const rels of Object.keys(files).filter((f) => f.endsWith('.rels'))) {
      // a part's rels live in _rels/ beside it: targets are relative to the part's folder
      const base = rels.replace(/_rels\/[^/]*\.rels$/, '');
      for (const r of findAll(xml(rels), 'Relationship'))
        expect(files[base + r.attrs.Target!], `${rels} → ${r.attrs.Target}`).toBeDefined();
    }
    // and the workbook's sheet points at a worksheet relationship
    const rid = findAll(xml('xl/workbook.xml'), 'sheet')[0]!.attrs['r:id'];
    expect(findAll(xml('xl/_rels/workbook.xml.rels'), 'Relationship').find((r) => r.attrs.Id === rid)?.attrs.Target).toBe(
      'worksheets/sheet1.xml',
    );
  });

  it('the highlighted row carries the red fill style; the header is bold; others plain', () => {
    const rows = findAll(xml('xl/worksheets/sheet1.xml'), 'row');
    expect(rows).toHaveLength(4);
    const stylesOf = (i: number) => rows[i]!.children.map((c) => c.attrs.s);
    expect(stylesOf(2)).toEqual(['2', '2', '2']);
    expect(stylesOf(0)).toEqual(['1', '1', '1']);
    expect(stylesOf(1)).toEqual([undefined, undefined, undefined]);
    const styles = xml('xl/styles.xml');
    const xf = findAll(findAll(styles, 'cellXfs')[0]!, 'xf');
    const fill = findAll(styles, 'fill')[Number(xf[2]!.attrs.fillId)]!;
    expect(findAll(fill, 'patternFill')[0]!.attrs.patternType).toBe('solid');
    expect(findAll(styles, 'font')[Number(xf[1]!.attrs.fontId)]!.children.map((c) => c.name)).toContain('b');
  });

  it('text with < & " is escaped and reads back exactly; numbers are numbers; cell references are A1 style', () => {
    const raw = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(raw).toContain('***Tom &lt;ops&gt; &amp; &quot;Jerry&quot;');
    const cells = findAll(xml('xl/worksheets/sheet1.xml'), 'c');
    const c = (ref: string) => cells.find((x) => x.attrs.r === ref)!;
    expect(findAll(c('C2'), 't')[0]!.text).toBe('***Tom <ops> & "Jerry"');
    expect(c('B2').attrs.t).toBeUndefined();
    expect(findAll(c('B2'), 'v')[0]!.text).toBe('10.5');
    expect(c('B3').children).toEqual([]);
    expect([columnName(0), columnName(25), columnName(26), columnName(701)]).toEqual(['A', 'Z', 'AA', 'ZZ']);
  });

  it('a sheet name with characters Excel refuses is cleaned and escaped', () => {
    const wb = unzipSync(buildXlsx({ name: 'A/B & <C>: a very long name over thirty-one', rows: [['x']] }));
    const name = findAll(parseXml(strFromU8(wb['xl/workbook.xml']!)), 'sheet')[0]!.attrs.name!;
    expect(name).toBe('A B & <C>  a very long name over'.slice(0, 31));
  });

  it('stores a day as a date: its serial number, in the MM/DD/YY date style (plain or highlighted)', () => {
    expect(excelSerial({ year: 2024, month: 1, day: 1 })).toBe(45292);
    const wb = unzipSync(
      buildXlsx({
        name: 'D',
        rows: [['Date'], [{ year: 2026, month: 11, day: 4 }], [{ year: 2026, month: 11, day: 5 }]],
        highlightRows: new Set([2]),
      }),
    );
    const cells = findAll(parseXml(strFromU8(wb['xl/worksheets/sheet1.xml']!)), 'c');
    const a2 = cells.find((x) => x.attrs.r === 'A2')!;
    expect(a2.attrs.t).toBeUndefined();
    expect(findAll(a2, 'v')[0]!.text).toBe(String(excelSerial({ year: 2026, month: 11, day: 4 })));
    expect(a2.attrs.s).toBe('3');
    expect(cells.find((x) => x.attrs.r === 'A3')!.attrs.s).toBe('4');
    expect(strFromU8(wb['xl/styles.xml']!)).toContain('<numFmt numFmtId="164" formatCode="mm/dd/yy"/>');
  });
});
