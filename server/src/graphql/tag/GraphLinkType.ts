import type { GraphLink } from '../../db/schema';
import { builder } from '../builder';

/** A 2nd to 5th graph choice: the linked device and tag (their settings and data link: graphLinkSettings, tagSeriesLinks). */
export const GraphLinkType = builder.objectRef<GraphLink>('GraphLink').implement({
  fields: (t) => ({ deviceID: t.exposeInt('deviceID'), tag: t.exposeString('tag') }),
});
