import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The snackbars themselves: spec §9 closes them after 8000 ms unless a call says otherwise. Each
 * one's close button is named in the guest's language (a nameless button fails WCAG 4.1.2).
 *
 * A snackbar takes no taps but on its close button: over a dialog's bottom button ("Add to
 * cart" on a phone) it let the tap fall on itself instead, and the hover it got (a tap leaves one
 * on phones) paused its closing for as long as the pointer stayed there. The container and each
 * snackbar's transition box take none either (pointer-events inherits from the container): they
 * covered an add button at the bottom of a phone's menu while "Added" showed.
 */
export function SnackbarList() {
  const { t } = useTranslation('common');
  const label = t('closeNotice');
  const theme = useMemo(
    () => ({
      components: {
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': label }, styles: { closeButton: { pointerEvents: 'auto' as const } } },
        },
      },
    }),
    [label],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="bottom-center" autoClose={8000} limit={3} styles={{ root: { pointerEvents: 'none' } }} />
    </MantineThemeProvider>
  );
}
