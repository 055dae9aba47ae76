import { fireEvent, screen } from '@testing-library/react';
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

  it('shows the current language code, and names the button with it (WCAG 2.5.3, label in name)', () => {
    render(<LanguageMenu value="fr" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Language: FR' }).textContent).toContain('FR');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<LanguageMenu value="en" onChange={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
