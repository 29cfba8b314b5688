// Downloads of readings (spec 2 §7): one import per field file.
import './readingsExport';
