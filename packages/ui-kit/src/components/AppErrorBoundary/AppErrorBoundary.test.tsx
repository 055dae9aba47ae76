import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

let shouldThrow = true;

function Fine() {
  const [text] = useState('all good');
  return <p>{text}</p>;
}
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

describe('AppErrorBoundary', () => {
  it('shows the error screen, reports the error, and renders again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <AppErrorBoundary onError={onError}>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <Fine />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeTruthy();
  });
});
