import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ProductSearchField } from './ProductSearchField.tsx';

describe('ProductSearchField', () => {
  it('reports what the guest types', () => {
    const onChange = vi.fn();
    render(<ProductSearchField value="" onChange={onChange} />);
    const field = screen.getByRole('searchbox', { name: 'Search dishes' });
    expect(field.getAttribute('placeholder')).toBe('Search dishes');
    fireEvent.change(field, { target: { value: 'pizza' } });
    expect(onChange).toHaveBeenCalledWith('pizza');
  });

  it('names what a shop searches when it is not dishes', () => {
    render(<ProductSearchField value="" onChange={vi.fn()} placeholder="Search tickets and products" />);
    expect(screen.getByRole('searchbox', { name: 'Search tickets and products' }).getAttribute('placeholder')).toBe(
      'Search tickets and products',
    );
  });

  it('offers a clear button only when there is text', () => {
    const onChange = vi.fn();
    const { unmount } = render(<ProductSearchField value="" onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    unmount();
    render(<ProductSearchField value="pizza" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('clears on Escape', () => {
    const onChange = vi.fn();
    render(<ProductSearchField value="pasta" onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('shows a spinner while searching', () => {
    const { unmount } = render(<ProductSearchField value="pizza" onChange={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    render(<ProductSearchField value="pizza" onChange={() => {}} loading />);
    expect(screen.getByRole('status', { name: 'Searching…' })).toBeTruthy();
    expect(screen.getByRole('searchbox').getAttribute('aria-busy')).toBe('true');
  });

  it('speaks German', () => {
    render(<ProductSearchField value="x" onChange={() => {}} />, { language: 'de' });
    expect(screen.getByRole('searchbox', { name: 'Gerichte suchen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suche löschen' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProductSearchField value="pizza" onChange={() => {}} loading />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
