import { paths } from './paths';

/** The six entries of the profile menu (spec section 2), and My retreats (issue 29), shared by the header and the profile page. */
export const profileMenu = [
  { to: paths.user.personalInformation, label: 'profileMenu.personalInformation' },
  { to: paths.user.changePassword, label: 'profileMenu.changePassword' },
  { to: paths.user.notifications, label: 'profileMenu.notifications' },
  { to: paths.user.cart, label: 'profileMenu.cart' },
  { to: paths.user.orders, label: 'profileMenu.orders' },
  { to: paths.user.savedNews, label: 'profileMenu.savedNews' },
  { to: paths.user.retreats, label: 'profileMenu.retreats' },
] as const;
