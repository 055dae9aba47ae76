import { Alert } from '@mantine/core';

/** Why a form's send failed, announced as an alert above its submit button; nothing without one. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" radius="md" role="alert">
      {message}
    </Alert>
  );
}
