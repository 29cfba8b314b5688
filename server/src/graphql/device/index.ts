// Device page (spec 2 §2.1): one import per field file.
import './devicePageFields';
import './deviceRe';
import './deviceGps';
import './listEvents';
import './deviceReadings';
import './updateDevice';
import './addDeviceSetting';
import './updateDeviceSetting';
import './deleteFOTASetting';
import './addStatus';
import './addLogComment';
import './clearDeviceData';
import './replaceDevice';
