import { calibrationSourceTag, tagReading } from '@fieldwatch/domain';
import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { tagKey } from '../../loaders/batchReads';
import { shownCalibration } from '../../tag/shownCalibration';

interface ShownReading {
  value: number | null;
  unit: string;
  text: string;
}

const ShownReadingType = builder.objectRef<ShownReading>('ShownReading').implement({
  description: "A reading as the tag card's gauge shows it: calibrated, in the shown unit, rounded as printed.",
  fields: (t) => ({
    value: t.exposeFloat('value', { nullable: true, description: 'In `unit`; null without a reading or when unconvertible.' }),
    unit: t.exposeString('unit'),
    text: t.exposeString('text', { description: "The value with its unit as the card prints it ('No readings' without one)." }),
  }),
});

/** The tag columns the card's reading is computed from (the tag rows loader reads only these for a list). */
const TAG_COLUMNS = ['device_id', 'tag', 'value', 'ymin', 'ymax', 'display_units', 'barrels_per_inch', 'alarm_flag'];

/**
 * The default tag's newest reading as its card shows it, for lists (All Devices' "Last Reading"): the same domain
 * function (tagReading) the card, the gauge and the alarm message use, on the same calibration, so a list never
 * shows another number than the device page. `latestReading` stays the stored value for API clients that convert
 * themselves.
 */
builder.objectFields(DeviceType, (t) => ({
  latestReadingShown: t.field({
    type: ShownReadingType,
    nullable: true,
    description: "The default tag's newest reading as its card shows it (calibrated, in the shown unit); null without a default tag.",
    resolve: async (d, _a, ctx) => {
      if (!d.default_tag) return null;
      const tag = (await ctx.loaders.tagsOf(d.id, TAG_COLUMNS)).find((r) => r.tag === d.default_tag);
      if (!tag) return null;
      const calibration = shownCalibration(await ctx.loaders.calibrationByTag.load(tagKey(d.id, calibrationSourceTag(tag.tag))));
      const reading = tagReading(
        {
          tag: tag.tag,
          value: tag.value,
          ymin: tag.ymin,
          ymax: tag.ymax,
          displayUnits: tag.display_units,
          barrelsPerInch: tag.barrels_per_inch,
          calibration,
          alarms: { flag: tag.alarm_flag },
        },
        { defaultTag: d.default_tag, displayUnits: d.display_units },
      );
      return { value: reading.value, unit: reading.unit, text: reading.text };
    },
  }),
}));
