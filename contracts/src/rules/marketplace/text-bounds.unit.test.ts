import { emptyListingFields, type ListingFields } from './listing.model';
import { mergeErrors, TEXT_BOUNDS, textBoundErrors } from './text-bounds';

const listing = (changes: Partial<ListingFields> = {}): ListingFields => ({ ...emptyListingFields(), ...changes });
const long = (n: number) => 'x'.repeat(n);

describe('text bounds of a listing (the free texts spec 3 gives no limit)', () => {
  it('says "Character limit exceeded (max)" on each text over its limit, by its field path', () => {
    const fields = listing({
      built_by: long(TEXT_BOUNDS.line + 1),
      about: long(TEXT_BOUNDS.paragraph + 1),
      requirements: ['fine', long(TEXT_BOUNDS.name + 1)],
      helpful_links: [{ url: `https://a.example/${long(TEXT_BOUNDS.url)}`, label: long(TEXT_BOUNDS.line + 1) }],
      website_link: { url: '', label: long(TEXT_BOUNDS.line + 1) },
      support_email: `${long(TEXT_BOUNDS.email)}@a.example`,
      security_questionnaire: { ...emptyListingFields().security_questionnaire, company_legal_name: long(TEXT_BOUNDS.name + 1) },
    });
    expect(textBoundErrors(fields)).toEqual({
      built_by: ['Character limit exceeded (100)'],
      about: ['Character limit exceeded (5000)'],
      'requirements.1': ['Character limit exceeded (200)'],
      'helpful_links.0.url': ['Character limit exceeded (2048)'],
      'helpful_links.0.label': ['Character limit exceeded (100)'],
      'website_link.label': ['Character limit exceeded (100)'],
      support_email: ['Character limit exceeded (254)'],
      'security_questionnaire.company_legal_name': ['Character limit exceeded (200)'],
    });
  });

  it('counts characters, not UTF-16 units, and takes a text at its limit', () => {
    expect(textBoundErrors(listing({ built_by: '🏗'.repeat(TEXT_BOUNDS.line), about: long(TEXT_BOUNDS.paragraph) }))).toEqual({});
  });

  it('does not hold a text the listing already stored against a save; a changed one must keep within its limit', () => {
    const stored = listing({ about: long(TEXT_BOUNDS.paragraph + 5) });
    expect(textBoundErrors({ ...stored, tagline: 'Another field changed' }, stored)).toEqual({});
    expect(textBoundErrors({ ...stored, about: long(TEXT_BOUNDS.paragraph + 6) }, stored)).toEqual({
      about: ['Character limit exceeded (5000)'],
    });
  });

  it('merges field messages, keeping both sides', () => {
    expect(mergeErrors({ a: ['one'], b: ['two'] }, { b: ['three'], c: ['four'] })).toEqual({
      a: ['one'],
      b: ['two', 'three'],
      c: ['four'],
    });
  });
});
