import { specFor } from '@portal/decider';
import { preferenceDecider } from './preference.decider';
import type { PreferenceEvent } from './preference.events';

const spec = specFor(preferenceDecider);
const at = '2026-03-01T10:00:00.000Z';
const optedOut: PreferenceEvent = {
  type: 'notifications.preference.critical_emails_changed',
  data: { developerId: 'd1', criticalEmails: false, via: 'settings', changedAt: at },
};

describe('notification preference decider', () => {
  it('is opted in by default, so opting in again changes nothing', () => {
    spec([]).when({ type: 'SetCriticalEmails', developerId: 'd1', criticalEmails: true, via: 'settings', at }).then([]);
  });

  it('opts out once, then the unsubscribe link is harmless', () => {
    spec([]).when({ type: 'SetCriticalEmails', developerId: 'd1', criticalEmails: false, via: 'settings', at }).then([optedOut]);
    spec([optedOut]).when({ type: 'SetCriticalEmails', developerId: 'd1', criticalEmails: false, via: 'unsubscribe_link', at }).then([]);
  });

  it('opts back in', () => {
    spec([optedOut])
      .when({ type: 'SetCriticalEmails', developerId: 'd1', criticalEmails: true, via: 'settings', at })
      .then([
        {
          type: 'notifications.preference.critical_emails_changed',
          data: { developerId: 'd1', criticalEmails: true, via: 'settings', changedAt: at },
        },
      ]);
  });
});
