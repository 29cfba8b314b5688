// Production and consumption reports (spec 2 §4.9): the report data and its settings; one import per field file.
import './tagReport';
import './updateReportHour';
import './updateBPI';
// the daily report by e-mail (Account page)
import './reportSubscriptions';
import './reportEmailChoices';
import './subscribeReport';
import './unsubscribeReport';
