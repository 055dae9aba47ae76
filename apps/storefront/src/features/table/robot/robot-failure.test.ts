import { ApiError } from '@platter/api-client';
import { describe, expect, it } from 'vitest';
import { robotFailureText } from './robot-failure.ts';

const describeError = (error: unknown) => `described: ${error instanceof ApiError ? error.code : 'other'}`;

describe('robotFailureText', () => {
  it('shows the server’s message on a 503', () => {
    const error = new ApiError(503, 'robot_service_is_not_available_for_this_restaurant', 'Der Roboter lädt gerade.');
    expect(robotFailureText(error, describeError, 'Etwas ist schiefgelaufen!')).toBe('Der Roboter lädt gerade.');
  });

  it('says what is known about client errors and lost connections', () => {
    expect(robotFailureText(new ApiError(422, 'table_does_not_exists', 'x'), describeError, 'fallback')).toBe(
      'described: table_does_not_exists',
    );
    expect(robotFailureText(new ApiError(0, 'network_error', 'x'), describeError, 'fallback')).toBe('described: network_error');
  });

  it('falls back to the robot’s own text for server failures and anything else', () => {
    expect(robotFailureText(new ApiError(500, 'something_went_wrong', 'Something went wrong!'), describeError, 'fallback')).toBe(
      'fallback',
    );
    expect(robotFailureText(new Error('boom'), describeError, 'fallback')).toBe('fallback');
  });
});
