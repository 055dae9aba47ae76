import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { PersonList } from './PersonList.tsx';

const persons = [{ fullName: 'Anna Schmidt', date: '2026-12-05', count: 1 }, { fullName: 'Familie Weber', count: 3 }, { count: 1 }];

describe('PersonList', () => {
  it('lists each person with the date in the language’s mask and the count only above 1', () => {
    render(<PersonList persons={persons} product="Day ticket" />, { language: 'de' });
    const list = screen.getByRole('list', { name: 'Personen' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Anna Schmidt');
    expect(items[0]?.textContent).toContain('05.12.26');
    expect(items[0]?.textContent).not.toContain('×');
    expect(items[1]?.textContent).toContain('× 3');
    // A person without a name is numbered.
    expect(items[2]?.textContent).toContain('Person 3');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('removes the chosen person where removing is offered, one at a time', () => {
    const onRemove = vi.fn();
    const { unmount } = render(<PersonList persons={persons} product="Day ticket" onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Familie Weber from Day ticket' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    unmount();
    render(<PersonList persons={persons} product="Day ticket" onRemove={onRemove} removing={1} />);
    expect((screen.getByRole('button', { name: 'Remove Anna Schmidt from Day ticket' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no accessibility violations, in Arabic too', async () => {
    const { container } = render(<PersonList persons={persons} product="Day ticket" onRemove={vi.fn()} />, { language: 'ar' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
