import { desc, eq } from 'drizzle-orm';
import { NotiType } from '@mahasi/contract/notification';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { ebooks, events, talks as talkTable } from '../content/schema.js';
import { posts } from '../news/schema.js';
import { notificationReads } from './schema.js';
import { notificationService, type NewNotification } from './service.js';

const HOUR_MS = 60 * 60 * 1000;
/** Everything falls within the last 26 days: members see the broadcasts of the 30 days before they joined. */
const SPREAD_MS = 26 * 24 * HOUR_MS;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const dateIn = (locale: 'en-GB' | 'my', at: Date) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Yangon' }).format(at);

/** Announcements of the centre (type 5), sent to every member. */
const announcements: NewNotification[] = [
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'Registration open: Thingyan meditation retreat',
    content:
      '<p>The ten-day Thingyan retreat at Mahasi Sasana Yeiktha, Yangon, is open for registration. Yogis new to the practice are welcome; instructions are given every day in English and Myanmar.</p><ul><li>Arrive by 5 pm on the first day.</li><li>Bring plain white or brown clothing.</li><li>Phones are kept at the office until the last day.</li></ul>',
    link: '/events',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'ဥပုသ်နေ့ တရားပွဲ အချိန် ပြောင်းလဲခြင်း',
    content: '<p>ဤလ ဥပုသ်နေ့ တရားပွဲကို နံနက် ၈ နာရီမှ ၉ နာရီခွဲအထိ ဓမ္မာရုံကြီးတွင် ကျင်းပပါမည်။ ယောဂီများ အချိန်မီ ကြွရောက်ကြပါရန် မေတ္တာရပ်ခံအပ်ပါသည်။</p>',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'The 24-hour Dhamma broadcast is live',
    content: '<p>Dhamma talks, chanting and meditation instructions now play around the clock. Listen at home or on the way to work.</p>',
    link: '/live',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'ဝက်ဘ်ဆိုက် ခေတ္တ ပြုပြင်ထိန်းသိမ်းမည်',
    content: '<p>စနေနေ့ ည ၁၀ နာရီမှ ၁၁ နာရီအထိ ဝက်ဘ်ဆိုက်ကို ခေတ္တ ပြုပြင်ထိန်းသိမ်းပါမည်။ အဆင်မပြေမှုအတွက် ခွင့်လွှတ်ပါရန်။</p>',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'Dana for the new meditation hall',
    content:
      '<p>Sadhu, sadhu, sadhu to everyone who has offered dana for the new meditation hall. The roof is finished, and the hall will seat 300 yogis when it opens.</p><p>Offerings are received at the centre office every day from 8 am to 4 pm.</p>',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'ကထိန်သင်္ကန်း ကပ်လှူပွဲ',
    content: '<p>နှစ်စဉ် ကထိန်သင်္ကန်း ကပ်လှူပွဲကို တန်ဆောင်မုန်းလပြည့်နေ့တွင် ကျင်းပပါမည်။ ကုသိုလ်ယူလိုသူများ ရုံးခန်းသို့ ဆက်သွယ်နိုင်ပါသည်။</p>',
    link: '/events',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'Daily group sitting at 7 pm',
    content:
      '<p>Join the evening group sitting every day at 7 pm Yangon time: twenty minutes of walking, forty minutes of sitting, and a short Dhamma reflection.</p>',
  },
  {
    notiType: NotiType.NOTIFICATION,
    subject: 'မဟာစည်ဆရာတော်ဘုရားကြီး ဂုဏ်ပြု ဆွမ်းကပ်ပွဲ',
    content: '<p>မဟာစည်ဆရာတော်ဘုရားကြီးအား ဂုဏ်ပြုသော နှစ်ပတ်လည် ဆွမ်းကပ်ပွဲကို နံနက် ၆ နာရီတွင် စတင်ပါမည်။</p><p>သာဓု သာဓု သာဓု။</p>',
  },
];

