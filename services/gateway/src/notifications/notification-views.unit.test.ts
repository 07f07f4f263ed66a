import type { Schema } from '../core/contract-types';
import { toAdminNotification, toNotificationPreferences } from './notification-views';

describe('notification response mappers', () => {
  it('Given an announcement document with storage fields, Then only the contract’s admin notification fields', () => {
    const notification: Schema<'AdminNotification'> = {
      id: 'n1',
      title: 'T',
      summary: 'S',
      body: 'B',
      critical: false,
      draft: true,
      show_after: null,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:00.000Z',
      visible: false,
      visible_by_show_after: true,
    };

    expect(toAdminNotification({ ...notification, _id: 'n1', __v: 0, deleted: false } as Schema<'AdminNotification'>)).toEqual(
      notification,
    );
  });

  it('Given preferences with the developer id attached, Then only critical_emails', () => {
    expect(toNotificationPreferences({ critical_emails: false, developer_id: 'd1' } as Schema<'NotificationPreferences'>)).toEqual({
      critical_emails: false,
    });
  });
});
