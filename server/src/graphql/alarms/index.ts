// Alarms (spec 2 §4.3, §4.4): acknowledging and testing, the sensor page's alarm panel and its edits; one import per field file.
import './ackAlarm';
import './testAlarm';
import './tagAlarmPanel';
import './updateAlarms';
import './deviceReGraphAlarms';
