import { builder } from './builder';
import './auth/requestPin';
import './auth/login';
import './auth/loginAs';
import './account/me';
import './team/companies';
import './team/usersRe';
import './live/deviceUpdates';
import './alarms/ackAlarm';
import './alarms/testAlarm';

/** The whole GraphQL schema: each file above adds its fields to the builder. */
export const schema = builder.toSchema({ sortSchema: true });
