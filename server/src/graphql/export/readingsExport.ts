import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { readingsExportLink, type ReadingsExportLink } from '../../export/readingsExportLink';
import type { ReadingsExportFormat } from '../../export/exportSource';

const ReadingsExportFormatType = builder.enumType('ReadingsExportFormat', {
  description: 'Which download of a stream: the device page readings table or the sensor page Table tab.',
  values: {
    DEVICE: {
      value: 'device',
      description: 'The device page table: its dates, values through the calibration in its unit, the sensor temperature, comments.',
    },
    TAG: {
      value: 'tag',
      description: "The Table tab: ISO 8601 UTC dates, values through the tag's corrections, calibration and display unit, comments.",
    },
  } as const satisfies Record<string, { value: ReadingsExportFormat; description: string }>,
});

const ReadingsExportType = builder.objectRef<ReadingsExportLink>('ReadingsExport').implement({
  description: 'A CSV download of every reading of a stream in a range (spec 2 §7).',
  fields: (t) => ({
    rows: t.exposeInt('rows', {
      description:
        'The readings of the range when asked: the rows of the file, and any a device delivers later with times in the range (TAG leaves out readings the tag’s erroneous-data filters reject, as its graph does).',
    }),
    url: t.exposeString('url', {
      description: 'The file, streamed by a plain GET (no session header needed), for an hour; root-relative.',
    }),
  }),
});

/** The download link of a stream's readings, with its row count (the page's Download buttons). */
builder.queryField('readingsExport', (t) =>
  t.field({
    type: ReadingsExportType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      startTime: t.arg.float({ description: 'Epoch seconds; all data when absent.' }),
      endTime: t.arg.float({
        description: 'Epoch seconds; now when absent or later (fixed when asked: what is measured afterwards stays out of the file).',
      }),
      format: t.arg({ type: ReadingsExportFormatType, description: 'Default DEVICE.' }),
      timeZone: t.arg.string({ description: "The IANA zone DEVICE writes dates in; default the device's site zone." }),
    },
    resolve: (_root, args, ctx) =>
      readingsExportLink(ctx.services.db, ctx.services.signingKey, authorize(ctx).viewer, {
        deviceId: args.deviceID,
        tag: args.tag,
        start: args.startTime ?? null,
        end: args.endTime ?? null,
        format: args.format ?? 'device',
        timeZone: args.timeZone ?? null,
      }),
  }),
);
