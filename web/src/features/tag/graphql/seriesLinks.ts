import { operation } from '../../../api/graphql';

export interface SeriesLinkVariables {
  deviceID: number;
  tag: string;
  startTime: number;
  endTime: number;
}

/** The tag's Fourier data link (spec 2 §3 Tag: series data arrive as links read by a plain GET). */
export const TAG_FOURIER_LINK = operation<{ deviceReGraph: { tag: { fourierData: string } } }, SeriesLinkVariables>(
  'TagFourierLink',
  `query TagFourierLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  deviceReGraph(deviceID: $deviceID, tag: $tag) {
    tag { fourierData(startTime: $startTime, endTime: $endTime, downsampled: false) }
  }
}`,
);

/** The tag's averageTempData link: the daily mean sensor temperature of the range. */
export const TAG_AVERAGE_TEMP_LINK = operation<{ deviceReGraph: { tag: { averageTempData: string } } }, SeriesLinkVariables>(
  'TagAverageTempLink',
  `query TagAverageTempLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  deviceReGraph(deviceID: $deviceID, tag: $tag) {
    tag { averageTempData(startTime: $startTime, endTime: $endTime) }
  }
}`,
);
