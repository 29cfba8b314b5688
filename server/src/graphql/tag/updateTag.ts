import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateTag } from '../../tag/updateTag';
import { TagSettingsType } from './TagSettingsType';
import { tagKey } from '../../loaders/batchReads';

const GraphLinkInput = builder.inputType('GraphLinkInput', {
  fields: (t) => ({ deviceID: t.int({ required: true }), tag: t.string({ required: true }) }),
});

const AdditionalTagInput = builder.inputType('AdditionalTagInput', {
  fields: (t) => ({ tag: t.string({ required: true }), displayUnits: t.string(), ymin: t.float(), ymax: t.float() }),
});

/**
 * updateTag (spec 2 §7): the tag's display and correction settings. Only the fields sent change; null clears a
 * nullable field. Display fields need edit rights, filter and temperature fields a super user or manager, the
 * filter minimum value a super user (spec 2 §6); a graph link must point at a tag the viewer can see.
 */
builder.mutationField('updateTag', (t) =>
  t.field({
    nullable: true,
    type: TagSettingsType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      ymin: t.arg.float(),
      ymax: t.arg.float(),
      displayUnits: t.arg.string(),
      secondaryGraph: t.arg({ type: GraphLinkInput }),
      thirdGraph: t.arg({ type: GraphLinkInput }),
      fourthGraph: t.arg({ type: GraphLinkInput }),
      fifthGraph: t.arg({ type: GraphLinkInput }),
      additionalTags: t.arg({ type: [AdditionalTagInput] }),
      barrelsPerInch: t.arg.float(),
      filterEnabled: t.arg.boolean(),
      filterThreshold: t.arg.float(),
      filterMinimumValue: t.arg.float(),
      sensorTempFilterEnabled: t.arg.boolean(),
      sensorTempFilterThreshold: t.arg.int(),
      temperatureCorrectionEnabled: t.arg.boolean(),
      temperatureCorrectionCoefficient: t.arg.float(),
      temperatureCorrectionThreshold: t.arg.float(),
      sf6NormalizationEnabled: t.arg.boolean(),
      fourierPlotEnabled: t.arg.boolean(),
      maximumFourierAmplitude: t.arg.float(),
    },
    resolve: (_root, a, ctx) =>
      updateTag(ctx.services.db, authorize(ctx), a, (deviceId, tag) => ctx.loaders.calibrationByTag.load(tagKey(deviceId, tag))),
  }),
);
