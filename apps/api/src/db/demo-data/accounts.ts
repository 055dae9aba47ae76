/** The demo logins of the README: a customer with two addresses and a manager of the bistro. */
export const DEMO_PASSWORD = 'password123';

export interface DemoAddress {
  address: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  company?: string;
  comment?: string;
}

export interface DemoAccount {
  email: string;
  role: 'customer' | 'manager';
  /** The restaurant the account belongs to, by slug. */
  restaurant: string;
  name: string;
  mobile?: string;
  birthDate?: string;
  postalCode?: string;
  addresses?: DemoAddress[];
  /** Restaurants a manager may see, by slug. */
  manages?: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'customer@example.com',
    role: 'customer',
    restaurant: 'demo-bistro',
    name: 'Erika Mustermann',
    mobile: '+49 151 23456789',
    birthDate: '1985-08-12',
    postalCode: '10115',
    addresses: [
      { address: 'Invalidenstraße', house_number: '43', postal_code: '10115', city: 'Berlin', country: 'Deutschland' },
      {
        address: 'Friedrichstraße',
        house_number: '68',
        postal_code: '10117',
        city: 'Berlin',
        country: 'Deutschland',
        company: 'Musterfirma GmbH',
        comment: 'Empfang im 3. OG, bitte bei Frau Mustermann melden.',
      },
    ],
  },
  {
    email: 'manager@example.com',
    role: 'manager',
    restaurant: 'demo-bistro',
    name: 'Max Manager',
    mobile: '+49 160 98765432',
    manages: ['demo-bistro'],
  },
];
