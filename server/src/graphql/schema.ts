import { builder } from './builder';
import './auth/requestPin';
import './auth/login';
import './auth/logout';
import './auth/loginAs';
import './live/deviceUpdates';
import './directory/devicesRe';
import './directory/devicesReCount';
import './directory/latestReadingShown';
import './overview/landingPage';
import './overview/notice';
import './monitoring/rebootDevices';
import './monitoring/devicesGhosts';
import './monitoring/devicesBattery';
import './monitoring/activeAlarmRules';
import './monitoring/providerAlarms';
import './monitoring/userActivity';
// each area below owns its index, which imports that area's field files
import './account/index';
import './team/index';
import './device/index';
import './tag/index';
import './alarms/index';
import './calibration/index';
import './reports/index';
import './addDevice/index';
import './massUpdate/index';
import './admin/index';
import './export/index';
import './undo/index';

/** The whole GraphQL schema: each file above adds its fields to the builder. */
export const schema = builder.toSchema({ sortSchema: true });
