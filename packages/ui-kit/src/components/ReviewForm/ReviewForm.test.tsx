import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ReviewForm } from './ReviewForm.tsx';

function chooseStars(count: number) {
  fireEvent.click(screen.getByRole('radio', { name: `${count} stars` }));
}

describe('ReviewForm', () => {
  it('asks for stars, a name and a text before sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ReviewForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Please choose how many stars')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the review trimmed and thanks the guest', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ReviewForm onSubmit={onSubmit} initialName=" Erika " />);
    chooseStars(4);
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: '  Great pizza!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4, name: 'Erika', text: 'Great pizza!' }));
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
  });

  it('shows why the server refused it', async () => {
    render(<ReviewForm onSubmit={() => Promise.reject(new Error('Please login first.'))} initialName="Erika" />);
    chooseStars(5);
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Lovely' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please login first.');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ReviewForm onSubmit={async () => undefined} subject="Order #12" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
