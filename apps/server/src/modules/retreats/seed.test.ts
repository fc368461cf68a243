import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberApplication, PublicCourse, PublicCourseSummary } from '@mahasi/contract/retreat';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { seedRetreats } from './seed.js';

let t: TestApp;
let demo: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  demo = await createMember(t, { userFullName: 'Daw Khin Myat Noe' });
  await seedRetreats(t.database.db, demo.email);
});
afterAll(() => t.close());

describe('demo retreats', () => {
  it('are upcoming, with places, a wait list and a closed course to show', async () => {
    const courses = (await t.member('GET', '/retreats/courses', undefined)).json().data as PublicCourseSummary[];
    expect(courses.map((course) => course.kind)).toEqual(['weekend', 'ten-day', 'one-month', 'long-term']);
    const [weekend, tenDay, , longTerm] = courses;
    expect(tenDay!.groups.map((group) => [group.group, group.status])).toEqual([
      ['male', 'places-left'],
      ['female', 'places-left'],
      ['monk', 'places-left'],
      ['nun', 'places-left'],
    ]);
    // The weekend's one place for women is the demo member's.
    expect(weekend!.groups).toEqual([
      { group: 'male', status: 'places-left', placesLeft: 20, waiting: 0 },
      { group: 'female', status: 'wait-list', placesLeft: 0, waiting: 0 },
    ]);
    expect(longTerm!.groups.every((group) => group.status === 'closed')).toBe(true);

    const page = (await t.member('GET', `/retreats/courses/${tenDay!.id}`, undefined)).json().data as PublicCourse;
    for (const text of [page.rulesEn, page.rulesMm, page.scheduleMm, page.whatToBringEn, page.directionsMm]) expect(text).not.toBe('');
  });

  it('give the demo member an accepted place to reconfirm', async () => {
    const mine = (await t.member('GET', '/retreats/applications', demo.token)).json().data as MemberApplication[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ state: 'accepted', group: 'female', nextAction: 'reconfirm' });
    expect(mine[0]!.actions).toEqual(expect.arrayContaining(['cancel', 'reconfirm']));
  });
});
