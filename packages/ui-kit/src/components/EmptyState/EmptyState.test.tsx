import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', () => {
    render(
      <EmptyState
        title="There are no products to display."
        description="Try another category."
        action={<button type="button">Back</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'There are no products to display.' })).toBeTruthy();
    expect(screen.getByText('Try another category.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<EmptyState title="Nothing here" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
