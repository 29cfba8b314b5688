import { MESSAGE_LOG_TYPES } from '@fieldwatch/domain';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { messageLogFilter } from '../../auth/policy/messageLogAccess';
import { AppError } from '../../errors/AppError';
import type { MessageLogDataShape } from '../../massUpdate/messageLogData';
import { messageLogEntries, type MessageLogEntryShape } from '../../massUpdate/messageLogEntries';

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

const EntryType = builder.objectRef<MessageLogEntryShape>('MessageLogEntry').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    time: t.exposeInt('time', { description: 'Epoch seconds the device stamped the message with.' }),
    messageType: t.exposeString('messageType'),
    data: t.field({ type: DataType, resolve: (e) => e.data }),
    clockOffsetSeconds: t.exposeInt('clockOffsetSeconds', {
      nullable: true,
      description: 'How far ahead the device clock was when its times were moved to the time received (docs/device-protocol.md); null when stored as sent.',
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
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const type = args.messageType ?? 'all';
      if (!MESSAGE_LOG_TYPES.some((m) => m.value === type)) throw new AppError('BAD_INPUT', { message: `Unknown message type ${type}.` });
      const db = ctx.services.db;
      const allowed = await db.selectFrom('devices').select('id').where('id', '=', args.deviceID).where(messageLogFilter(viewer, 'devices')).executeTakeFirst();
      if (!allowed) throw new AppError('FORBIDDEN');
      // super users also see the messages refused for their content (ingest_refusals), as type 'refused'
      return messageLogEntries(db, { deviceId: args.deviceID, type, start: args.startTime ?? null, end: args.endTime ?? null, refusals: viewer.isSuperUser && type === 'all' });
    },
  }),
);