/** Replies of the Yogi care team (type 6), for the demo member only. */
const replies = (name: string): NewNotification[] => [
  {
    notiType: NotiType.YAWGI_REPLY,
    subject: 'Re: Noting while walking',
    content: `<p>Dear ${escape(name)},</p><p>Thank you for your question. While walking, note each part of the step, <em>lifting, moving, placing</em>, slowly and with full attention. When a thought arises, note <em>thinking, thinking</em> and return to the feet.</p><p>With metta,<br>Yogi care team</p>`,
  },
  {
    notiType: NotiType.YAWGI_REPLY,
    subject: 'Re: ထိုင်ရာတွင် နာကျင်မှု',
    content:
      '<p>ထိုင်နေစဉ် နာကျင်မှု ပေါ်လာလျှင် "နာတယ်၊ နာတယ်" ဟု ရှုမှတ်ပါ။ မခံနိုင်လောက်အောင် ဖြစ်လာမှ ရှုမှတ်ပြီး ဖြည်းဖြည်းချင်း ပြင်ထိုင်ပါ။</p><p>မေတ္တာဖြင့်<br>ယောဂီ စောင့်ရှောက်ရေးအဖွဲ့</p>',
  },
  {
    notiType: NotiType.YAWGI_REPLY,
    subject: 'Re: Sleepiness during sitting',
    content:
      '<p>Sleepiness is common in the first days. Note <em>sleepy, sleepy</em> with energy; if it stays, open your eyes, stand up and walk mindfully for a while before you sit again.</p><p>With metta,<br>Yogi care team</p>',
  },
  {
    notiType: NotiType.YAWGI_REPLY,
    subject: 'Re: တရားစခန်း စာရင်းပေးသွင်းခြင်း',
    content: '<p>ဆယ်ရက်တာ တရားစခန်းအတွက် သင်၏ နေရာကို အတည်ပြုပြီးပါပြီ။ ရောက်ရှိသည့်နေ့တွင် မှတ်ပုံတင်အမှတ်ကို ရုံးခန်းသို့ ပြသပါရန်။</p>',
  },
  {
    notiType: NotiType.YAWGI_REPLY,
    subject: 'Re: Practising at home',
    content:
      '<p>At home, an hour a day is a good start: thirty minutes of walking followed by thirty minutes of sitting. Keep noting through daily activities as well.</p><p>With metta,<br>Yogi care team</p>',
  },
];

/**
 * Demo notifications (run last by the demo seed): broadcasts about the seeded podcasts, e-books,
 * events and posts, announcements, and Yogi care team replies for the demo member, spread over the
 * last weeks, more than one page (50) in all, a few already read.
 */
