import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ContactForm } from './ContactForm.tsx';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  it('asks for name, email and message and sends nothing until they are there', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ContactForm onSubmit={onSubmit} />);
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your name/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an invalid email and an invalid phone number', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ContactForm onSubmit={onSubmit} />);
    type(/Your name/, 'Erika');
    type(/Email address/, 'erika@');
    type(/Phone number/, 'call me');
    type(/Your message/, 'Hallo');
    send();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed message without an empty phone and thanks the guest', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ContactForm onSubmit={onSubmit} initialValues={{ name: 'Erika', email: 'erika@example.com' }} />);
    type(/Your message/, '  Habt ihr glutenfreie Pizza?  ');
    send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Erika', email: 'erika@example.com', message: 'Habt ihr glutenfreie Pizza?' }),
    );
    expect(await screen.findByText('Your message has been delivered successfully. We will get back to you soon.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe('Erika');
  });

  it('shows why the server refused it and keeps what was typed', async () => {
    render(
      <ContactForm
        onSubmit={() => Promise.reject(new Error('Too many requests.'))}
        initialValues={{ name: 'Erika', email: 'e@example.com' }}
      />,
    );
    type(/Your message/, 'Hallo');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests.');
    expect((screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('Hallo');
  });

  it('shows the restaurant’s own contact details', () => {
    render(
      <ContactForm
        onSubmit={async () => undefined}
        details={{ address: 'Torstraße 125, 10119 Berlin', telephone: '+49 30 12345678', email: 'hallo@demo.example' }}
      />,
    );
    expect(screen.getByRole('link', { name: '+49 30 12345678' }).getAttribute('href')).toBe('tel:+493012345678');
    expect(screen.getByRole('link', { name: 'hallo@demo.example' }).getAttribute('href')).toBe('mailto:hallo@demo.example');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ContactForm onSubmit={async () => undefined} details={{ telephone: '+49 30 1' }} />);
    send();
    await screen.findAllByText('This field is required');
    expect(await axeViolations(container)).toEqual([]);
  });
});
