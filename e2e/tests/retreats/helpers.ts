import type { APIRequestContext } from '@playwright/test';

export interface Group {
  group: 'male' | 'female' | 'monk' | 'nun';
  status: 'places-left' | 'wait-list' | 'closed';
  placesLeft: number;
  waiting: number;
}
export interface Course {
  id: number;
  titleEn: string;
  titleMm: string;
  applicationsOpen: boolean;
  admissionMode: 'first-come' | 'reviewed';
  groups: Group[];
}

export const GROUP_EN = { male: 'Men', female: 'Women', monk: 'Monks', nun: 'Nuns' } as const;
export const GROUP_MM = { male: 'အမျိုးသား', female: 'အမျိုးသမီး', monk: 'ရဟန်းတော်', nun: 'သီလရှင်' } as const;
export const STATUS_EN = { 'places-left': 'Places left', 'wait-list': 'Wait list', closed: 'Closed' } as const;
export const STATUS_MM = { 'places-left': 'နေရာလွတ် ရှိသေးသည်', 'wait-list': 'စောင့်ဆိုင်းစာရင်း', closed: 'ပိတ်ပြီး' } as const;

/** The upcoming courses as the public API gives them (the demo seed's). */
export async function upcomingCourses(request: APIRequestContext): Promise<Course[]> {
  const reply = await request.get('/rest-api/retreats/courses');
  const body = (await reply.json()) as { respCode: string; data: Course[] };
  if (body.respCode !== '0000') throw new Error(`courses failed: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The seed's one-month course, read by the guest-facing specs. No spec applies to it, and its admission is reviewed,
 * so its places stay as the seed left them while the apply specs, in other workers, take places on the first-come ones.
 */
export async function quietCourse(request: APIRequestContext): Promise<Course> {
  const course = (await upcomingCourses(request)).find((c) => c.titleEn === 'One-month intensive retreat');
  if (!course) throw new Error('the demo seed has no one-month course');
  return course;
}

/** A course that takes applications, with a group that has places left. */
export async function openCourse(request: APIRequestContext): Promise<{ course: Course; group: Group }> {
  for (const course of await upcomingCourses(request)) {
    const group = course.applicationsOpen ? course.groups.find((g) => g.status === 'places-left') : undefined;
    if (group) return { course, group };
  }
  throw new Error('the demo seed has no course with places left');
}
