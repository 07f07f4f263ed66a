import { signedLinks } from '@portal/service-runtime';

/** The e-mailed download link of one report, for its requester; nothing about it is stored. */
export const reportLinks = signedLinks('metrics.api_usage_report', ['reportId', 'requesterId']);
