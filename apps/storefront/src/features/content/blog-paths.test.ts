import { describe, expect, it } from 'vitest';
import { blogPath, parsePage, parseTagId } from './blog-paths.ts';

describe('blog paths', () => {
  it('accepts only digits as a tag id', () => {
    expect(parseTagId('12')).toBe(12);
    expect(parseTagId('abc')).toBeNull();
    expect(parseTagId('12a')).toBeNull();
    expect(parseTagId('-1')).toBeNull();
    expect(parseTagId('1.5')).toBeNull();
    expect(parseTagId('0')).toBeNull();
    expect(parseTagId('99999999999')).toBeNull();
    expect(parseTagId(undefined)).toBeNull();
  });

  it('reads the page number, falling back to the first page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('two')).toBe(1);
    expect(parsePage('1e3')).toBe(1);
  });

  it('encodes a slug in the post path', () => {
    expect(blogPath('über uns')).toBe('/blogs/%C3%BCber%20uns');
  });
});
