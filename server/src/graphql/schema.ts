import { builder } from './builder';
import './auth/requestPin';
import './auth/login';
import './auth/loginAs';
import './account/me';
import './team/companies';
import './team/usersRe';
import './alarms/ackAlarm';
import './alarms/testAlarm';
import './live/deviceUpdates';
import './devices/devicesRe';
import './devices/devicesReCount';
import './overview/landingPage';
import './overview/notice';
import './monitoring/rebootDevices';
import './monitoring/devicesGhosts';
import './monitoring/devicesBattery';
import './monitoring/activeAlarmRules';
import './monitoring/userActivity';

/** The whole GraphQL schema: each file above adds its fields to the builder. */
export const schema = builder.toSchema({ sortSchema: true });
