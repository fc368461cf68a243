import { describe, expect, it } from 'vitest';
import { staffRoles } from '@mahasi/contract/constants/staff';
import { orderLinkFor } from './orderLink';

describe('a member’s orders in the member page', () => {
  it('link to the order’s page for the roles that may open orders, and to nothing for the others', () => {
    const links = Object.fromEntries(staffRoles.map((role) => [role, orderLinkFor(role, 42)]));
    expect(links).toEqual({
      admin: '/admin/orders/42',
      store: '/admin/orders/42',
      care: null,
      editor: null,
      author: null,
      registrar: null,
    });
    expect(orderLinkFor(undefined, 42)).toBeNull();
  });
});
