import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { messageLog } from '../../massUpdate/messageLog';
import type { MessageLogDataShape } from '../../massUpdate/messageLogData';
import type { ZonedMessageLogEntry } from '../../massUpdate/messageLog';

const DataType = builder.objectRef<MessageLogDataShape>('MessageLogData').implement({
  fields: (t) => ({
    values: t.exposeStringList('values', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
    voltage: t.exposeFloat('voltage', { nullable: true }),
    temperature: t.exposeFloat('temperature', { nullable: true }),
    eventFlag: t.exposeInt('eventFlag', { nullable: true }),
    additionalData: t.exposeString('additionalData', { nullable: true }),
    raw: t.exposeString('raw'),
  }),
});

const EntryType = builder.objectRef<ZonedMessageLogEntry>('MessageLogEntry').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    time: t.exposeInt('time', { description: 'Epoch seconds the device stamped the message with.' }),
    timeZone: t.exposeString('timeZone', {
      description: "The device's site time zone (as Device.timeZone), which the log prints the entry's time in.",
    }),
    messageType: t.exposeString('messageType'),
    data: t.field({ type: DataType, resolve: (e) => e.data }),
    clockOffsetSeconds: t.exposeInt('clockOffsetSeconds', {
      nullable: true,
      description:
        'How far ahead the device clock was when its times were moved to the time received (docs/device-protocol.md); null when stored as sent.',
    }),
  }),
});

/**
 * Message log (spec 3 §2, §3): what one device sent between startTime and endTime (epoch seconds), of one type or
 * all, newest first; for super users, type all includes the refused messages. Who may read it is data (message_log grants; super users always); anyone else gets FORBIDDEN
 * ('You do not have access to this page.'), whether or not the device exists.
 */
builder.queryField('messageLog', (t) =>
  t.field({
    nullable: false,
    type: [EntryType],
    args: {
      deviceID: t.arg.int({ required: true }),
      messageType: t.arg.string(),
      startTime: t.arg.int(),
      endTime: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      messageLog(
        ctx.services.db,
        authorize(ctx).viewer,
        {
          deviceId: args.deviceID,
          messageType: args.messageType,
          start: args.startTime ?? null,
          end: args.endTime ?? null,
        },
        ctx.services.config.defaultTimeZone,
      ),
  }),
);
