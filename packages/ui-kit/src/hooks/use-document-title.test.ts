import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

describe('useDocumentTitle', () => {
  it('joins the restaurant name and the route title', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle('Demo Bistro', title), {
      initialProps: { title: 'Speisekarte' as string | undefined },
    });
    expect(document.title).toBe('Demo Bistro | Speisekarte');
    rerender({ title: undefined });
    expect(document.title).toBe('Demo Bistro');
  });
});
