import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoEventDates, demoEventTicket, demoToday } from '../ordering-fixtures.ts';
import { PersonDetailsDialog, type PersonDetailsDialogProps } from './PersonDetailsDialog.tsx';

/** Holds the persons like the app does, so the stories can be typed into and clicked through. */
function InteractiveDialog(args: PersonDetailsDialogProps) {
  const [persons, setPersons] = useState(args.persons);
  return (
    <PersonDetailsDialog
      {...args}
      persons={persons}
      onChange={(next) => {
        setPersons(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Ordering/PersonDetailsDialog',
  component: PersonDetailsDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    product: demoEventTicket,
    config: { name: true, date: false, count: false },
    persons: [{ fullName: '', date: null, count: 1 }],
    onChange: fn(),
    dates: demoEventDates,
    today: demoToday,
    available: null,
    errors: [],
    error: null,
    submitting: false,
    onSubmit: fn(),
  },
  render: (args) => <InteractiveDialog {...args} />,
} satisfies Meta<typeof PersonDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoPersons = [
  { fullName: 'Ada Lovelace', date: '2026-11-28', count: 2 },
  { fullName: 'Charles Babbage', date: '2026-11-29', count: 1 },
];

/** The product asks for a name only. */
export const NameOnly: Story = {};

/** Name and date: the date opens a calendar with the product's days (Fridays to Sundays). */
export const NameAndDate: Story = { args: { config: { name: true, date: true, count: false } } };

/** Name, date and tickets, two persons; six tickets left. */
export const TwoPersonsWithTickets: Story = {
  args: { config: { name: true, date: true, count: true }, persons: twoPersons, available: 6 },
};

/** The counts reach the tickets left: no more persons, no more pluses. */
export const NoTicketsLeft: Story = {
  args: { config: { name: true, date: true, count: true }, persons: twoPersons, available: 3 },
};

/** The product asks for the date only. */
export const DateOnly: Story = { args: { config: { name: false, date: true, count: false } } };

export const WithErrors: Story = {
  args: {
    config: { name: true, date: true, count: true },
    persons: [
      { fullName: 'Ada Lovelace', date: null, count: 2 },
      { fullName: '', date: '2026-11-29', count: 1 },
    ],
    errors: [{ date: 'Bitte wähle ein Datum.' }, { fullName: 'Bitte gib den vollständigen Namen ein.' }],
    error: 'Für diesen Tag sind nicht mehr genug Tickets verfügbar.',
  },
};

export const Submitting: Story = {
  args: { config: { name: true, date: true, count: true }, persons: twoPersons, submitting: true },
};

export const Phone: Story = {
  args: { config: { name: true, date: true, count: true }, persons: twoPersons, available: 6 },
  globals: { viewport: { value: 'mobile1' } },
};

export const RightToLeft: Story = {
  args: { config: { name: true, date: true, count: true }, persons: twoPersons, available: 6 },
  globals: { language: 'ar' },
};
