import { readId } from '@platter/contract';

export const BLOGS_PATH = '/blogs';

export function blogPath(slug: string): string {
  return `${BLOGS_PATH}/${encodeURIComponent(slug)}`;
}

export function tagPath(tagId: number): string {
  return `/tags/${tagId}`;
}

/** A tag id from the path: digits only (spec §5) and a possible id; anything else is null. */
export function parseTagId(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]+$/.test(value)) return null;
  return readId(value);
}

/** The page of a list from `?page=`: a whole number from 1, anything else is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
