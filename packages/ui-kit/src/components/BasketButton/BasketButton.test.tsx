import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { BasketButton } from './BasketButton.tsx';

describe('BasketButton', () => {
  it('names the item count for screen readers and calls back on click', () => {
    const onClick = vi.fn();
    render(<BasketButton count={3} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open basket, 3 items' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('hides the badge when the basket is empty', () => {
    render(<BasketButton count={0} />);
    expect(screen.getByRole('button', { name: 'Open basket, 0 items' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('speaks German by default wording', () => {
    render(<BasketButton count={1} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Warenkorb öffnen, 1 Artikel' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BasketButton count={2} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
