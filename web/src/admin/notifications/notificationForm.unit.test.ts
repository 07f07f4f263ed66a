import type { AdminNotification } from '../../api/types';
import {
  disabledFields,
  emptyNotificationForm,
  formFromNotification,
  isDirty,
  isShown,
  toNotificationInput,
  withField,
} from './notificationForm';

const stored: AdminNotification = {
  id: '0b9f8f5e-3c1b-4a43-9d7e-1f2a3b4c5d6e',
  title: 'Maintenance',
  summary: 'Sunday night',
  body: '# Down *briefly*',
  critical: false,
  draft: true,
  show_after: '2026-12-01',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  visible: true,
  visible_by_show_after: false,
};

describe('notification form', () => {
  it('loads a stored notification, with an empty show_after as ""', () => {
    expect(formFromNotification(stored)).toEqual({
      title: 'Maintenance',
      summary: 'Sunday night',
      body: '# Down *briefly*',
      critical: false,
      draft: true,
      show_after: '2026-12-01',
    });
    expect(formFromNotification({ ...stored, show_after: null }).show_after).toBe('');
  });

  it('ticking Critical empties show_after and clears draft, and keeps them so while ticked', () => {
    const start = formFromNotification(stored);
    const critical = withField(start, 'critical', true);
    expect(critical).toMatchObject({ critical: true, draft: false, show_after: '' });
    expect(withField(critical, 'draft', true).draft).toBe(false);
    expect(withField(critical, 'show_after', '2027-01-01').show_after).toBe('');
    const unticked = withField(critical, 'critical', false);
    expect(withField(unticked, 'draft', true).draft).toBe(true);
    expect(start.draft).toBe(true);
  });

  it('disables draft and show_after while critical, and critical when editing', () => {
    expect([...disabledFields(emptyNotificationForm, 'new')]).toEqual([]);
    expect([...disabledFields({ ...emptyNotificationForm, critical: true }, 'new')].sort()).toEqual(['draft', 'show_after']);
    expect([...disabledFields(emptyNotificationForm, 'edit')]).toEqual(['critical']);
  });

  it('is dirty once any field differs from what was loaded', () => {
    const initial = formFromNotification(stored);
    expect(isDirty(initial, initial)).toBe(false);
    expect(isDirty({ ...initial }, initial)).toBe(false);
    expect(isDirty(withField(initial, 'title', 'Maintenance!'), initial)).toBe(true);
    expect(isDirty(withField(initial, 'draft', false), initial)).toBe(true);
    expect(isDirty(withField(withField(initial, 'title', 'x'), 'title', 'Maintenance'), initial)).toBe(false);
  });

  it('builds the request body: trimmed title and summary, show_after null when empty or critical', () => {
    expect(toNotificationInput({ ...formFromNotification(stored), title: '  Maintenance  ', show_after: ' ' })).toEqual({
      title: 'Maintenance',
      summary: 'Sunday night',
      body: '# Down *briefly*',
      critical: false,
      draft: true,
      show_after: null,
    });
    expect(toNotificationInput({ ...emptyNotificationForm, critical: true, draft: true, show_after: '2027-01-01' })).toMatchObject({
      critical: true,
      draft: false,
      show_after: null,
    });
    expect(toNotificationInput({ ...emptyNotificationForm, show_after: '2027-01-01' }).show_after).toBe('2027-01-01');
  });

  it('shows Visible only for published, non-draft notifications past show_after', () => {
    expect(isShown({ visible: true, draft: false, visible_by_show_after: true })).toBe(true);
    expect(isShown({ visible: true, draft: true, visible_by_show_after: true })).toBe(false);
    expect(isShown({ visible: true, draft: false, visible_by_show_after: false })).toBe(false);
    expect(isShown({ visible: false, draft: false, visible_by_show_after: true })).toBe(false);
  });
});
