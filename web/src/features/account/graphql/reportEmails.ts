import { graphql } from '../../../api/graphql';

/** Spread by name in the documents below; GraphQL codegen reads the fragment from here. @public */
export const REPORT_EMAIL_DEVICE_FIELDS = graphql(`fragment ReportEmailDeviceFields on ReportEmailDevice { deviceID name sensors }`);

export const GET_REPORT_SUBSCRIPTIONS = graphql(`query ReportSubscriptions { reportSubscriptions { ...ReportEmailDeviceFields } }`);

export const GET_REPORT_EMAIL_CHOICES = graphql(
  `query ReportEmailChoices($search: String) { reportEmailChoices(search: $search) { ...ReportEmailDeviceFields } }`,
);

export const SUBSCRIBE_REPORT = graphql(
  `mutation SubscribeReport($deviceID: Int!) { subscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }`,
);

export const UNSUBSCRIBE_REPORT = graphql(
  `mutation UnsubscribeReport($deviceID: Int!) { unsubscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }`,
);
