import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredShow } from './use-deferred-show.ts';

function Shown({ show }: { show: boolean }) {
  return <p>{useDeferredShow(show) ? 'shown' : 'hidden'}</p>;
}

describe('useDeferredShow', () => {
  it('follows its value, on at the first render and off at once', () => {
    const { rerender } = render(<Shown show />);
    expect(screen.getByText('shown')).toBeTruthy();
    rerender(<Shown show={false} />);
    expect(screen.getByText('hidden')).toBeTruthy();
    rerender(<Shown show />);
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
