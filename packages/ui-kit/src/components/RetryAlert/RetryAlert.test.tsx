import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { RetryAlert } from './RetryAlert.tsx';

describe('RetryAlert', () => {
  it('says what failed and why, and tries again on request', () => {
    const onRetry = vi.fn();
    render(<RetryAlert title="The blog could not be loaded" message="Something went wrong" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The blog could not be loaded');
    expect(alert.textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no button without onRetry', () => {
    render(<RetryAlert title="The blog could not be loaded" message="Something went wrong" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RetryAlert title="The blog could not be loaded" message="Something went wrong" onRetry={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
