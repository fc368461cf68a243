import { eq } from 'drizzle-orm';
import type { ApplicationAnswers } from '@mahasi/contract/retreat';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { DAY_MS, yangonDay } from '../../lib/yangonTime.js';
import { placeTaken } from './places.js';
import { retreatApplicationHistory, retreatApplications, retreatCourses } from './schema.js';

/** The centre's rules, the same for every course (a course may add its own). */
const RULES_EN = `The eight precepts are kept for the whole course: no killing, no taking what is not given, no sexual activity, no false speech, no intoxicants, no food after noon, no entertainment or adornment, no high or luxurious beds.

Noble silence: yogis do not talk, write notes or make signs to one another. Speak to the teacher at the daily interview and to the staff when something is needed.

Phones, books and writing materials are handed in at registration and returned at the end. Yogis stay within the centre for the whole course.

Walking and sitting meditation alternate from the early morning until the evening; every session is attended unless the teacher allows otherwise.`;
const RULES_MM = `သင်တန်းကာလတစ်လျှောက်လုံး သီလ 8 ပါးကို စောင့်ထိန်းရပါမည် - သတ်ဖြတ်ခြင်း၊ မပေးသည်ကို ယူခြင်း၊ မေထုန်မှီဝဲခြင်း၊ မုသားပြောခြင်း၊ သေရည်သေရက် သောက်စားခြင်း၊ နေလွဲညစာ စားခြင်း၊ ကခုန်သီချင်း ဖျော်ဖြေခြင်းနှင့် အလှပြင်ခြင်း၊ မြင့်မြတ်သော နေရာတွင် နေထိုင်ခြင်းတို့မှ ရှောင်ကြဉ်ရပါမည်။

အရိယာ တိတ်ဆိတ်ခြင်း - ယောဂီအချင်းချင်း စကားပြောခြင်း၊ စာရေးပေးခြင်း၊ လက်ဟန်ပြခြင်း မပြုရပါ။ နေ့စဉ် သုတ်ပြန်ချိန်တွင် ဆရာတော်ထံ လျှောက်ထားနိုင်ပြီး လိုအပ်သည်များကို ဝန်ထမ်းများထံ ပြောဆိုနိုင်ပါသည်။

ဖုန်း၊ စာအုပ်နှင့် စာရေးကိရိယာများကို စာရင်းသွင်းချိန်တွင် အပ်နှံရပြီး သင်တန်းပြီးဆုံးချိန်တွင် ပြန်လည် ရရှိပါမည်။ သင်တန်းကာလအတွင်း ရိပ်သာဝင်းအတွင်း၌သာ နေထိုင်ရပါမည်။

နံနက်စောစောမှ ညအထိ စင်္ကြံလျှောက်ခြင်းနှင့် ထိုင်ခြင်းကို အလှည့်ကျ အားထုတ်ရပြီး ဆရာတော်၏ ခွင့်ပြုချက်မရှိဘဲ အချိန်ပိုင်းများကို မပျက်ကွက်ရပါ။`;

const SCHEDULE_EN = `03:30 Wake up
04:00 – 05:30 Sitting and walking meditation
05:30 Breakfast
06:30 – 10:30 Sitting and walking meditation
10:30 Lunch (the last meal of the day)
12:00 – 16:00 Sitting and walking meditation; interviews with the teacher
16:00 – 17:00 Rest and bath
17:00 – 19:00 Sitting and walking meditation
19:00 Dhamma talk
20:00 – 21:00 Sitting and walking meditation
21:00 Rest`;
const SCHEDULE_MM = `03:30 အိပ်ရာထ
04:00 – 05:30 ထိုင်ခြင်းနှင့် စင်္ကြံလျှောက်ခြင်း
05:30 နံနက်စာ
06:30 – 10:30 ထိုင်ခြင်းနှင့် စင်္ကြံလျှောက်ခြင်း
10:30 နေ့လယ်စာ (နောက်ဆုံး အစာ)
12:00 – 16:00 ထိုင်ခြင်းနှင့် စင်္ကြံလျှောက်ခြင်း၊ ဆရာတော်ထံ သုတ်ပြန်ခြင်း
16:00 – 17:00 အနားယူခြင်းနှင့် ရေချိုးခြင်း
17:00 – 19:00 ထိုင်ခြင်းနှင့် စင်္ကြံလျှောက်ခြင်း
19:00 တရားတော်
20:00 – 21:00 ထိုင်ခြင်းနှင့် စင်္ကြံလျှောက်ခြင်း
21:00 အနားယူ`;

