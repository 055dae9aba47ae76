import { notifications } from '@mantine/notifications';

/** Spec §9: snackbars close after 8000 ms unless another time is given. */
export const SNACKBAR_AUTO_CLOSE_MS = 8000;
/** Spec §9: the "Added" notice on narrow screens. */
export const ADDED_NOTICE_MS = 2000;

/** The one "Added" notice: a second add keeps it rather than stacking a second one. */
const ADDED_NOTICE_ID = 'ordering-added';

/**
 * "Added" on narrow screens: one notice at a time (quick adds do not pile up over the page), gone
 * as soon as the side cart opens, whose total and checkout button it would otherwise cover.
 */
export function notifyAdded(message: string): void {
  notifications.show({ id: ADDED_NOTICE_ID, message, color: 'teal', autoClose: ADDED_NOTICE_MS, withBorder: true });
}

export function hideAddedNotice(): void {
  notifications.hide(ADDED_NOTICE_ID);
}

export function notifyError(message: string, autoClose: number = SNACKBAR_AUTO_CLOSE_MS): void {
  notifications.show({ message, color: 'red', autoClose, withBorder: true });
}

export function notifySuccess(message: string, autoClose: number = SNACKBAR_AUTO_CLOSE_MS): void {
  notifications.show({ message, color: 'teal', autoClose, withBorder: true });
}

export function notifyWarning(message: string, autoClose: number = SNACKBAR_AUTO_CLOSE_MS): void {
  notifications.show({ message, color: 'orange', autoClose, withBorder: true });
}
