// Calibration (spec 2 §2.2, §4.6): a tag's calibrations, their edits and the tank names; one import per field file.
import './tagCalibrations';
import './updateCalibration';
import './deleteCalibration';
import './tankNames';
