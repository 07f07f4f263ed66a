import type { ChangelogEntry } from '@portal/contracts';
import { changelogAtom } from './changelog-feed';

const entry: ChangelogEntry = {
  id: '2026-10-08-submittals-3',
  summary: 'Submittals: `spec_section` as free text & <more>',
  description: '`spec_section` becomes an object.',
  endpoint: 'GET /rest/v1.0/projects/{project_id}/submittals',
  type: 'deprecated',
  breaking: true,
  datestamp: '2026-10-08',
  versions: ['v1.0'],
  link: '/reference/rest/docs/submittals',
  visibility: 'public',
};

// A new integrator's QA pass (2026-12-03): the feed's entry titles carried the summary's Markdown backticks.
describe('the changelog Atom feed', () => {
  it("titles an entry in plain text: the code spans' words without backticks, XML-escaped", () => {
    const xml = changelogAtom([entry], { selfUrl: 'http://p/feed', pageUrl: 'http://p/reference/changelog', baseUrl: 'http://p' });
    expect(xml).toContain('<title type="text">[Breaking] deprecated: Submittals: spec_section as free text &amp; &lt;more&gt;</title>');
    expect(xml).not.toMatch(/<title[^>]*>[^<]*`/);
  });
});
