import { builder } from '../builder';

/** A row of the Alarm Rules table (spec 3 §7: name, tag, symbol, value, desc). */
export const MassRuleInputType = builder.inputType('MassRuleInput', {
  fields: (t) => ({
    name: t.string(),
    tag: t.string(),
    symbol: t.int(),
    value: t.float(),
    desc: t.string(),
  }),
});

/** A row of the Notifications table (spec 3 §7: delay, tag, action, userID). */
export const MassActionInputType = builder.inputType('MassActionInput', {
  fields: (t) => ({
    delay: t.int(),
    tag: t.string(),
    action: t.string(),
    userID: t.int(),
  }),
});