export async function seedNotifications(deps: { db: Db; log: (message: string) => void }, memberEmail: string): Promise<void> {
  const { db, log } = deps;
  const [member] = await db.select({ id: users.id, name: users.userFullName }).from(users).where(eq(users.username, memberEmail)).limit(1);
  const [talks, books, gatherings, news] = await Promise.all([
    db
      .select({
        id: talkTable.id,
        en: talkTable.titleEn,
        mm: talkTable.titleMm,
        speakerEn: talkTable.speakerEn,
        speakerMm: talkTable.speakerMm,
      })
      .from(talkTable)
      .where(eq(talkTable.published, true))
      .orderBy(desc(talkTable.publishedAt))
      .limit(14),
    db
      .select({ id: ebooks.id, en: ebooks.titleEn, mm: ebooks.titleMm, authorEn: ebooks.authorEn, authorMm: ebooks.authorMm })
      .from(ebooks)
      .where(eq(ebooks.published, true))
      .orderBy(desc(ebooks.publishedAt))
      .limit(12),
    db
      .select({
        id: events.id,
        en: events.titleEn,
        mm: events.titleMm,
        venueEn: events.venueEn,
        venueMm: events.venueMm,
        startsAt: events.startsAt,
      })
      .from(events)
      .where(eq(events.published, true))
      .orderBy(desc(events.startsAt))
      .limit(8),
    db
      .select({ id: posts.id, title: posts.title, excerpt: posts.excerpt, language: posts.language })
      .from(posts)
      .where(eq(posts.status, 'published'))
      .orderBy(desc(posts.publicDate))
      .limit(14),
  ]);

  // Alternate the languages: a Myanmar member and an English one both find their own among the newest.
  const talkItems: NewNotification[] = talks.map((talk, i) =>
    i % 2 === 1 && talk.mm
      ? {
          notiType: NotiType.PODCAST,
          subject: `တရားတော်သစ် - ${talk.mm}`,
          content: `<p><strong>${escape(talk.mm)}</strong>${talk.speakerMm ? ` (${escape(talk.speakerMm)})` : ''} တရားတော်ကို ယခု နာကြားနိုင်ပါပြီ။</p><p>စိတ်လွင့်သွားလျှင် "ကြားတယ်၊ ကြားတယ်" ဟု ရှုမှတ်ပြီး ပြန်လည် နာယူပါ။</p>`,
          link: `/podcasts/${talk.id}`,
        }
      : {
          notiType: NotiType.PODCAST,
          subject: `New Dhamma talk: ${talk.en}`,
          content: `<p>A new Dhamma talk, <strong>${escape(talk.en)}</strong>${talk.speakerEn ? ` by ${escape(talk.speakerEn)}` : ''}, is ready to listen to.</p><p>When the mind wanders, note <em>hearing, hearing</em> and come back to the talk.</p>`,
          link: `/podcasts/${talk.id}`,
        },
  );
  const ebookItems: NewNotification[] = books.map((book, i) =>
    i % 2 === 1 && book.mm
      ? {
          notiType: NotiType.EBOOK,
          subject: `စာအုပ်သစ် - ${book.mm}`,
          content: `<p><strong>${escape(book.mm)}</strong>${book.authorMm ? ` (${escape(book.authorMm)})` : ''} ကို အီးဘုတ် စာကြည့်တိုက်တွင် ယခု ရရှိနိုင်ပါပြီ။ လှူဒါန်းမှုဖြင့် ရယူနိုင်ပြီး သင်၏ အမှတ်တရ စာသားကိုလည်း ထည့်သွင်းနိုင်ပါသည်။</p>`,
          link: `/ebooks/${book.id}`,
        }
      : {
          notiType: NotiType.EBOOK,
          subject: `New e-book: ${book.en}`,
          content: `<p><strong>${escape(book.en)}</strong>${book.authorEn ? ` by ${escape(book.authorEn)}` : ''} is now in the e-book library. Receive it with a donation, and have your own dedication engraved in it.</p>`,
          link: `/ebooks/${book.id}`,
        },
  );
  const eventItems: NewNotification[] = gatherings.map((event, i) =>
    i % 2 === 1 && event.mm
      ? {
          notiType: NotiType.EVENT,
          subject: `လာမည့် အခမ်းအနား - ${event.mm}`,
          content: `<p><strong>${escape(event.mm)}</strong> ကို ${dateIn('my', event.startsAt)} တွင်${event.venueMm ? ` ${escape(event.venueMm)} ၌` : ''} ကျင်းပပါမည်။ ယောဂီများ ကြွရောက်ကြပါရန် ဖိတ်ကြားအပ်ပါသည်။</p>`,
          link: `/events/${event.id}`,
        }
      : {
          notiType: NotiType.EVENT,
          subject: `Upcoming event: ${event.en}`,
          content: `<p><strong>${escape(event.en)}</strong> takes place on ${dateIn('en-GB', event.startsAt)}${event.venueEn ? ` at ${escape(event.venueEn)}` : ''}. All yogis are welcome.</p>`,
          link: `/events/${event.id}`,
        },
  );
  const postItems: NewNotification[] = news.map((post) =>
    post.language === 'mm'
      ? {
          notiType: NotiType.POST,
          subject: `သတင်းသစ် - ${post.title}`,
          content: `<p>${escape(post.excerpt)}</p><p>သတင်း ကဏ္ဍတွင် အပြည့်အစုံ ဖတ်ရှုနိုင်ပါသည်။</p>`,
          link: `/news/${post.id}`,
        }
      : {
          notiType: NotiType.POST,
          subject: `New post: ${post.title}`,
          content: `<p>${escape(post.excerpt)}</p><p>Read the whole article in News.</p>`,
          link: `/news/${post.id}`,
        },
  );

  // Interleave the kinds so that every tab has recent rows; newest first.
  const lists = [announcements, talkItems, ebookItems, eventItems, postItems];
  const broadcasts: NewNotification[] = [];
  for (let i = 0; broadcasts.length < lists.reduce((sum, list) => sum + list.length, 0); i++) {
    for (const list of lists) if (list[i]) broadcasts.push(list[i]!);
  }
  const personal = member ? replies(member.name) : [];
  // A reply every ninth place, the first among the newest three.
  const all: { item: NewNotification; personal: boolean }[] = broadcasts.map((item) => ({ item, personal: false }));
  personal.forEach((item, i) => all.splice(Math.min(all.length, 2 + i * 9), 0, { item, personal: true }));

  const now = Date.now();
  const step = SPREAD_MS / Math.max(all.length, 1);
  const service = notificationService(db);
  const readIds: number[] = [];
  await db.transaction(async (tx) => {
    for (const [i, entry] of all.entries()) {
      // Newest about an hour ago; a deterministic jitter so that the times do not look machine-made.
      const at = new Date(now - HOUR_MS - i * step - ((i * 7919) % 97) * 60_000);
      const item = { ...entry.item, at };
      const id = entry.personal && member ? await service.notifyUser(member.id, item, tx) : await service.broadcast(item, tx);
      // The older third is read, and an odd one among the newer.
      if (i > all.length * 0.66 || i % 11 === 5) readIds.push(id);
    }
    if (member && readIds.length > 0) {
      await tx.insert(notificationReads).values(readIds.map((notificationId) => ({ notificationId, userId: member.id })));
    }
  });
  log(`Seeded ${all.length} notifications (${personal.length} for ${memberEmail}, ${readIds.length} read).`);
}
