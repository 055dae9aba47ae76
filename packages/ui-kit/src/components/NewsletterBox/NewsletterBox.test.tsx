import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { NewsletterBox } from './NewsletterBox.tsx';

const field = () => screen.getByLabelText('Email address') as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('NewsletterBox', () => {
  it('starts as a small button that expands into the form and closes again', () => {
    render(<NewsletterBox onSubscribe={vi.fn()} />);
    expect(screen.queryByLabelText('Email address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Newsletter' }));
    expect(screen.getByRole('region', { name: 'Newsletter' })).toBeTruthy();
    expect(document.activeElement).toBe(field());
    fireEvent.click(screen.getByRole('button', { name: 'Close newsletter' }));
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Newsletter' }));
  });

  it('closes on Escape', () => {
    render(<NewsletterBox onSubscribe={vi.fn()} defaultOpened />);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('asks for an email when the field is empty', () => {
    const onSubscribe = vi.fn();
    render(<NewsletterBox onSubscribe={onSubscribe} defaultOpened />);
    subscribe();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('rejects an invalid address', () => {
    const onSubscribe = vi.fn();
    render(<NewsletterBox onSubscribe={onSubscribe} defaultOpened />);
    type('anna.example.com');
    subscribe();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('subscribes, confirms and clears the field', async () => {
    const onSubscribe = vi.fn(() => Promise.resolve());
    render(<NewsletterBox onSubscribe={onSubscribe} defaultOpened />);
    type('  anna@example.com ');
    subscribe();
    expect(onSubscribe).toHaveBeenCalledWith('anna@example.com');
    expect(await screen.findByText('Your email has been added to our newsletter.')).toBeTruthy();
    expect(field().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Your email has been added to our newsletter.');
  });

  it("shows the server's message when subscribing fails", async () => {
    const onSubscribe = vi.fn(() => Promise.reject(new Error('This email is already subscribed.')));
    render(<NewsletterBox onSubscribe={onSubscribe} defaultOpened />);
    type('anna@example.com');
    subscribe();
    expect(await screen.findByText('This email is already subscribed.')).toBeTruthy();
    expect(field().value).toBe('anna@example.com');
    expect(screen.queryByText('Your email has been added to our newsletter.')).toBeNull();
  });

  it('shows a spinner while subscribing', async () => {
    let finish: () => void = () => {};
    const onSubscribe = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NewsletterBox onSubscribe={onSubscribe} defaultOpened />);
    type('anna@example.com');
    subscribe();
    const button = screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('speaks German', () => {
    render(<NewsletterBox onSubscribe={vi.fn()} defaultOpened />, { language: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein')).toBeTruthy();
  });

  it('has no accessibility violations, closed or open', async () => {
    const closed = render(<NewsletterBox onSubscribe={vi.fn()} />);
    expect(await axeViolations(closed.container)).toEqual([]);
    closed.unmount();
    const open = render(<NewsletterBox onSubscribe={vi.fn()} defaultOpened />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await axeViolations(open.container)).toEqual([]);
  });
});