const BRING_EN = `Plain, loose clothes in white or muted colours that cover shoulders and knees; a shawl for the early mornings.
Slippers, a torch, toiletries, a water bottle and a mosquito net if you have one.
Your own medicines, with enough for the whole course.
Your identity card or passport (foreign yogis: a visa valid for the whole course).`;
const BRING_MM = `ပခုံးနှင့် ဒူးကို ဖုံးအုပ်သော ရိုးရှင်းပြီး ချောင်ချိသည့် အဖြူ သို့မဟုတ် အရောင်ဖျော့ အဝတ်အစားများ၊ နံနက်စောစောအတွက် ပုဝါ။
ဖိနပ်၊ လက်နှိပ်ဓာတ်မီး၊ ကိုယ်ရေးသုံးပစ္စည်း၊ ရေဘူးနှင့် ရှိပါက ခြင်ထောင်။
သင်တန်းကာလ တစ်လျှောက်လုံးအတွက် လုံလောက်သော ကိုယ်ပိုင်ဆေးဝါးများ။
မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ် (နိုင်ငံခြားသား ယောဂီများ - သင်တန်းကာလ တစ်လျှောက်လုံး သက်တမ်းရှိသော ဗီဇာ)။`;

const DIRECTIONS_EN = `Mahasi Sasana Yeiktha, 16 Sasana Yeiktha Road, Bahan Township, Yangon.
From Yangon International Airport: about 40 minutes by taxi. From Yangon Central Railway Station: about 20 minutes.
Registration is at the office beside the main gate, from 13:00 to 17:00 on the day before the course begins.`;
const DIRECTIONS_MM = `မဟာစည် သာသနာ့ရိပ်သာ၊ အမှတ် 16၊ သာသနာ့ရိပ်သာလမ်း၊ ဗဟန်းမြို့နယ်၊ ရန်ကုန်မြို့။
ရန်ကုန် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်မှ တက္ကစီဖြင့် မိနစ် 40 ခန့်၊ ရန်ကုန် ဘူတာကြီးမှ မိနစ် 20 ခန့် ကြာပါသည်။
သင်တန်းမစမီ တစ်ရက်အလို နေ့လယ် 13:00 မှ ညနေ 17:00 အတွင်း ဂိတ်ပေါက်ဘေးရှိ ရုံးခန်းတွင် စာရင်းသွင်းရပါမည်။`;

/**
 * The demo retreats, dated from the day of seeding so that they are always upcoming: a ten-day
 * course with places in every group, a weekend course whose one place for women is the demo
 * member's (so women see the wait list, and the member has an application to reconfirm), a reviewed
 * one-month course, and a long-term retreat not yet taking applications (every group closed).
 */
