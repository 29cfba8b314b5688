import { graphql } from '../../../api/graphql';

/** A stream's download: its row count and the signed link the browser saves it from (spec 2 §7). */
export const READINGS_EXPORT = graphql(`query ReadingsExport(
  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $format: ReadingsExportFormat, $timeZone: String
) {
  readingsExport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, format: $format, timeZone: $timeZone) {
    rows url
  }
}`);
