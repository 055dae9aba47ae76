import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDERED, RENDER_STEP, useRenderedCount } from './use-rendered-count.ts';

function Counted({ total, listKey }: { total: number; listKey: string }) {
  return <p>{useRenderedCount(total, listKey)}</p>;
}

describe('useRenderedCount', () => {
  it('renders a screenful first, then the rest in steps', async () => {
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(Number(document.querySelector('p')?.textContent)));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<Counted total={60} listKey="pizza" />);
    await waitFor(() => expect(screen.getByText('60')).toBeTruthy());
    observer.disconnect();
    expect(seen[0]).toBe(FIRST_RENDERED);
    expect(seen).toEqual([FIRST_RENDERED, FIRST_RENDERED + RENDER_STEP, 60]);
  });

  it('starts again from a screenful for another list, and keeps its count when the same list grows', async () => {
    const { rerender } = render(<Counted total={60} listKey="pizza" />);
    await waitFor(() => expect(screen.getByText('60')).toBeTruthy());
    rerender(<Counted total={61} listKey="pizza" />);
    expect(screen.getByText('60')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('61')).toBeTruthy());
    rerender(<Counted total={40} listKey="drinks" />);
    expect(screen.getByText(String(FIRST_RENDERED))).toBeTruthy();
    await waitFor(() => expect(screen.getByText('40')).toBeTruthy());
  });

  it('renders a short list whole at once', () => {
    render(<Counted total={5} listKey="salads" />);
    expect(screen.getByText('5')).toBeTruthy();
  });
});
