import { emptyListingFields, emptySecurityQuestionnaire } from '@portal/contracts/src/rules/marketplace';
import { NETWORK_ERROR, toApiError } from '../api/apiError';
import { marketplaceEn } from './en';
import {
  availabilityChoice,
  changedFromPublished,
  developerStatus,
  fieldsOf,
  isDirty,
  payloadOf,
  saveFailure,
  submitWording,
  unlistedOf,
  visibilityToast,
  withWholeRegions,
} from './listingForm';

describe('availabilityChoice', () => {
  it('follows the data until the developer picks Specific', () => {
    expect(availabilityChoice('all', false)).toBe('all');
    expect(availabilityChoice('specific', false)).toBe('specific');
    expect(availabilityChoice('unset', false)).toBeNull();
  });

  it('given Specific picked on a listing that is all, shows Specific with every tick kept (the data still says all)', () => {
    expect(availabilityChoice('all', true)).toBe('specific');
  });

  it('given Specific picked with nothing ticked yet, stays Specific (the data says unset)', () => {
    expect(availabilityChoice('unset', true)).toBe('specific');
  });
});

describe('unlistedOf', () => {
  it('given a loaded list, the chosen ids it lacks, in the order chosen, once each', () => {
    expect(unlistedOf(['bim', 'erp'], ['gone', 'bim', 'old', 'gone'])).toEqual(['gone', 'old']);
  });

  it('given every chosen id listed, none', () => {
    expect(unlistedOf(['bim', 'erp'], ['erp'])).toEqual([]);
  });

  it('while the list has not loaded, none: nothing is known to be removed', () => {
    expect(unlistedOf(undefined, ['bim'])).toEqual([]);
  });
});

describe('saveFailure', () => {
  it("given a 422 with field errors, the banner lists the server's errors once each, and the fields keep theirs", () => {
    const error = toApiError(422, {
      message: 'Please correct the errors below before submitting for review',
      errors: ['Character limit exceeded (50)', 'This field is required', 'This field is required'],
      fields: { public_name: ['Character limit exceeded (50)'], tagline: ['This field is required'], about: ['This field is required'] },
    });
    expect(saveFailure(error, 'fallback')).toEqual({
      fields: { public_name: ['Character limit exceeded (50)'], tagline: ['This field is required'], about: ['This field is required'] },
      messages: ['Character limit exceeded (50)', 'This field is required'],
    });
  });

  it("given no errors list, the request's message; given no answer, the network message", () => {
    expect(saveFailure(toApiError(409, { message: 'The listing is in review.' }), 'fallback')).toEqual({
      fields: {},
      messages: ['The listing is in review.'],
    });
    expect(saveFailure(toApiError(0, undefined), 'fallback').messages).toEqual([NETWORK_ERROR]);
  });
});

describe('developerStatus', () => {
  const published = { public_name: 'Live' };

  it('a published listing changed since says the published version stays live (draft and in review)', () => {
    expect(developerStatus({ state: 'draft', published, version: 2 })).toBe('listing.statusDraftLive');
    expect(developerStatus({ state: 'in_review', published, version: 2 })).toBe('listing.statusInReviewLive');
    expect(developerStatus({ state: 'published', published, version: 2 })).toBe('listing.statusPublished');
  });

  it('a listing never published is a draft or in review, and none yet is new', () => {
    expect(developerStatus({ state: 'draft', published: null, version: 1 })).toBe('listing.statusDraft');
    expect(developerStatus({ state: 'in_review', published: null, version: 1 })).toBe('listing.statusInReview');
    expect(developerStatus(null)).toBe('listing.statusNew');
  });

  it('every status has its string', () => {
    for (const key of [
      'listing.statusNew',
      'listing.statusDraft',
      'listing.statusDraftLive',
      'listing.statusInReview',
      'listing.statusInReviewLive',
      'listing.statusPublished',
    ] as const) {
      expect(marketplaceEn[key]).toBeDefined();
    }
  });
});

