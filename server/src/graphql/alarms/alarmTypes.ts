import { builder } from '../builder';

export interface AlarmsStateShape {
  flag: string | null;
  acknowledged: boolean;
}

interface TagAlarmStateShape {
  tag: string;
  alarms: AlarmsStateShape;
}

export interface AckAlarmResultShape {
  id: number;
  tags: TagAlarmStateShape[];
}

export const AlarmsStateType = builder.objectRef<AlarmsStateShape>('AlarmsState').implement({
  description: "A tag's alarm state.",
  fields: (t) => ({
    flag: t.exposeString('flag', {
      nullable: true,
      description: 'norm, low, high, low_warning, high_warning, critical_low, critical_high or test (spec 2 §4.3).',
    }),
    acknowledged: t.exposeBoolean('acknowledged', {
      description: 'Someone acknowledged the current alarm; its pending notifications were cancelled.',
    }),
  }),
});

const TagAlarmStateType = builder.objectRef<TagAlarmStateShape>('TagAlarmState').implement({
  fields: (t) => ({
    tag: t.exposeString('tag'),
    alarms: t.field({ type: AlarmsStateType, nullable: true, resolve: (s) => s.alarms }),
  }),
});

export const AckAlarmResultType = builder.objectRef<AckAlarmResultShape>('AckAlarmResult').implement({
  description: "The device after an acknowledgement: its id and every tag's alarm flag.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    tags: t.field({ type: [TagAlarmStateType], resolve: (r) => r.tags }),
  }),
});
