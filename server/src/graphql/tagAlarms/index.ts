// Sensor page alarms, calibration and reports (spec 2 §2.2, §4.3-§4.9): one import per field file.
import './tagAlarmPanel';
import './updateAlarms';
import './deviceReGraphAlarms';
import './tagCalibrations';
import './updateCalibration';
import './deleteCalibration';
import './tankNames';
import './tagReport';
import './updateReportHour';
import './updateBPI';
