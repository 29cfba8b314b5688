import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleTag } from '../../auth/policy/tagAlarmAccess';
import { loadAlarmPanel } from '../../alarms/alarmPanel';
import { AlarmPanelType } from './alarmPanelTypes';

/** The alarm panel of one tag, for the panel to load on its own (the same data as deviceReGraph.alarms). */
builder.queryField('tagAlarmPanel', (t) =>
  t.field({
    nullable: true,
    type: AlarmPanelType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = authorize(ctx);
      const v = await visibleTag(ctx.services.db, viewer, args.deviceID, args.tag);
      return loadAlarmPanel(ctx.services.db, viewer, v);
    },
  }),
);
