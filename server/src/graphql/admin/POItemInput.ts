import { builder } from '../builder';

/** Spec 3 §3 purchase order item: model, device type and quantity (0 unless given). */
export const POItemInput = builder.inputType('POItemInput', {
  fields: (t) => ({
    model: t.string({ required: true }),
    deviceType: t.int({ required: true }),
    quantity: t.int({ required: false, defaultValue: 0 }),
  }),
});
