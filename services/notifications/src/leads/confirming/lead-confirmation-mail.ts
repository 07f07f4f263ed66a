import type { EventData } from '@portal/contracts';
import { escapeHtml, type Mail } from '@portal/mailer';

/**
 * The requester's receipt for a request for information (a create-lead listing): what was passed on to the provider
 * and where they will answer, so a request nobody follows up can be chased, and one the user did not send is noticed.
 */
export const leadConfirmationMail = (lead: EventData<'marketplace.lead.requested'>, listingUrl: string): Mail => {
  const firstName = lead.requesterName.split(' ')[0] || 'there';
  const passedOn = [
    ['Company', lead.companyName],
    ['E-mail', lead.requesterEmail],
    ...(lead.phone ? [['Phone', lead.phone]] : []),
    ...(lead.message ? [['Message', lead.message]] : []),
  ] as [string, string][];
  return {
    to: lead.requesterEmail,
    subject: `Your request for information about ${lead.appName}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Thanks: we passed your request for information about "${lead.appName}" to the provider. They will contact you at ${lead.requesterEmail}.`,
      '',
      'What we passed on, with your name:',
      ...passedOn.map(([label, value]) => `${label}: ${value}`),
      '',
      `The app on the Marketplace: ${listingUrl}`,
      '',
      'If you did not ask for this, reply to this e-mail and we will let the provider know.',
      '',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>Thanks: we passed your request for information about <strong>${escapeHtml(lead.appName)}</strong> to the provider. ` +
        `They will contact you at ${escapeHtml(lead.requesterEmail)}.</p>`,
      '<p>What we passed on, with your name:</p>',
      `<dl>${passedOn.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value).replace(/\n/g, '<br>')}</dd>`).join('')}</dl>`,
      `<p><a href="${escapeHtml(listingUrl)}">See the app on the Marketplace</a></p>`,
      '<p style="font-size:12px;color:#666">If you did not ask for this, reply to this e-mail and we will let the provider know.</p>',
    ].join('\n'),
  };
};
