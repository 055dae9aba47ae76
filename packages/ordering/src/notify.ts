import { notifications } from '@mantine/notifications';

/** Spec §9: snackbars close after 8000 ms unless another time is given. */
export const SNACKBAR_AUTO_CLOSE_MS = 8000;
/** Spec §9: the "Added" notice on narrow screens. */
export const ADDED_NOTICE_MS = 2000;

export function notifyError(message: string, autoClose: number = SNACKBAR_AUTO_CLOSE_MS): void {
  notifications.show({ message, color: 'red', autoClose, withBorder: true });
}

export function notifySuccess(message: string, autoClose: number = SNACKBAR_AUTO_CLOSE_MS): void {
  notifications.show({ message, color: 'teal', autoClose, withBorder: true });
}

export function notifyWarning(message: string, autoClose: number = SNACKBAR_AUTO_CLOSE_MS): void {
  notifications.show({ message, color: 'orange', autoClose, withBorder: true });
}
