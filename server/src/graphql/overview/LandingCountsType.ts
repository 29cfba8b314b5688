import type { LandingCounts } from '../../overview/landingCounts';
import { builder } from '../builder';

export const LandingCountsType = builder.objectRef<LandingCounts>('LandingCounts').implement({
  description: 'The landing banner (spec 1 §2).',
  fields: (t) => ({
    device: t.exposeInt('device', { nullable: false, description: 'Active devices.' }),
    tardy: t.exposeInt('tardy', {
      nullable: false,
      description: 'Tardy devices as the landing Tardy box lists them (after 24 h, before 240 h).',
    }),
    health: t.exposeFloat('health', {
      nullable: true,
      description:
        'Whole percent of active, named, placed devices reporting on schedule: 100 only when all are, 0 only when none is; null when there is no such device.',
    }),
    alarm: t.exposeInt('alarm', { nullable: false, description: 'Tags in alarm; 0 for super users.' }),
  }),
});
