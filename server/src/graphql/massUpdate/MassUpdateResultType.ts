import { builder } from '../builder';
import type { MassRefusal } from '../../massUpdate/massRefusal';

export interface MassUpdateResult {
  updated: number[];
  refused: MassRefusal[];
}

const MassRefusalType = builder.objectRef<MassRefusal>('MassUpdateRefusal').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    reason: t.exposeString('reason'),
  }),
});

/** The spec's `success`, plus which listed devices changed and which were refused (by id, with the reason). */
export const MassUpdateResultType = builder.objectRef<MassUpdateResult>('MassUpdateResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: (r) => r.updated.length > 0 }),
    updated: t.exposeIntList('updated'),
    refused: t.field({ type: [MassRefusalType], resolve: (r) => r.refused }),
  }),
});
