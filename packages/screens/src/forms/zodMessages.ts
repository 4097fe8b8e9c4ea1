/**
 * Messages for the checks a form's controls already keep true (a text box's maxLength, a select
 * that offers only valid values): zod/mini loads no locale, and should one of them ever show, it
 * reads as plain words rather than 'Invalid input'. A check a merchant can fail carries the
 * spec's own message instead.
 */

/** A text longer than its box allows (the spec's 50, or 250 for multiline). */
export const tooLong = (maximum: number) => `Use at most ${maximum} characters`;

/** A value that is none of the offered options. */
export const notAnOption = 'Choose one of the options';
