import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { TagType } from '../types/TagType';
import { authorize } from '../../auth/policy/authorize';
import { providerAlarms, type ProviderAlarmRow } from '../../monitoring/providerAlarms';

const ProviderAlarmType = builder.objectRef<ProviderAlarmRow>('ProviderAlarm').implement({
  description: "One tag in alarm in the provider's list across companies; why it is in alarm: tag.alarms.reason.",
  fields: (t) => ({
    device: t.field({ type: DeviceType, resolve: (r) => r.device }),
    tag: t.field({ type: TagType, resolve: (r) => r.tag }),
  }),
});

builder.queryField('providerAlarms', (t) =>
  t.field({
    type: [ProviderAlarmType],
    description:
      "Every company's tags in alarm, for a super user's Alarms page. Super users only (capability providerAlarms): anyone else is refused with FORBIDDEN.",
    resolve: (_root, _args, ctx) => providerAlarms(ctx.services.db, authorize(ctx, 'providerAlarms').viewer),
  }),
);
