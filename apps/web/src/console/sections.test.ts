import { describe, expect, it } from 'vitest';
import { staffRoles, type StaffRole } from '@mahasi/contract/constants/staff';
import { canUse, sectionOf, sectionsFor, sectionsNow } from './sections';

const keysFor = (role: StaffRole) => sectionsFor(role).map((section) => section.key);

describe('the sections each role sees', () => {
  it('gives an admin every section', () => {
    expect(keysFor('admin')).toEqual([
      'home',
      'news',
      'events',
      'galleries',
      'banners',
      'live',
      'dhammaRecords',
      'groups',
      'pages',
      'talks',
      'ebooks',
      'fees',
      'orders',
      'retreats',
      'members',
      'messages',
      'mail',
      'notifications',
      'staff',
      'audit',
      'account',
    ]);
  });

  it('gives editors and authors the news desk and the talks but not staff or the audit log; editors the catalogue and notifications', () => {
    expect(keysFor('editor')).toEqual([
      'home',
      'news',
      'events',
      'galleries',
      'banners',
      'live',
      'dhammaRecords',
      'groups',
      'pages',
      'talks',
      'ebooks',
      'notifications',
      'account',
    ]);
    expect(keysFor('author')).toEqual(['home', 'news', 'talks', 'account']);
  });

  it('gives the care team members (read only), messages, the mail waiting and notifications; the store the e-books, the fees and its orders', () => {
    expect(keysFor('store')).toEqual(['home', 'ebooks', 'fees', 'orders', 'account']);
    expect(keysFor('care')).toEqual(['home', 'retreats', 'members', 'messages', 'mail', 'notifications', 'account']);
  });

  it('gives the registrar the retreats desk only, and no content, store or staff section', () => {
    expect(keysFor('registrar')).toEqual(['home', 'retreats', 'account']);
    expect(sectionOf('/admin/retreats/12/applications')?.key).toBe('retreats');
    expect(sectionOf('/admin/retreats/check-in')?.key).toBe('retreats');
  });

  it('lets every role use home and my account', () => {
    for (const role of staffRoles) {
      expect(canUse(role, 'home')).toBe(true);
      expect(canUse(role, 'account')).toBe(true);
    }
  });

  it('lets no one use anything without a role', () => {
    expect(sectionsFor(undefined)).toEqual([]);
    expect(canUse(undefined, 'home')).toBe(false);
  });
});

describe('the sections before two-factor is set up', () => {
  it('leaves an admin who must set up two-factor only their own account', () => {
    expect(sectionsNow({ role: 'admin', twoFactorRequired: true }).map((section) => section.key)).toEqual(['account']);
  });

  it('gives every section of the role once it is set up (or the role does not need it)', () => {
    for (const role of staffRoles) {
      expect(sectionsNow({ role, twoFactorRequired: false })).toEqual(sectionsFor(role));
    }
    expect(sectionsNow(null)).toEqual([]);
  });
});

describe('the section of a path', () => {
  it('finds the section of a page and of the pages below it', () => {
    expect(sectionOf('/admin')?.key).toBe('home');
    expect(sectionOf('/admin/')?.key).toBe('home');
    expect(sectionOf('/admin/staff')?.key).toBe('staff');
    expect(sectionOf('/admin/news/posts/12')?.key).toBe('news');
    expect(sectionOf('/admin/audit')?.key).toBe('audit');
    expect(sectionOf('/admin/events/12')?.key).toBe('events');
    expect(sectionOf('/admin/dhamma-records/new')?.key).toBe('dhammaRecords');
    expect(sectionOf('/admin/pages/3')?.key).toBe('pages');
    expect(sectionOf('/admin/mail')?.key).toBe('mail');
  });

  it('does not take a longer word for a section', () => {
    expect(sectionOf('/admin/staffing')?.key).toBe('home');
    expect(sectionOf('/news')).toBeUndefined();
  });
});
