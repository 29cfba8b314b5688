import { graphql, type ResultOf } from '../../../api/graphql.ts';

export const GET_ME = graphql(`query Me {
  me {
    id firstName lastName email phoneNumber countryCode
    isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies
    subscription permissions latestActivity notificationSettings
    company { id name timeZone }
  }
}`);

/** The signed-in user (or the login-as target) as the session holds it. */
export type Me = NonNullable<ResultOf<typeof GET_ME>['me']>;

/** Only the name, read without the login-as header to show who is acting as whom. */
export const GET_SELF_NAME = graphql(`query SelfName { me { id firstName lastName } }`);
