import { tagLabel } from '@fieldwatch/domain';
import { builder } from '../builder';
import type { ReportEmailDevice } from '../../reports/reportSubscriptions';

/** A device whose daily report e-mail the viewer takes, or may take. */
export const ReportEmailDeviceType = builder.objectRef<ReportEmailDevice>('ReportEmailDevice').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('device_id'),
    name: t.exposeString('name', { nullable: true }),
    sensors: t.stringList({
      description: 'Its report sensors by name (one e-mail a day each).',
      resolve: (d) => d.tags.map(tagLabel),
    }),
  }),
});
