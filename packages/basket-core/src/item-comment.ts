import { fail, type Result, succeed } from './result.ts';

/**
 * Spec §5/§9: 140 characters in one reading, the `itemCommentMaxLength` setting in the other. The
 * page data carries that setting (`features.itemCommentMaxLength`, default 140); pass it.
 */
export const ITEM_COMMENT_MAX_LENGTH = 140;

export type ItemCommentFailure = { code: 'too_big'; max: number; length: number };

/** A cart line's comment, trimmed; longer than the maximum fails. Counted in characters, not UTF-16 units. */
export function checkItemComment(text: string, maxLength: number = ITEM_COMMENT_MAX_LENGTH): Result<string, ItemCommentFailure> {
  const comment = text.trim();
  const length = [...comment].length;
  if (length > maxLength) return fail({ code: 'too_big', max: maxLength, length });
  return succeed(comment);
}

/** Characters still free, for the counter under the textarea (never below 0). */
export function itemCommentCharactersLeft(text: string, maxLength: number = ITEM_COMMENT_MAX_LENGTH): number {
  return Math.max(0, maxLength - [...text.trim()].length);
}
