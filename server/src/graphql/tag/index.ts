// Sensor page graph, table, settings, annotations (spec 2 §2.2): one import per field file.
import './deviceReGraph';
import './deviceReGraphFields';
import './updateTag';
import './updateTempCorrection';
import './updateFourierEnabled';
import './updateActiveAdditional';
import './deleteData';
import './addComment';
import './deleteComment';
import './addUserData';
import './deleteUserData';
import './tagSeriesLinks';
import './graphLinkSettings';
import './tagSpecFields';
import './nearestReading';
