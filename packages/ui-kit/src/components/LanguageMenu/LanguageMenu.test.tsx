import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

describe('LanguageMenu', () => {
  it('offers every language in its own name and reports the choice', async () => {
    const onChange = vi.fn();
    render(<LanguageMenu value="de" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /^Language/ }));
    const arabic = await screen.findByRole('menuitem', { name: 'العربية' });
    expect(screen.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(arabic);
    expect(onChange).toHaveBeenCalledWith('ar');
  });

  it('is a menu button before its menu has loaded', () => {
    render(<LanguageMenu value="de" onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Language: DE' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves focus into the menu on the first click and gives it back to its button on Escape', async () => {
    render(<LanguageMenu value="de" onChange={() => {}} />);
    const before = screen.getByRole('button', { name: 'Language: DE' });
    before.focus();
    fireEvent.click(before);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    const button = screen.getByRole('button', { name: 'Language: DE' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language: DE' })));
  });

  it('closes on the second click and opens again on the third, once loaded', async () => {
    render(<LanguageMenu value="de" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: DE' }));
    await screen.findByRole('menu');
    fireEvent.click(screen.getByRole('button', { name: 'Language: DE' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Language: DE' }));
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
  });

  it('shows the current language code, and names the button with it (WCAG 2.5.3, label in name)', () => {
    render(<LanguageMenu value="fr" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Language: FR' }).textContent).toContain('FR');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<LanguageMenu value="en" onChange={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
