import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

describe('OrderStatusBadge', () => {
  it('names each status in the display language', () => {
    render(
      <>
        <OrderStatusBadge status="received" />
        <OrderStatusBadge status="processing" />
        <OrderStatusBadge status="delivered" />
        <OrderStatusBadge status="rejected" />
      </>,
      { language: 'de' },
    );
    for (const text of ['Eingegangen', 'In Zubereitung', 'Geliefert', 'Abgelehnt']) expect(screen.getByText(text)).toBeTruthy();
  });
});
