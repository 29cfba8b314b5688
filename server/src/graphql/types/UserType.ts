import type { UserRow } from '../../db/rows';
import { builder } from '../builder';
import { CompanyType } from './CompanyType';

export const UserType = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('first_name'),
    lastName: t.exposeString('last_name'),
    email: t.exposeString('email', { nullable: true }),
    phoneNumber: t.exposeString('phone_number', { nullable: true }),
    countryCode: t.exposeString('country_code'),
    phoneType: t.exposeString('phone_type', { description: "'mobile' or 'landline' (spec 3 §2): only mobiles get texts." }),
    isSuperUser: t.exposeBoolean('is_super_user'),
    isManager: t.exposeBoolean('is_manager'),
    canEdit: t.exposeBoolean('can_edit'),
    isDemo: t.exposeBoolean('is_demo'),
    isPrivileged: t.exposeBoolean('is_privileged', {
      description: 'Treated like a super user for the directory, company change and the alarm checker.',
    }),
    viewInactiveCompanies: t.exposeBoolean('view_inactive_companies'),
    subscription: t.exposeBoolean('subscription'),
    permissions: t.exposeStringList('permissions'),
    latestActivity: t.float({
      nullable: true,
      description: 'Epoch seconds of the last request the user made.',
      resolve: (u) => (u.latest_activity ? Math.floor(u.latest_activity.getTime() / 1000) : null),
    }),
    notificationSettings: t.string({
      description: 'JSON text of the six flags startup, shutdown, failure, slowdown, tardy, hibernating.',
      resolve: (u) => JSON.stringify(u.notification_settings),
    }),
    company: t.field({
      type: CompanyType,
      nullable: true,
      resolve: (u, _args, ctx) => (u.company_id === null ? null : ctx.loaders.company.load(u.company_id)),
    }),
  }),
});
