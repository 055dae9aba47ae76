import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DishImage } from './DishImage.tsx';

describe('DishImage', () => {
  it('tries the image, then the fallback, then shows a dish icon', () => {
    const { container } = render(<DishImage src="/a.svg" fallbackSrc="/b.svg" />);
    const first = container.querySelector('img');
    expect(first?.getAttribute('src')).toBe('/a.svg');
    expect(first?.getAttribute('loading')).toBe('lazy');
    if (first) fireEvent.error(first);
    const second = container.querySelector('img');
    expect(second?.getAttribute('src')).toBe('/b.svg');
    if (second) fireEvent.error(second);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('dish-placeholder')).toBeTruthy();
  });

  it('keeps its aspect ratio', () => {
    const { container } = render(<DishImage src={null} ratio={1} />);
    expect((container.querySelector('.root') as HTMLElement).style.aspectRatio).toBe('1 / 1');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<DishImage src="/a.svg" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
