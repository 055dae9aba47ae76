import type { User, UserAddress } from '@platter/contract';
import type { UserAddressRow, UserRow } from '../../db/schema.ts';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    birth_date: row.birth_date,
    postal_code: row.postal_code,
    postalCode: row.postal_code,
    role: row.role,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentAddress(row: UserAddressRow): UserAddress {
  return {
    id: row.id,
    address: row.address,
    house_number: row.house_number,
    postal_code: row.postal_code,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    company: row.company,
    comment: row.comment,
  };
}
