import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLine, type CartLinePerson } from '../CartLine/index.ts';
import {
  caesarSalad,
  cola,
  colouringBook,
  eventTour,
  eventTourPersons,
  eventWorkshop,
  eventWorkshopPersons,
  familyMenu,
  margherita,
} from '../checkout-fixtures.ts';
import { CartTable } from './CartTable.tsx';

const idle = { deleting: false, changingQuantity: false };
const handlers = { onIncrease: fn(), onDecrease: fn(), onRemove: fn() };
const comment = (value: string) => ({ value, open: false, maxLength: 140, onOpen: fn(), onSave: fn() });

const meta = {
  title: 'Cart/CartTable',
  component: CartTable,
  args: { itemCount: 7, children: null },
} satisfies Meta<typeof CartTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  render: (args) => (
    <CartTable {...args}>
      <CartLine line={margherita} flags={idle} canIncrease {...handlers} />
      <CartLine line={caesarSalad} flags={idle} canIncrease {...handlers} />
      <CartLine line={familyMenu} flags={idle} canIncrease {...handlers} />
      <CartLine line={cola} flags={idle} canIncrease={false} {...handlers} />
    </CartTable>
  ),
};

export const WithComments: Story = {
  render: (args) => (
    <CartTable {...args}>
      <CartLine line={margherita} flags={idle} canIncrease {...handlers} comment={comment('Well done, please')} />
      <CartLine line={caesarSalad} flags={idle} canIncrease {...handlers} comment={comment('')} />
      <CartLine line={cola} flags={{ deleting: false, changingQuantity: true }} canIncrease={false} {...handlers} comment={comment('')} />
    </CartTable>
  ),
};

/** What the app renders below the sm breakpoint: compact lines, no headings. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <CartTable {...args}>
      <CartLine variant="compact" line={margherita} flags={idle} canIncrease {...handlers} />
      <CartLine variant="compact" line={familyMenu} flags={idle} canIncrease {...handlers} />
      <CartLine variant="compact" line={cola} flags={idle} canIncrease={false} {...handlers} />
    </CartTable>
  ),
};

const persons = (list: CartLinePerson[], removing: number | null = null) => ({ list, onRemove: fn(), removing });

/** Event mode (spec §2): Shopping Cart, Product / QTY / Price, the persons under each product. */
export const Event: Story = {
  args: { mode: 'event', itemCount: 7 },
  render: (args) => (
    <CartTable {...args}>
      <CartLine mode="event" line={eventTour} flags={idle} canIncrease {...handlers} persons={persons(eventTourPersons)} />
      <CartLine mode="event" line={eventWorkshop} flags={idle} canIncrease {...handlers} persons={persons(eventWorkshopPersons)} />
      <CartLine mode="event" line={colouringBook} flags={idle} canIncrease {...handlers} persons={persons([])} />
    </CartTable>
  ),
};

export const EventRemovingPerson: Story = {
  args: { mode: 'event', itemCount: 4 },
  render: (args) => (
    <CartTable {...args}>
      <CartLine
        mode="event"
        line={eventTour}
        flags={{ deleting: false, changingQuantity: false }}
        canIncrease
        {...handlers}
        persons={persons(eventTourPersons, 1)}
      />
    </CartTable>
  ),
};

export const EventPhone: Story = {
  args: { mode: 'event', itemCount: 7 },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <CartTable {...args}>
      <CartLine
        mode="event"
        variant="compact"
        line={eventTour}
        flags={idle}
        canIncrease
        {...handlers}
        persons={persons(eventTourPersons)}
      />
      <CartLine mode="event" variant="compact" line={colouringBook} flags={idle} canIncrease {...handlers} persons={persons([])} />
    </CartTable>
  ),
};

export const EventRightToLeft: Story = { ...Event, globals: { language: 'ar' } };
