import { fireEvent, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { DeliverySummaryBar } from './DeliverySummaryBar/index.ts';
import { NewsletterBox } from './NewsletterBox/index.ts';
import { OpeningHoursSummary } from './OpeningHoursSummary/index.ts';
import { ProductSearchField } from './ProductSearchField/index.ts';
import { RestaurantHero } from './RestaurantHero/index.ts';

const noop = () => undefined;
const subscribe = async () => undefined;
const slots = [{ open: '11:00', close: '22:00' }];

/** A screen that renders again on each tap of its button, making the part's element anew with the same props. */
function RendersAgain({ part }: { part: () => ReactElement }) {
  const [renders, setRenders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
      {part()}
    </>
  );
}

// Issue 18: the menu screen renders again as each of its lists arrives; the parts above the
// products, whose props have not changed, are not rendered again with it.
describe('the menu screen’s parts', () => {
  const parts: Array<[string, () => ReactElement]> = [
    ['DeliverySummaryBar', () => <DeliverySummaryBar type="pickup" timeLabel="Today, 18:00" onChange={noop} />],
    ['OpeningHoursSummary', () => <OpeningHoursSummary slots={slots} closedNow={false} />],
    ['ProductSearchField', () => <ProductSearchField value="" onChange={noop} />],
    ['NewsletterBox', () => <NewsletterBox placement="inline" onSubscribe={subscribe} />],
  ];

  it.each(parts)('%s does not render again when its screen does with the same props', (_name, part) => {
    const { i18n } = render(<RendersAgain part={part} />);
    // Whether it rendered is read from the texts it translates on every render.
    const translate = vi.spyOn(i18n, 't');
    fireEvent.click(screen.getByRole('button', { name: 'Render 1' }));
    expect(screen.getByRole('button', { name: 'Render 2' })).toBeTruthy();
    expect(translate).not.toHaveBeenCalled();
    translate.mockRestore();
  });

  it('RestaurantHero (which translates nothing) is memoised too', () => {
    expect((RestaurantHero as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.memo'));
  });
});