describe('the notes (rich text) in the form', () => {
  const loaded = { ...emptyListingFields(), notes: '<p>Checked <b>the screenshots</b>.</p><p>1. Logo<br>2. Pricing</p>' };

  it('are edited as their text, and sent back unchanged while that text is unchanged', () => {
    const fields = fieldsOf(loaded);
    expect(fields.notes).toBe('Checked the screenshots.\n\n1. Logo\n2. Pricing');
    expect(payloadOf(fields, loaded).notes).toBe(loaded.notes);
  });

  it('once edited, are sent as HTML that keeps the line breaks', () => {
    const fields = { ...fieldsOf(loaded), notes: 'Checked.\n1. Logo' };
    expect(payloadOf(fields, loaded).notes).toBe('<p>Checked.<br>1. Logo</p>');
    expect(isDirty(fields, fieldsOf(loaded))).toBe(true);
    expect(isDirty(fieldsOf(loaded), fieldsOf(loaded))).toBe(false);
  });

  it('compare with the published notes by their text (no "Changed" for the same words)', () => {
    expect(changedFromPublished(fieldsOf(loaded), loaded, 'notes')).toBe(false);
    expect(changedFromPublished({ ...fieldsOf(loaded), notes: 'Other' }, loaded, 'notes')).toBe(true);
  });
});

describe('what a save sends and the preview shows', () => {
  const regions = [
    { id: 'north-america', countryIds: ['us', 'ca', 'mx'] },
    { id: 'europe', countryIds: ['fr', 'de', 'gb', 'nl'] },
  ];

  it('given North America ticked and France and Germany only under Europe (a listing saved so before), sends no Europe', () => {
    const fields = { ...emptyListingFields(), region_ids: ['north-america', 'europe'], country_ids: ['us', 'ca', 'mx', 'fr', 'de'] };
    const sent = withWholeRegions(fields, regions);
    expect(sent.region_ids).toEqual(['north-america']);
    expect(sent.country_ids).toEqual(['us', 'ca', 'mx', 'fr', 'de']);
    expect(fields.region_ids).toEqual(['north-america', 'europe']);
  });

  it('sends no questionnaire detail beside a No answer', () => {
    const fields = {
      ...emptyListingFields(),
      security_questionnaire: { ...emptySecurityQuestionnaire(), has_subprocessors: false, subprocessors_details: 'AWS (hosting)' },
    };
    expect(payloadOf(fields).security_questionnaire).toMatchObject({ has_subprocessors: false, subprocessors_details: '' });
    // Loaded so, it is no unsaved change of its own.
    expect(isDirty(fields, { ...fields, security_questionnaire: { ...fields.security_questionnaire, subprocessors_details: '' } })).toBe(
      false,
    );
  });
});

describe('submitWording', () => {
  it('after a review message, the button, the dialog title and its confirm button all say Resubmit', () => {
    const wording = submitWording({ admin_message: '<p>Add screenshots</p>' });
    expect(wording).toEqual({ action: 'listing.resubmit', title: 'listing.resubmitConfirmTitle' });
    expect(marketplaceEn[wording.title]).toBe('Resubmit for approval?');
    expect(marketplaceEn[wording.action]).toBe('Resubmit for approval');
  });

  it('a first submission (no message, or no listing yet) says Submit', () => {
    expect(submitWording({ admin_message: null })).toEqual({ action: 'listing.submit', title: 'listing.submitConfirmTitle' });
    expect(submitWording(null).title).toBe('listing.submitConfirmTitle');
  });
});

describe('visibilityToast', () => {
  it('says the questionnaire is shown or hidden and that Save keeps it: toggling saves nothing', () => {
    expect(marketplaceEn[visibilityToast(true, false)]).toBe('Security questionnaire shown. Save to keep this change.');
    expect(marketplaceEn[visibilityToast(false, true)]).toBe('Security questionnaire hidden. Save to keep this change.');
  });

  it('switched back to what is saved, says there is nothing to keep', () => {
    expect(marketplaceEn[visibilityToast(true, true)]).toBe('Security questionnaire shown, as saved.');
    expect(marketplaceEn[visibilityToast(false, false)]).toBe('Security questionnaire hidden, as saved.');
  });
});
