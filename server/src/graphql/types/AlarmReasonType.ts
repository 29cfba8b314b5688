import type { AlarmReason } from '@fieldwatch/domain';
import { builder } from '../builder';

/** Why a tag is in alarm (domain alarmReason): what every list of alarms prints, worked out once per tag. */
export const AlarmReasonType = builder.objectRef<AlarmReason>('AlarmReason').implement({
  description: "Why a tag is in alarm: the condition with its threshold and the reading that passed it, in the tag's display unit.",
  fields: (t) => ({
    condition: t.exposeString('condition', {
      description: "The rule or threshold: 'Critical high threshold: above 50 psi', \"Rule 'Hot': greater than 180°F\".",
    }),
    reading: t.exposeString('reading', { nullable: true, description: "The reading that raised the flag ('75 psi'); null when none did." }),
    time: t.exposeFloat('time', {
      nullable: true,
      description: "Epoch seconds of that reading (or of the flag's change when no reading raised it): the alarm's since.",
    }),
  }),
});
