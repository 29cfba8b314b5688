import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceStamp } from '../sourceStamp.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-stamp-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

describe("the build's source stamp (npm start builds when it changed)", () => {
  it('changes with the content of a source, a new source or a new lock file, and with nothing else', () => {
    write('server/src/main.ts', 'main();');
    write('web/src/app/App.tsx', 'export {};');
    write('package-lock.json', '{}');
    write('README.md', 'read me');
    const first = sourceStamp(root);

    write('server/src/main.ts', 'main(); // changed');
    const changed = sourceStamp(root);
    expect(changed).not.toBe(first);
    write('server/src/main.ts', 'main();');
    expect(sourceStamp(root)).toBe(first);

    // a checkout sets every file's time to now: only contents count
    fs.utimesSync(path.join(root, 'server/src/main.ts'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    write('README.md', 'edited docs');
    expect(sourceStamp(root)).toBe(first);

    write('domain/src/tag/units.ts', 'export const x = 1;');
    const added = sourceStamp(root);
    expect(added).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(sourceStamp(root)).not.toBe(added);
  });
});
