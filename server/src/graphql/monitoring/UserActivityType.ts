import type { ActivityEntry, UserActivity } from '../../monitoring/userActivityQuery';
import { builder } from '../builder';

const ActivityEntryType = builder.objectRef<ActivityEntry>('ActivityEntry').implement({
  description: "One user's minutes of use on one day with one kind of client.",
  fields: (t) => ({
    user: t.exposeString('user', { nullable: false, description: 'First and last name.' }),
    userID: t.exposeInt('userID', { nullable: false }),
    company: t.exposeString('company', { nullable: true }),
    month: t.exposeInt('month', { nullable: false, description: '1 to 12.' }),
    day: t.exposeInt('day', { nullable: false, description: 'Day of the month.' }),
    count: t.exposeInt('count', { nullable: false, description: 'Minutes.' }),
  }),
});

export const UserActivityType = builder.objectRef<UserActivity>('UserActivity').implement({
  description: 'The Activity view (spec 1 §2): one list per client kind.',
  fields: (t) => ({
    mobile: t.field({ type: [ActivityEntryType], nullable: false, resolve: (a) => a.mobile }),
    desktop: t.field({ type: [ActivityEntryType], nullable: false, resolve: (a) => a.desktop }),
    api: t.field({ type: [ActivityEntryType], nullable: false, resolve: (a) => a.api }),
  }),
});
