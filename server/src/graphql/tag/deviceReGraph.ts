import { calibrationSourceTag, WINDOW_POINTS } from '@fieldwatch/domain';
import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { AppError } from '../../errors/AppError';
import { DeviceReGraphType, type DeviceReGraphShape } from '../types/DeviceReGraphType';
import { tagKey } from '../../loaders/batchReads';
import { pageDevice } from './pageDevice';
import { parentTag } from './parentTag';

/**
 * GET_TAG / GET_ALL_TAG (spec 2 §7 Sensor page): everything the sensor page loads for one tag. The tag's device
 * must be visible to the viewer (NOT_FOUND otherwise); the fields below read what they need.
 */
builder.queryField('deviceReGraph', (t) =>
  t.field({
    nullable: true,
    type: DeviceReGraphType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      startTime: t.arg.float(),
      endTime: t.arg.float(),
      downsampled: t.arg.boolean(),
      points: t.arg.int({
        description:
          "A zoomed window: about how many points to answer (the graph's width in device pixels): buckets of about one pixel, or every raw reading when the window holds no more.",
      }),
    },
    resolve: async (_root, args, ctx) => {
      authorize(ctx);
      const start = args.startTime ?? null;
      const end = args.endTime ?? null;
      if (
        (start !== null && !Number.isFinite(start)) ||
        (end !== null && !Number.isFinite(end)) ||
        (start !== null && end !== null && start >= end)
      ) {
        throw new AppError('BAD_INPUT', { message: 'startTime must come before endTime.' });
      }
      const points = args.points ?? null;
      if (points !== null && (points < WINDOW_POINTS.min || points > WINDOW_POINTS.max)) {
        throw new AppError('BAD_INPUT', { message: `points must lie between ${WINDOW_POINTS.min} and ${WINDOW_POINTS.max}.` });
      }
      const shape: DeviceReGraphShape = {
        deviceId: args.deviceID,
        tag: args.tag,
        startTime: start,
        endTime: end,
        downsampled: args.downsampled ?? false,
        points,
      };
      // the device and its alarm rules do not depend on the tag row: they are asked for in the same round trip as the
      // visibility check (one database wait less per page; nothing of them is answered when the check fails, and the
      // device goes through the policy itself)
      const key = tagKey(shape.deviceId, shape.tag);
      for (const early of [pageDevice(shape, ctx), ctx.loaders.rulesByTag.load(key)]) early.catch(() => undefined);
      // the visibility check reads the tag row the fields below need, so they do not read it again
      const row = await parentTag(shape, ctx);
      // the calibrations of the tag and of its 2nd to 5th graphs' devices in one read (the loader reads per device),
      // asked for beside the linked graphs' own reads; a link the viewer may not see is read but never answered
      const calibrated = [row, row.secondary_graph, row.third_graph, row.fourth_graph, row.fifth_graph].flatMap((t) =>
        t ? [tagKey('device_id' in t ? t.device_id : t.deviceID, calibrationSourceTag(t.tag))] : [],
      );
      for (const k of calibrated) ctx.loaders.calibrationByTag.load(k).catch(() => undefined);
      return shape;
    },
  }),
);
