// Update Devices, Check Alarms Set, message log (spec 3): one import per field file.
import './updateMassSetting';
import './clearMassDeviceData';
import './massUpdateOptions';
import './alarmChecker';
import './messageLog';
import './messageLogAccess';
import './massUpdateProgress';
import './massUpdateUnits';
