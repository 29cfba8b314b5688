import { builder } from '../builder';
import type { MassRefusal, MassSkip, MassUpdateResult } from '../../massUpdate/massRefusal';

const MassSkipType = builder.objectRef<MassSkip>('MassUpdateSkip').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    setting: t.exposeString('setting'),
    reason: t.exposeString('reason'),
  }),
});

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
    skipped: t.field({
      type: [MassSkipType],
      description: 'Devices updated without one setting they cannot take (e.g. a transmit interval over their firmware limit).',
      resolve: (r) => r.skipped ?? [],
    }),
  }),
});
