import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes/routeTable';
import { ROUTE_TITLES } from '../../src/app/page/routeTitles';
import { documentTitle } from '../../src/app/page/pageTitle';

describe('route titles', () => {
  it('names every route of the route table, and nothing else', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.filter((p) => !ROUTE_TITLES[p])).toEqual([]);
    expect(Object.keys(ROUTE_TITLES).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it("puts the page's name before the product's, and the product alone where no page is named", () => {
    expect(documentTitle('Big Tank 1 · Fluid Level')).toBe('Big Tank 1 · Fluid Level — FieldWatch');
    expect(documentTitle(null)).toBe('FieldWatch');
  });
});
