import { describe, expect, it } from 'vitest';
import { DIRECTORY_ROUTE, directoryViewOf } from '../../src/features/directory/directoryAddress';
import { directoryVariablesOf, iconPagesVariables } from '../../src/features/directory/directoryVariables';
import { INITIAL_DIRECTORY_VIEW } from '../../src/app/state/directoryStore';

/* What index.html's early requests recognise as the directory, and what they send for it (app/early). */

describe('the directory address', () => {
  it('matches the directory with or without a query, and nothing else', () => {
    expect(DIRECTORY_ROUTE.exec('#/directory')?.[1]).toBeUndefined();
    expect(DIRECTORY_ROUTE.exec('#/directory?view=list')?.[1]).toBe('view=list');
    expect(DIRECTORY_ROUTE.test('#/directory/')).toBe(true);
    for (const other of ['#/', '#/directoryx', '#/directory/5', '#/devices/1/tags/spsr', '#/alarms?x=/directory']) {
      expect(DIRECTORY_ROUTE.test(other)).toBe(false);
    }
  });

  it('shows Icons without a view or with one it does not know', () => {
    expect(directoryViewOf(null)).toBe('icons');
    expect(directoryViewOf('list')).toBe('list');
    expect(directoryViewOf('map')).toBe('map');
    expect(directoryViewOf('LIST')).toBe('icons');
  });
});

describe('the directory variables', () => {
  it('on a fresh load are the same with or without the company picker', () => {
    expect(directoryVariablesOf(INITIAL_DIRECTORY_VIEW, true)).toEqual(directoryVariablesOf(INITIAL_DIRECTORY_VIEW, false));
    expect(iconPagesVariables(directoryVariablesOf(INITIAL_DIRECTORY_VIEW, false))).toEqual({
      selectedCompanyID: null,
      includeInactive: false,
      includeOOS: false,
      path: null,
      sortBy: null,
      sortDirection: null,
    });
  });

  it('send a company only with the picker, and a folder only when one is chosen', () => {
    const view = { ...INITIAL_DIRECTORY_VIEW, companyID: 7, path: '/Permian' };
    expect(directoryVariablesOf(view, true)).toMatchObject({ selectedCompanyID: 7, path: '/Permian' });
    expect(directoryVariablesOf(view, false)).toMatchObject({ selectedCompanyID: null, path: '/Permian' });
  });
});
