import { graphql, type VariablesOf } from '../../../api/graphql';

/** The tag's Fourier data link (spec 2 §3 Tag: series data arrive as links read by a plain GET). */
export const TAG_FOURIER_LINK = graphql(`query TagFourierLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  deviceReGraph(deviceID: $deviceID, tag: $tag) {
    tag { fourierData(startTime: $startTime, endTime: $endTime, downsampled: false) }
  }
}`);

/** The tag's averageTempData link: the daily mean sensor temperature of the range. */
export const TAG_AVERAGE_TEMP_LINK =
  graphql(`query TagAverageTempLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  deviceReGraph(deviceID: $deviceID, tag: $tag) {
    tag { averageTempData(startTime: $startTime, endTime: $endTime) }
  }
}`);

/** Both links take the tag and the range. */
export type SeriesLinkVariables = VariablesOf<typeof TAG_FOURIER_LINK>;
