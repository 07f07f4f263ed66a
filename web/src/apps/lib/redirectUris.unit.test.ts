import { corsDomainList } from './redirectUris';

describe('CORS domain list', () => {
  it('splits on commas and drops blanks', () => {
    expect(corsDomainList(' a.example.com, ,b.example.com ')).toEqual(['a.example.com', 'b.example.com']);
    expect(corsDomainList('')).toEqual([]);
  });
});