export async function seedRetreats(db: Db, demoMemberEmail: string, now = new Date()): Promise<void> {
  const day = (offset: number) => yangonDay(new Date(now.getTime() + offset * DAY_MS));
  const common = {
    rulesEn: RULES_EN,
    rulesMm: RULES_MM,
    whatToBringEn: BRING_EN,
    whatToBringMm: BRING_MM,
    directionsEn: DIRECTIONS_EN,
    directionsMm: DIRECTIONS_MM,
    published: true,
    publishedAt: new Date(now.getTime() - DAY_MS),
  };
  const [, weekend] = await db
    .insert(retreatCourses)
    .values([
      {
        ...common,
        titleEn: 'Ten-day Satipaṭṭhāna Vipassanā course',
        titleMm: 'ဆယ်ရက် သတိပဋ္ဌာန် ဝိပဿနာ သင်တန်း',
        teacherEn: 'Sayadaw U Jatila',
        teacherMm: 'ဆရာတော် ဦးဇဋိလ',
        kind: 'ten-day',
        instructionLanguage: 'my-en',
        startDate: day(24),
        endDate: day(33),
        scheduleEn: SCHEDULE_EN,
        scheduleMm: SCHEDULE_MM,
        capacityMale: 40,
        capacityFemale: 60,
        capacityMonk: 10,
        capacityNun: 12,
        applicationsOpen: true,
      },
      {
        ...common,
        titleEn: 'Weekend course for beginners',
        titleMm: 'အစပြုသူများအတွက် စနေ၊ တနင်္ဂနွေ သင်တန်း',
        teacherEn: 'Sayalay Daw Khemanandi',
        teacherMm: 'ဆရာလေး ဒေါ်ခေမာနန္ဒီ',
        kind: 'weekend',
        instructionLanguage: 'my',
        startDate: day(10),
        endDate: day(11),
        scheduleEn: SCHEDULE_EN,
        scheduleMm: SCHEDULE_MM,
        capacityMale: 20,
        capacityFemale: 1,
        offerHours: 24,
        applicationsOpen: true,
      },
      {
        ...common,
        titleEn: 'One-month intensive retreat',
        titleMm: 'တစ်လ အထူး တရားစခန်း',
        teacherEn: 'Sayadaw U Kelasa',
        teacherMm: 'ဆရာတော် ဦးကေလာသ',
        kind: 'one-month',
        instructionLanguage: 'my',
        startDate: day(52),
        endDate: day(81),
        scheduleEn: SCHEDULE_EN,
        scheduleMm: SCHEDULE_MM,
        capacityMale: 25,
        capacityFemale: 35,
        capacityMonk: 15,
        capacityNun: 10,
        admissionMode: 'reviewed',
        applicationsOpen: true,
      },
      {
        ...common,
        titleEn: 'Long-term practice over the rains retreat',
        titleMm: 'ဝါတွင်း ရေရှည် တရားအားထုတ်ခြင်း',
        teacherEn: 'Sayadaw U Jatila',
        teacherMm: 'ဆရာတော် ဦးဇဋိလ',
        kind: 'long-term',
        instructionLanguage: 'en',
        startDate: day(120),
        endDate: day(210),
        capacityMale: 15,
        capacityFemale: 15,
        capacityMonk: 20,
        capacityNun: 10,
        admissionMode: 'reviewed',
        applicationsOpen: false,
      },
    ])
    .returning();

  const [member] = await db.select().from(users).where(eq(users.email, demoMemberEmail)).limit(1);
  if (!member || !weekend) return;
  const answers: ApplicationAnswers = {
    fullName: member.userFullName ?? 'Demo member',
    email: member.email ?? '',
    phoneNo: member.phoneNo ?? '',
    age: 46,
    firstCourse: true,
    previousCourses: '',
    previousTeacher: '',
    physicalHealth: false,
    physicalHealthDetails: '',
    mentalHealth: false,
    mentalHealthDetails: '',
    takesMedication: false,
    medicationDetails: '',
    emergencyName: 'U Myo Min',
    emergencyPhone: '+959420000002',
    emergencyRelation: 'Husband',
    arrivalTime: '15:00',
    diet: 'vegetarian',
    dietDetails: '',
    foreigner: false,
    nationality: '',
    passportNumber: '',
    visaLetter: false,
  };
  const appliedAt = new Date(now.getTime() - 3 * DAY_MS);
  const taken = placeTaken(weekend, appliedAt, false);
  await db.transaction(async (tx) => {
    const [application] = await tx
      .insert(retreatApplications)
      .values({
        courseId: weekend.id,
        memberId: member.id,
        group: 'female',
        state: taken.to,
        ...taken.set,
        answers,
        fullName: answers.fullName,
        email: answers.email,
        phoneNo: answers.phoneNo,
        appliedAt,
      })
      .returning();
    // As the service records a first-come place: one entry, from nothing to accepted, by the member.
    await tx
      .insert(retreatApplicationHistory)
      .values({ applicationId: application!.id, fromState: null, toState: taken.to, actor: 'member', at: appliedAt });
  });
}
