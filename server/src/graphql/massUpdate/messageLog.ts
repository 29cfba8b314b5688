import { MESSAGE_LOG_TYPES } from '@fieldwatch/domain';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { messageLogFilter } from '../../auth/policy/messageLogAccess';
import { AppError } from '../../errors/AppError';
import { epochSeconds } from '../types/epochSeconds';
import { messageLogData, type MessageLogDataShape } from '../../massUpdate/messageLogData';

interface Entry {
  deviceID: number;
  time: number;
  messageType: string;
  data: MessageLogDataShape;
}

/** At most this many entries, newest first: a week of a chatty device stays readable. */
const MAX_ENTRIES = 2000;

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

const EntryType = builder.objectRef<Entry>('MessageLogEntry').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    time: t.exposeInt('time', { description: 'Epoch seconds the device stamped the message with.' }),
    messageType: t.exposeString('messageType'),
    data: t.field({ type: DataType, resolve: (e) => e.data }),
  }),
});

/**
 * Message log (spec 3 §2, §3): what one device sent between startTime and endTime (epoch seconds), of one type or
 * all, newest first. Who may read it is data (message_log grants; super users always); anyone else gets FORBIDDEN
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
      let q = db.selectFrom('message_log').select(['device_id', 'time', 'message_type', 'data']).where('device_id', '=', args.deviceID);
      if (type !== 'all') q = q.where('message_type', '=', type as 'data');
      if (args.startTime != null) q = q.where('time', '>=', new Date(args.startTime * 1000));
      if (args.endTime != null) q = q.where('time', '<=', new Date(args.endTime * 1000));
      const rows = await q.orderBy('time', 'desc').orderBy('id', 'desc').limit(MAX_ENTRIES).execute();
      return rows.map((r) => ({
        deviceID: r.device_id,
        time: epochSeconds(r.time)!,
        messageType: r.message_type,
        data: messageLogData(r.message_type, r.data),
      }));
    },
  }),
);
