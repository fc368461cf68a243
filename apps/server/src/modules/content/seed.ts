import { sanitizeRichText } from '../../lib/html.js';
import type { Db } from '../../db/client.js';
import { CENTRE } from '../../lib/centre.js';
import { YANGON_OFFSET_MS } from '../../lib/yangonTime.js';
import { newFileKey, type FileStore } from '../files/store.js';
import { bellWav, bookPdf, storeArtwork, type Artwork } from './seed-media.js';
import * as schema from './schema.js';

/**
 * Demo content for every public section, in English and Myanmar, made locally: artwork is rendered
 * once per style and shared, audio is a short generated bell tone, books are small generated PDFs.
 * Dates are relative to the seed time so that there are always past and upcoming events.
 */

const DAY = 86_400_000;
const MAHASI = { en: 'Mahasi Sayadaw', mm: 'မဟာစည်ဆရာတော်ဘုရားကြီး' };
const OVADACARIYA = { en: 'Mahasi Ovādācariya Sayadaw', mm: 'မဟာစည် ဩဝါဒါစရိယ ဆရာတော်' };
const RESIDENT = { en: 'Resident Meditation Teacher Sayadaw', mm: 'ရိပ်သာ ကမ္မဋ္ဌာနာစရိယ ဆရာတော်' };
const ADDRESS = CENTRE.address;
const PHONE = CENTRE.phone;
const EMAIL = 'info@mahasi.org.mm';
const VENUE = { en: 'Mahasi Sasana Yeiktha, Main Dhamma Hall', mm: 'မဟာစည်သာသနာ့ရိပ်သာ၊ ဓမ္မာရုံကြီး' };

const html = (...paragraphs: string[]) => sanitizeRichText(paragraphs.map((p) => `<p>${p}</p>`).join(''));

const ART = {
  square: [
    { pattern: 'lotus', hues: [20, 200], aspect: 1 },
    { pattern: 'rings', hues: [80, 220], aspect: 1 },
    { pattern: 'stupa', hues: [180, 230], aspect: 1 },
    { pattern: 'hills', hues: [140, 240], aspect: 1 },
  ],
  cover: [
    { pattern: 'lotus', hues: [350, 260], aspect: 0.75 },
    { pattern: 'stupa', hues: [30, 10], aspect: 0.75 },
    { pattern: 'rings', hues: [200, 250], aspect: 0.75 },
    { pattern: 'leaves', hues: [110, 160], aspect: 0.75 },
  ],
  wide: [
    { pattern: 'stupa', hues: [210, 250], aspect: 16 / 9 },
    { pattern: 'hills', hues: [25, 260], aspect: 16 / 9 },
    { pattern: 'lotus', hues: [300, 230], aspect: 16 / 9 },
    { pattern: 'leaves', hues: [90, 180], aspect: 16 / 9 },
  ],
  photo: [
    { pattern: 'hills', hues: [35, 210], aspect: 4 / 3 },
    { pattern: 'stupa', hues: [15, 280], aspect: 3 / 4 },
    { pattern: 'leaves', hues: [120, 200], aspect: 3 / 2 },
    { pattern: 'rings', hues: [45, 15], aspect: 4 / 3 },
    { pattern: 'lotus', hues: [330, 200], aspect: 3 / 4 },
    { pattern: 'hills', hues: [190, 300], aspect: 3 / 2 },
  ],
  banner: [
    { pattern: 'stupa', hues: [220, 260], aspect: 8 / 3 },
    { pattern: 'lotus', hues: [25, 280], aspect: 8 / 3 },
    { pattern: 'hills', hues: [170, 240], aspect: 8 / 3 },
  ],
} satisfies Record<string, Artwork[]>;

/** What the content's demo needs (seed/index.ts passes its own deps, which have these). */
export interface ContentSeedDeps {
  db: Db;
  files: FileStore;
  log: (message: string) => void;
}

export async function seedContent({ db, files, log }: ContentSeedDeps): Promise<void> {
  const started = Date.now();
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const ymd = (at: Date) => at.toISOString().slice(0, 10);

  // Every artwork once, in parallel; items share them by style.
  const render = (group: keyof typeof ART, widths?: number[]) =>
    Promise.all(ART[group].map((art, i) => storeArtwork(files, `${group}-${art.pattern}-${i}`, art, widths)));
  const [square, cover, wide, photo, banner] = await Promise.all([
    render('square'),
    render('cover'),
    render('wide'),
    render('photo'),
    render('banner', [960, 1600]),
  ]);
  const cycle = <T>(list: T[], i: number): T => list[i % list.length]!;

  const storeBell = async (key: string, i: number) => {
    const seconds = 5 + (i % 6);
    const wav = bellWav({ seconds, pitch: 180 + (i % 5) * 35, strikes: 2 + (i % 3) });
    await files.put(key, wav, { visibility: 'public', contentType: 'audio/wav' });
    return { audioKey: key, audioBytes: wav.length, durationSeconds: seconds };
  };

  // --- Podcasts ------------------------------------------------------------------------------
  const talkData: [string, string, typeof MAHASI, string, string, string][] = [
    [
      'Discourse on the Wheel of Dhamma, Part 1',
      'ဓမ္မစကြာ တရားတော် (၁)',
      MAHASI,
      'dhamma-talk',
      'The first sermon of the Buddha explained for meditators: the middle way between indulgence and self-mortification.',
      'မြတ်စွာဘုရား၏ ပဌမဒေသနာ ဓမ္မစကြာကို အလယ်အလတ်လမ်းစဉ်အဖြစ် ယောဂီများအတွက် ရှင်းလင်းဟောကြားထားပါသည်။',
    ],
    [
      'Discourse on the Wheel of Dhamma, Part 2',
      'ဓမ္မစကြာ တရားတော် (၂)',
      MAHASI,
      'dhamma-talk',
      'The Four Noble Truths and how each is known in the moment of noting.',
      'သစ္စာလေးပါးကို ရှုမှတ်ခိုက်တွင် မည်သို့သိမြင်ရကြောင်း ဟောကြားထားပါသည်။',
    ],
    [
      'Rising and Falling: the Primary Object',
      'ဖောင်းသည်၊ ပိန်သည် - အဓိကအာရုံ',
      OVADACARIYA,
      'guided-meditation',
      'A guided sitting: noting the rising and falling of the abdomen, and returning gently when the mind wanders.',
      'ဝမ်းဗိုက်၏ ဖောင်းခြင်း ပိန်ခြင်းကို ရှုမှတ်ရန်နှင့် စိတ်လွင့်သွားပါက ညင်သာစွာ ပြန်လာရန် လမ်းညွှန်ထိုင်ခြင်း။',
    ],
    [
      'Walking Meditation: Lifting, Moving, Placing',
      'စင်္ကြံလျှောက်ခြင်း - ကြွသည်၊ လှမ်းသည်၊ ချသည်',
      OVADACARIYA,
      'guided-meditation',
      'Step by step instructions for walking meditation in three parts, as taught at the Yeiktha.',
      'ရိပ်သာတွင် သင်ကြားသည့်အတိုင်း စင်္ကြံလျှောက်ခြင်းကို သုံးပိုင်းခွဲ၍ ရှုမှတ်နည်း။',
    ],
    [
      'Noting Pain with Patience',
      'ဝေဒနာကို သည်းခံ၍ ရှုမှတ်ခြင်း',
      RESIDENT,
      'guided-meditation',
      'How to note painful sensations as "pain, pain" without aversion, and what insight grows from it.',
      'နာကျင်မှုကို မုန်းတီးခြင်းမရှိဘဲ "နာသည်၊ နာသည်" ဟု ရှုမှတ်နည်းနှင့် ထိုမှရရှိသည့် ဉာဏ်။',
    ],
    [
      'Discourse on the Anattalakkhana Sutta',
      'အနတ္တလက္ခဏသုတ် တရားတော်',
      MAHASI,
      'dhamma-talk',
      'The discourse on the characteristic of non-self, with practical guidance for yogis.',
      'အနတ္တလက္ခဏာကို ယောဂီများ လက်တွေ့ရှုမှတ်နိုင်ရန် ဟောကြားထားသော တရားတော်။',
    ],
    [
      'The Progress of Insight',
      'ဝိပဿနာဉာဏ်စဉ်',
      MAHASI,
      'dhamma-talk',
      'An outline of the stages of insight knowledge that unfold through continuous mindfulness.',
      'အဆက်မပြတ် သတိထားခြင်းဖြင့် ပေါ်ပေါက်လာသော ဝိပဿနာဉာဏ်အဆင့်ဆင့်ကို ဟောကြားထားပါသည်။',
    ],
    [
      'Metta Sutta Chanting',
      'မေတ္တသုတ် ပရိတ်ရွတ်ဖတ်ခြင်း',
      RESIDENT,
      'chanting',
      'The discourse on loving-kindness chanted by the Sangha of the Yeiktha.',
      'ရိပ်သာ သံဃာတော်များ ရွတ်ဖတ်သော မေတ္တသုတ်။',
    ],
    [
      'Mangala Sutta Chanting',
      'မင်္ဂလသုတ် ပရိတ်ရွတ်ဖတ်ခြင်း',
      RESIDENT,
      'chanting',
      'The thirty-eight blessings, chanted on the full moon day.',
      'မင်္ဂလာ သုံးဆယ့်ရှစ်ပါးကို လပြည့်နေ့တွင် ရွတ်ဖတ်ခြင်း။',
    ],
    [
      'Questions from New Yogis',
      'ယောဂီသစ်များ၏ အမေးအဖြေ',
      OVADACARIYA,
      'questions-and-answers',
      'Common questions of the first days of a retreat: sleepiness, restlessness and how much to note.',
      'တရားစခန်း ပထမရက်များတွင် အိပ်ငိုက်ခြင်း၊ စိတ်ပျံ့လွင့်ခြင်းနှင့် ရှုမှတ်ပုံဆိုင်ရာ အမေးများ။',
    ],
    [
      'Mindfulness in Daily Life',
      'နေ့စဉ်ဘဝတွင် သတိထားခြင်း',
      OVADACARIYA,
      'questions-and-answers',
      'Carrying the noting practice home: eating, working and speaking with awareness.',
      'စားသောက်ခြင်း၊ အလုပ်လုပ်ခြင်း၊ စကားပြောခြင်းတို့တွင် သတိဖြင့် ရှုမှတ်နည်း။',
    ],
    [
      'Discourse on the Bhara Sutta',
      'ဘာရသုတ် တရားတော်',
      MAHASI,
      'dhamma-talk',
      'The burden of the five aggregates and how the practice lays it down.',
      'ခန္ဓာဝန်ထုပ်ကို ကျင့်ကြံခြင်းဖြင့် ချထားနိုင်ပုံကို ဟောကြားထားပါသည်။',
    ],
    [
      'Evening Sharing of Merit',
      'ညနေ အမျှဝေခြင်း',
      RESIDENT,
      'chanting',
      'The closing chant of the day and the sharing of merit with all beings.',
      'နေ့၏ နောက်ဆုံးရွတ်ဖတ်ခြင်းနှင့် သတ္တဝါအားလုံးအား အမျှဝေခြင်း။',
    ],
  ];
  const talkRows = await Promise.all(
    talkData.map(async ([titleEn, titleMm, speaker, category, descriptionEn, descriptionMm], i) => ({
      titleEn,
      titleMm,
      speakerEn: speaker.en,
      speakerMm: speaker.mm,
      descriptionEn,
      descriptionMm,
      category,
      ...(await storeBell(`podcasts/episode-${i + 1}.wav`, i)),
      audioType: 'audio/wav',
      cover: cycle(square, i),
      published: true,
      publishedAt: daysAgo(3 + i * 6),
    })),
  );
  await db.insert(schema.talks).values(talkRows);

  // --- E-books -------------------------------------------------------------------------------
  const categories = await db
    .insert(schema.ebookCategories)
    .values([
      { nameEn: 'Vipassana Meditation', nameMm: 'ဝိပဿနာ ကမ္မဋ္ဌာန်း', sortOrder: 1 },
      { nameEn: 'Suttas and Discourses', nameMm: 'သုတ္တန် တရားတော်များ', sortOrder: 2 },
      { nameEn: 'Biographies', nameMm: 'ထေရုပ္ပတ္တိ', sortOrder: 3 },
      { nameEn: 'Chanting and Paritta', nameMm: 'ပရိတ်တော်', sortOrder: 4 },
    ])
    .returning();
  const [meditation, suttas, biographies, paritta] = categories.map((c) => c.id);
  const bookData: [string, string, number | undefined, number, 'available' | 'coming_soon', 'my' | 'en' | 'pi'][] = [
    ['Practical Insight Meditation', 'လက်တွေ့ ဝိပဿနာ ရှုပွားနည်း', meditation, 3000, 'available', 'en'],
    ['The Progress of Insight', 'ဝိသုဒ္ဓိဉာဏ်ကထာ', meditation, 4000, 'available', 'my'],
    ['Manual of Vipassana Meditation', 'ဝိပဿနာ ရှုနည်းကျမ်း', meditation, 15000, 'available', 'my'],
    ['Discourse on the Wheel of Dhamma', 'ဓမ္မစကြာ တရားတော်', suttas, 6000, 'available', 'my'],
    ['Discourse on the Anattalakkhana Sutta', 'အနတ္တလက္ခဏသုတ် တရားတော်', suttas, 5000, 'available', 'en'],
    ['Discourse on the Bhara Sutta', 'ဘာရသုတ် တရားတော်', suttas, 3500, 'available', 'my'],
    ['Discourse on the Hemavata Sutta', 'ဟေမဝတသုတ် တရားတော်', suttas, 4500, 'available', 'my'],
    ['Discourse on Dependent Origination', 'ပဋိစ္စသမုပ္ပါဒ် တရားတော်', suttas, 7000, 'available', 'en'],
    ['Discourse on the Sallekha Sutta', 'သလ္လေခသုတ် တရားတော်', suttas, 6500, 'available', 'my'],
    ['Brahmavihara Dhamma', 'ဗြဟ္မဝိဟာရ တရားတော်', meditation, 4000, 'available', 'en'],
    ['A Biography of the Venerable Mahasi Sayadaw', 'မဟာစည်ဆရာတော်ဘုရားကြီး၏ ထေရုပ္ပတ္တိ', biographies, 8000, 'available', 'my'],
    ['The Great Paritta: Eleven Protective Suttas', 'ပရိတ်ကြီး ဆယ့်တစ်သုတ်', paritta, 3000, 'available', 'pi'],
    ['Discourse on the Malukyaputta Sutta', 'မာလုကျပုတ္တသုတ် တရားတော်', suttas, 5000, 'coming_soon', 'my'],
  ];
  const bookRows = await Promise.all(
    bookData.map(async ([titleEn, titleMm, categoryId, priceMmk, status, language], i) => {
      const author = i === 10 ? { en: 'Mahasi Sasana Yeiktha', mm: 'မဟာစည်သာသနာ့ရိပ်သာ' } : MAHASI;
      const pdf = await bookPdf({
        title: titleEn,
        author: author.en,
        paragraphs: [
          `${titleEn} is published by Mahasi Sasana Yeiktha as a gift of the Dhamma. The practice it describes is Satipatthana Vipassana: noting each physical and mental event as it arises, beginning with the rising and falling of the abdomen.`,
          'When walking, note "lifting, moving, placing". When a thought arises, note "thinking" and return to the primary object. When pain arises, note "pain" patiently. Continuous noting, from waking to sleeping, is the heart of the method.',
          'May all beings be happy. May all beings be free from suffering. May the true Dhamma long endure. Sadhu, sadhu, sadhu.',
        ],
      });
      // A random key like an uploaded book's: a demo site can be a live one, and a key made from a number is guessed.
      const fileKey = newFileKey('ebooks', 'pdf', now);
      await files.put(fileKey, pdf.bytes, { visibility: 'private', contentType: 'application/pdf' });
      return {
        titleEn,
        titleMm,
        authorEn: author.en,
        authorMm: author.mm,
        descriptionEn: html(
          `<strong>${titleEn}</strong> presents the teaching of ${author.en} on Satipatthana Vipassana for yogis at home and in retreat.`,
          'Offered as a Dhamma gift: your donation supports printing and the meditation centre.',
        ),
        descriptionMm: html(
          `<strong>${titleMm}</strong> ကို သတိပဋ္ဌာန် ဝိပဿနာ ကျင့်ကြံလိုသော ယောဂီများအတွက် ထုတ်ဝေထားပါသည်။`,
          'လှူဒါန်းငွေများကို စာအုပ်ပုံနှိပ်ခြင်းနှင့် ရိပ်သာအတွက် အသုံးပြုပါသည်။',
        ),
        cover: cycle(cover, i),
        categoryId: categoryId ?? null,
        status,
        fileKey,
        minPriceMmk: priceMmk * 100,
        minPriceUsd: Math.max(200, Math.round(priceMmk / 2100) * 100),
        pageCount: pdf.pages,
        language,
        published: true,
        publishedAt: daysAgo(2 + i * 9),
      };
    }),
  );
  await db.insert(schema.ebooks).values(bookRows);

  // --- Events --------------------------------------------------------------------------------
  /** A Yangon wall-clock time as an instant. */
  const yangon = (day: Date, hour: number, minute = 0) =>
    new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute) - YANGON_OFFSET_MS);
  const dayIn = (days: number) => new Date(now.getTime() + days * DAY);
  const eventData: [string, string, number, number, number, string, string][] = [
    [
      'Ten-Day Satipatthana Vipassana Retreat for Beginners',
      'အခြေခံ ယောဂီများအတွက် ဆယ်ရက် သတိပဋ္ဌာန် ဝိပဿနာ တရားစခန်း',
      14,
      10,
      4,
      'Ten days of continuous noting practice with daily interviews and evening Dhamma talks. Open to first-time yogis.',
      'နေ့စဉ် ဆရာတော်နှင့် တွေ့ဆုံ၍ တရားမေးခွင့်နှင့် ညနေ တရားတော်များပါဝင်သည့် ဆယ်ရက် တရားစခန်း။',
    ],
    [
      'English-Language Retreat for Foreign Yogis',
      'နိုင်ငံခြားသား ယောဂီများအတွက် အင်္ဂလိပ်ဘာသာ တရားစခန်း',
      35,
      14,
      4,
      'Instructions and interviews in English with an interpreter available. Accommodation in the international yogi hall.',
      'အင်္ဂလိပ်ဘာသာဖြင့် ညွှန်ကြားချက်များနှင့် တရားမေးခွင့်။ နိုင်ငံခြားသား ယောဂီဆောင်တွင် နေထိုင်ရပါမည်။',
    ],
    [
      'Full Moon Day Paritta Chanting',
      'လပြည့်နေ့ ပရိတ်ရွတ်ဖတ်ပွဲ',
      6,
      1,
      18,
      'The Sangha chants the Eleven Protective Suttas; all are welcome to listen and share merit.',
      'သံဃာတော်များက ပရိတ်ကြီး ဆယ့်တစ်သုတ်ကို ရွတ်ဖတ်မည်ဖြစ်ပြီး အားလုံး ကြွရောက်နာယူနိုင်ပါသည်။',
    ],
    [
      'Sunday Dhamma Talk',
      'တနင်္ဂနွေ တရားပွဲ',
      3,
      1,
      9,
      'A weekly Dhamma talk by a senior Sayadaw followed by group sitting.',
      'ဆရာတော်ကြီးတစ်ပါး၏ အပတ်စဉ် တရားဟောကြားခြင်းနှင့် အုပ်စုလိုက် ထိုင်ခြင်း။',
    ],
    [
      'Kathina Robe Offering Ceremony',
      'ကထိန်သင်္ကန်း ဆက်ကပ်လှူဒါန်းပွဲ',
      60,
      1,
      7,
      'The annual Kathina ceremony: offering of robes and requisites to the Sangha at the end of the Rains Retreat.',
      'ဝါကျွတ်ပြီးနောက် သံဃာတော်များအား ကထိန်သင်္ကန်းနှင့် ပစ္စည်းလေးပါး ဆက်ကပ်လှူဒါန်းပွဲ။',
    ],
    [
      'Thingyan Meditation Retreat',
      'သင်္ကြန် တရားစခန်း',
      -40,
      5,
      4,
      'Spending the water festival in silence: five days of intensive practice over the Myanmar New Year.',
      'သင်္ကြန်ကာလကို တိတ်ဆိတ်စွာ တရားအားထုတ်၍ ကုန်လွန်စေသည့် ငါးရက် တရားစခန်း။',
    ],
    [
      'Commemoration of the Venerable Mahasi Sayadaw',
      'မဟာစည်ဆရာတော်ဘုရားကြီး ဂုဏ်ပြုပူဇော်ပွဲ',
      -20,
      1,
      8,
      'Remembering the life and teaching of Mahasi Sayadaw with chanting, offerings and a Dhamma talk.',
      'ဆရာတော်ဘုရားကြီး၏ ဘဝနှင့် ဩဝါဒများကို အောက်မေ့ဖူးမြော်သည့် ပရိတ်ရွတ်ခြင်း၊ လှူဒါန်းခြင်းနှင့် တရားပွဲ။',
    ],
    [
      'Novitiation Ceremony (Shinbyu)',
      'ရှင်ပြုပွဲ',
      -75,
      2,
      7,
      'Young people enter the Sangha as novices for a summer of study and meditation.',
      'လူငယ်များ သာမဏေအဖြစ် သာသနာ့ဘောင်သို့ ဝင်ရောက်၍ စာပေနှင့် တရားကျင့်ကြံကြမည်။',
    ],
    [
      'Dhamma Talk for Youth',
      'လူငယ်များအတွက် တရားပွဲ',
      -8,
      1,
      14,
      'An afternoon talk with questions and answers for students and young workers.',
      'ကျောင်းသားများနှင့် လူငယ်များအတွက် အမေးအဖြေပါဝင်သည့် နေ့လယ် တရားပွဲ။',
    ],
  ];
  await db.insert(schema.events).values(
    eventData.map(([titleEn, titleMm, offset, days, hour, descriptionEn, descriptionMm], i) => {
      const startsAt = yangon(dayIn(offset), hour);
      const endsAt = days === 1 ? new Date(startsAt.getTime() + 3 * 3600_000) : yangon(dayIn(offset + days - 1), 21);
      return {
        titleEn,
        titleMm,
        descriptionEn: html(descriptionEn),
        descriptionMm: html(descriptionMm),
        startsAt,
        endsAt,
        venueEn: VENUE.en,
        venueMm: VENUE.mm,
        addressEn: ADDRESS.en,
        addressMm: ADDRESS.mm,
        mapUrl: 'https://www.openstreetmap.org/search?query=Mahasi%20Sasana%20Yeiktha%2C%20Yangon',
        registrationUrl: days > 1 && offset > 0 ? '/contact-us' : null,
        image: cycle(wide, i),
        published: true,
        publishedAt: new Date(Math.min(now.getTime() - DAY, startsAt.getTime() - 30 * DAY)),
      };
    }),
  );

  // --- Galleries -----------------------------------------------------------------------------
  const galleryData: [string, string, number, [string, string][]][] = [
    [
      'Kathina Robe Offering',
      'ကထိန်သင်္ကန်း ဆက်ကပ်ပွဲ',
      300,
      [
        ['Procession of robes to the Dhamma Hall', 'သင်္ကန်းများ ဓမ္မာရုံသို့ ပင့်ဆောင်ခြင်း'],
        ['The Sangha receiving the Kathina robe', 'သံဃာတော်များ ကထိန်သင်္ကန်း အလှူခံခြင်း'],
        ['Donors sharing merit', 'အလှူရှင်များ အမျှဝေခြင်း'],
        ['Evening lamp offering', 'ညနေ ဆီမီးပူဇော်ခြင်း'],
      ],
    ],
    [
      'Thingyan Retreat',
      'သင်္ကြန် တရားစခန်း',
      40,
      [
        ['Yogis at walking meditation', 'ယောဂီများ စင်္ကြံလျှောက်နေစဉ်'],
        ['Morning sitting in the main hall', 'ဓမ္မာရုံတွင် နံနက် ထိုင်ခြင်း'],
        ['Offering of the midday meal', 'နေ့ဆွမ်း ကပ်လှူခြင်း'],
        ['Closing ceremony', 'ပိတ်ပွဲ အခမ်းအနား'],
        ['Group photo of the yogis', 'ယောဂီများ အမှတ်တရ'],
      ],
    ],
    [
      'Novitiation Ceremony',
      'ရှင်ပြုပွဲ',
      75,
      [
        ['The novices with their families', 'ရှင်လောင်းများနှင့် မိဘများ'],
        ['Receiving the robes', 'သင်္ကန်းဝတ်ခြင်း'],
        ['First alms round', 'ပထမဆုံး ဆွမ်းခံကြွခြင်း'],
      ],
    ],
    [
      'The Yeiktha Grounds',
      'ရိပ်သာ ဝင်းအတွင်း',
      120,
      [
        ['Shaded path to the yogi halls', 'ယောဂီဆောင်များသို့ အရိပ်ရ လမ်းလျှောက်လမ်း'],
        ['The pagoda at dawn', 'အရုဏ်ဦးတွင် စေတီတော်'],
        ['Bodhi tree', 'ဗောဓိပင်'],
        ['Lotus pond', 'ကြာကန်'],
      ],
    ],
    [
      'Commemoration of Mahasi Sayadaw',
      'မဟာစည်ဆရာတော်ဘုရားကြီး ဂုဏ်ပြုပွဲ',
      20,
      [
        ['Offerings before the image of Sayadaw', 'ဆရာတော်ဘုရား ပုံတော်ရှေ့ ပူဇော်ခြင်း'],
        ['Chanting by the Sangha', 'သံဃာတော်များ ပရိတ်ရွတ်ခြင်း'],
        ['Dhamma talk', 'တရားဟောကြားခြင်း'],
      ],
    ],
    [
      'Full Moon of Thadingyut Lights',
      'သီတင်းကျွတ် မီးထွန်းပွဲ',
      200,
      [
        ['Candles along the walkway', 'လမ်းတစ်လျှောက် ဖယောင်းတိုင်များ'],
        ['Paying respect to elders', 'သက်ကြီးပူဇော်ခြင်း'],
        ['The lit pagoda', 'မီးထွန်းထားသော စေတီတော်'],
        ['Children with lanterns', 'မီးအိမ်ကိုင်ထားသော ကလေးများ'],
      ],
    ],
  ];
  for (const [g, [titleEn, titleMm, ago, photos]] of galleryData.entries()) {
    const [row] = await db
      .insert(schema.galleries)
      .values({
        titleEn,
        titleMm,
        descriptionEn: `Photos from ${titleEn.toLowerCase()} at Mahasi Sasana Yeiktha.`,
        descriptionMm: `မဟာစည်သာသနာ့ရိပ်သာ ${titleMm} ဓာတ်ပုံများ။`,
        takenOn: ymd(daysAgo(ago)),
        cover: cycle(photo, g),
        published: true,
        publishedAt: daysAgo(Math.max(1, ago - 2)),
      })
      .returning({ id: schema.galleries.id });
    await db.insert(schema.galleryPhotos).values(
      photos.map(([captionEn, captionMm], p) => ({
        galleryId: row!.id,
        position: p + 1,
        image: cycle(photo, g + p) as schema.StoredImage,
        captionEn,
        captionMm,
      })),
    );
  }

  // --- Dhamma records ------------------------------------------------------------------------
  /** Days ago, or the date of a historical recording (Mahasi Sayadaw passed away in 1982). */
  const dhammaData: [string, string, typeof MAHASI, 'audio' | 'text', number | string, string[], string, string][] = [
    [
      'Basic Instructions for Vipassana Meditation',
      'ဝိပဿနာ ရှုမှတ်နည်း အခြေခံ',
      MAHASI,
      'text',
      '1979-01-15',
      ['instructions', 'noting'],
      'Sit with the back straight and note the rising and falling of the abdomen: "rising" as it rises, "falling" as it falls. When the mind wanders, note "wandering" and return.',
      'ကျောကိုဖြောင့်ဖြောင့်ထား၍ ထိုင်ပါ။ ဝမ်းဗိုက်ဖောင်းလျှင် "ဖောင်းသည်"၊ ပိန်လျှင် "ပိန်သည်" ဟု ရှုမှတ်ပါ။ စိတ်လွင့်သွားလျှင် "လွင့်သည်" ဟု မှတ်၍ ပြန်လာပါ။',
    ],
    [
      'Noting Mental States',
      'စိတ်အခြေအနေများကို ရှုမှတ်ခြင်း',
      OVADACARIYA,
      'text',
      400,
      ['noting', 'mind'],
      'Thinking, planning, remembering, liking and disliking are all objects to be noted. Note them plainly and let them pass.',
      'တွေးခြင်း၊ စီစဉ်ခြင်း၊ အမှတ်ရခြင်း၊ နှစ်သက်ခြင်း၊ မနှစ်သက်ခြင်း အားလုံးသည် ရှုမှတ်ရမည့် အာရုံများ ဖြစ်ပါသည်။',
    ],
    [
      'The Seven Factors of Enlightenment',
      'ဗောဇ္ဈင် ခုနစ်ပါး',
      MAHASI,
      'audio',
      '1977-08-21',
      ['bojjhanga', 'dhamma-talk'],
      'Mindfulness, investigation, energy, joy, tranquillity, concentration and equanimity, and how they mature in practice.',
      'သတိ၊ ဓမ္မဝိစယ၊ ဝီရိယ၊ ပီတိ၊ ပဿဒ္ဓိ၊ သမာဓိ၊ ဥပေက္ခာ တို့ ကျင့်စဉ်တွင် ရင့်ကျက်လာပုံ။',
    ],
    [
      'The Five Hindrances',
      'နီဝရဏ ငါးပါး',
      OVADACARIYA,
      'audio',
      700,
      ['hindrances', 'dhamma-talk'],
      'Sensual desire, ill will, sloth, restlessness and doubt: recognising and noting each one.',
      'ကာမစ္ဆန္ဒ၊ ဗျာပါဒ၊ ထိနမိဒ္ဓ၊ ဥဒ္ဓစ္စကုက္ကုစ္စ၊ ဝိစိကိစ္ဆာ တို့ကို သိမြင်ရှုမှတ်နည်း။',
    ],
    [
      'Walking Meditation in Detail',
      'စင်္ကြံလျှောက်ခြင်း အသေးစိတ်',
      RESIDENT,
      'text',
      90,
      ['instructions', 'walking'],
      'Begin with two parts, "left, right". Later note three parts, "lifting, moving, placing", then six as concentration grows.',
      '"ဘယ်၊ ညာ" နှစ်ပိုင်းဖြင့် စပါ။ နောက်ပိုင်း "ကြွသည်၊ လှမ်းသည်၊ ချသည်" သုံးပိုင်း၊ သမာဓိ တိုးလာလျှင် ခြောက်ပိုင်း မှတ်ပါ။',
    ],
    [
      'On Loving-Kindness',
      'မေတ္တာ အကြောင်း',
      MAHASI,
      'audio',
      '1980-11-02',
      ['metta', 'brahmavihara'],
      'Radiating loving-kindness to oneself, to teachers, to all beings without limit.',
      'မိမိကိုယ်၊ ဆရာသမား၊ သတ္တဝါအားလုံးတို့အား အတိုင်းအဆမရှိ မေတ္တာပို့သနည်း။',
    ],
    [
      'Questions on Sleepiness in Retreat',
      'တရားစခန်းတွင် အိပ်ငိုက်ခြင်းဆိုင်ရာ အမေးအဖြေ',
      OVADACARIYA,
      'audio',
      250,
      ['questions', 'hindrances'],
      'Practical advice: open the eyes, stand, walk, and note "sleepy" with interest.',
      'မျက်လုံးဖွင့်ခြင်း၊ မတ်တပ်ရပ်ခြင်း၊ စင်္ကြံလျှောက်ခြင်းနှင့် "ငိုက်သည်" ဟု စိတ်ဝင်စားစွာ မှတ်ခြင်း။',
    ],
    [
      'Eating Mindfully',
      'သတိဖြင့် စားသောက်ခြင်း',
      RESIDENT,
      'text',
      60,
      ['instructions', 'daily-life'],
      'Note "seeing, reaching, taking, lifting, opening, chewing, swallowing" at each mouthful.',
      'တစ်လုတ်စီတွင် "မြင်သည်၊ လှမ်းသည်၊ ယူသည်၊ မသည်၊ ဟသည်၊ ဝါးသည်၊ မျိုသည်" ဟု မှတ်ပါ။',
    ],
    [
      'Discourse on the Hemavata Sutta',
      'ဟေမဝတသုတ် တရားတော်',
      MAHASI,
      'audio',
      '1978-03-09',
      ['sutta', 'dhamma-talk'],
      'Two devas question the Buddha about his virtue and wisdom; the talk relates it to present practice.',
      'နတ်နှစ်ပါးက မြတ်စွာဘုရား၏ ဂုဏ်တော်များကို မေးမြန်းသော သုတ်ကို ယနေ့ကျင့်စဉ်နှင့် ဆက်စပ်ဟောကြားခြင်း။',
    ],
    [
      'Thingyan: a Time for Practice',
      'သင်္ကြန် - တရားကျင့်ရာကာလ',
      RESIDENT,
      'audio',
      40,
      ['thingyan', 'dhamma-talk'],
      'Why many families spend the water festival at the Yeiktha, keeping the eight precepts.',
      'မိသားစုများ သင်္ကြန်ကာလတွင် ရိပ်သာ၌ ဥပုသ်သီလ ဆောက်တည်ကြသည့် အကြောင်း။',
    ],
  ];
  const dhammaRows = await Promise.all(
    dhammaData.map(async ([titleEn, titleMm, speaker, kind, ago, tags, bodyEn, bodyMm], i) => ({
      titleEn,
      titleMm,
      speakerEn: speaker.en,
      speakerMm: speaker.mm,
      recordedOn: typeof ago === 'string' ? ago : ymd(daysAgo(ago)),
      kind,
      ...(kind === 'audio'
        ? await storeBell(`dhamma/record-${i + 1}.wav`, i + 3).then((a) => ({
            mediaKey: a.audioKey,
            mediaType: 'audio/wav',
            durationSeconds: a.durationSeconds,
          }))
        : {}),
      bodyEn: html(bodyEn),
      bodyMm: html(bodyMm),
      tags,
      image: cycle(square, i + 1),
      published: true,
      publishedAt: daysAgo(typeof ago === 'string' ? 100 + i * 7 : Math.min(ago, 30 + i)),
    })),
  );
  await db.insert(schema.dhammaRecords).values(dhammaRows);

  // --- Group entries -------------------------------------------------------------------------
  const groupData: [number, string, string, string, string][] = [
    [
      1,
      'The Venerable Mahasi Sayadaw (1904–1982)',
      'မဟာစည်ဆရာတော်ဘုရားကြီး (၁၉၀၄–၁၉၈၂)',
      'Founding meditation teacher of the Yeiktha, who taught Satipatthana Vipassana to yogis from all over the world.',
      'ရိပ်သာ၏ ပဌမ ကမ္မဋ္ဌာနာစရိယဖြစ်ပြီး ကမ္ဘာအရပ်ရပ်မှ ယောဂီများအား သတိပဋ္ဌာန် ဝိပဿနာ သင်ကြားပေးခဲ့သည်။',
    ],
    [
      1,
      'Ovādācariya Sayadaws',
      'ဩဝါဒါစရိယ ဆရာတော်များ',
      'The senior Sayadaws who guide the teaching of the Yeiktha and its branch centres.',
      'ရိပ်သာနှင့် ဌာနခွဲများ၏ သင်ကြားမှုကို လမ်းညွှန်ပေးသော ဆရာတော်ကြီးများ။',
    ],
    [
      1,
      'Resident Meditation Teachers',
      'ရိပ်သာ ကမ္မဋ္ဌာနာစရိယ ဆရာတော်များ',
      'Teachers who give daily interviews to yogis in Myanmar and English.',
      'ယောဂီများအား မြန်မာ၊ အင်္ဂလိပ် ဘာသာဖြင့် နေ့စဉ် တရားစစ်ပေးသော ဆရာတော်များ။',
    ],
    [
      2,
      'The Bhikkhu Sangha of the Yeiktha',
      'ရိပ်သာ ဘိက္ခုသံဃာတော်များ',
      'Monks who reside at the Yeiktha for study and practice during the Rains Retreat and beyond.',
      'ဝါတွင်းနှင့် ဝါပြင် စာပေနှင့် တရားကျင့်ကြံရန် သီတင်းသုံးသော သံဃာတော်များ။',
    ],
    [
      2,
      'Novice Training',
      'သာမဏေ သင်တန်း',
      'Summer novitiation with basic Pali, chanting and meditation for young people.',
      'လူငယ်များအတွက် ပါဠိ အခြေခံ၊ ပရိတ်နှင့် တရားထိုင်ခြင်း ပါဝင်သည့် နွေရာသီ ရှင်ပြုသင်တန်း။',
    ],
    [
      2,
      'Offering to the Sangha',
      'သံဃာတော်များအား လှူဒါန်းခြင်း',
      'How to offer meals, robes and medicine to the resident Sangha.',
      'သံဃာတော်များအား ဆွမ်း၊ သင်္ကန်း၊ ဆေးဝါး လှူဒါန်းနိုင်ပုံ။',
    ],
    [
      3,
      'Branch Centres in Myanmar',
      'မြန်မာနိုင်ငံရှိ ဌာနခွဲ ရိပ်သာများ',
      'Hundreds of Mahasi meditation centres across the country follow the same method.',
      'နိုင်ငံအနှံ့ရှိ မဟာစည် ရိပ်သာခွဲ ရာပေါင်းများစွာတွင် တူညီသော နည်းစနစ်ဖြင့် ကျင့်ကြံကြသည်။',
    ],
    [
      3,
      'Centres Abroad',
      'နိုင်ငံခြားရှိ ရိပ်သာများ',
      'Mahasi tradition centres in Asia, Europe, America and Australia.',
      'အာရှ၊ ဥရောပ၊ အမေရိကနှင့် သြစတြေးလျရှိ မဟာစည် ရိပ်သာများ။',
    ],
    [
      3,
      'Pariyatti Study Classes',
      'ပရိယတ္တိ စာသင်တန်းများ',
      'Evening classes in Pali, Abhidhamma and the Visuddhimagga for lay students.',
      'လူဝတ်ကြောင်များအတွက် ပါဠိ၊ အဘိဓမ္မာနှင့် ဝိသုဒ္ဓိမဂ် ညနေ သင်တန်းများ။',
    ],
    [
      4,
      'Buddha Sāsana Nuggaha Organization',
      'ဗုဒ္ဓသာသနာ့နုဂ္ဂဟအဖွဲ့',
      'The organisation that founded Mahasi Sasana Yeiktha in 1947 and supports it to this day.',
      '၁၉၄၇ ခုနှစ်တွင် မဟာစည်သာသနာ့ရိပ်သာကို တည်ထောင်ခဲ့ပြီး ယနေ့တိုင် ထောက်ပံ့နေသော အဖွဲ့။',
    ],
    [
      4,
      'Dhamma Dāna Committee',
      'ဓမ္မဒါန ကော်မတီ',
      'Publishes and distributes the books and recordings of the tradition as a gift of the Dhamma.',
      'ဆရာတော်၏ စာအုပ်များနှင့် တရားခွေများကို ဓမ္မဒါနအဖြစ် ထုတ်ဝေဖြန့်ဝေသည်။',
    ],
    [
      4,
      'Young Buddhists’ Association',
      'လူငယ် ဗုဒ္ဓဘာသာ အသင်း',
      'Dhamma talks, retreats and volunteering for students and young workers.',
      'ကျောင်းသားများနှင့် လူငယ်များအတွက် တရားပွဲ၊ တရားစခန်းနှင့် စေတနာ့ဝန်ထမ်း လုပ်ငန်းများ။',
    ],
    [
      5,
      'Women Yogis’ Support Team',
      'အမျိုးသမီး ယောဂီ ကူညီရေးအဖွဲ့',
      'Welcomes women yogis, arranges accommodation and helps with the daily schedule.',
      'အမျိုးသမီး ယောဂီများကို ကြိုဆို၍ နေရာထိုင်ခင်းနှင့် နေ့စဉ်အစီအစဉ်တွင် ကူညီပေးသည်။',
    ],
    [
      5,
      'Health and First-Aid Volunteers',
      'ကျန်းမာရေးနှင့် ရှေးဦးသူနာပြု စေတနာ့ဝန်ထမ်းများ',
      'Doctors and nurses who volunteer to care for yogis during retreats.',
      'တရားစခန်းကာလတွင် ယောဂီများကို စောင့်ရှောက်ပေးသော ဆရာဝန်၊ သူနာပြု စေတနာ့ဝန်ထမ်းများ။',
    ],
    [
      5,
      'Kitchen and Dāna Volunteers',
      'မီးဖိုချောင်နှင့် အလှူ စေတနာ့ဝန်ထမ်းများ',
      'Prepare the morning and midday meals for the Sangha and the yogis.',
      'သံဃာတော်များနှင့် ယောဂီများအတွက် နံနက်စာ၊ နေ့လယ်စာ ချက်ပြုတ်ပေးသည်။',
    ],
    [
      6,
      'Archive of Mahasi Sayadaw’s Writings',
      'မဟာစည်ဆရာတော် ကျမ်းစာမူ မော်ကွန်းတိုက်',
      'Preserving manuscripts, first editions and letters of the Venerable Mahasi Sayadaw.',
      'ဆရာတော်ဘုရားကြီး၏ လက်ရေးမူ၊ ပထမအကြိမ်ထုတ် စာအုပ်နှင့် စာများကို ထိန်းသိမ်းခြင်း။',
    ],
    [
      6,
      'Historic Buildings of the Yeiktha',
      'ရိပ်သာ၏ သမိုင်းဝင် အဆောက်အအုံများ',
      'The Dhamma hall, the Sayadaw’s residence and the early yogi halls.',
      'ဓမ္မာရုံ၊ ဆရာတော် သီတင်းသုံးရာ ကျောင်းဆောင်နှင့် ရှေးဦး ယောဂီဆောင်များ။',
    ],
    [
      6,
      'Recordings Restoration Project',
      'တရားခွေ ပြန်လည်ထိန်းသိမ်းရေး စီမံကိန်း',
      'Digitising and restoring the original tape recordings of Dhamma talks.',
      'တရားတော် မူရင်း တိပ်ခွေများကို ဒီဂျစ်တယ်အဖြစ် ပြောင်း၍ ထိန်းသိမ်းခြင်း။',
    ],
  ];
  await db.insert(schema.groupEntries).values(
    groupData.map(([groupType, titleEn, titleMm, summaryEn, summaryMm], i) => ({
      groupType,
      titleEn,
      titleMm,
      summaryEn,
      summaryMm,
      bodyEn: html(summaryEn, `Contact the office of Mahasi Sasana Yeiktha to learn more or to take part.`),
      bodyMm: html(summaryMm, 'အသေးစိတ် သိရှိလိုပါက သို့မဟုတ် ပါဝင်လိုပါက ရိပ်သာရုံးသို့ ဆက်သွယ်ပါ။'),
      image: cycle(wide, i),
      contactPhone: PHONE,
      contactEmail: EMAIL,
      addressEn: ADDRESS.en,
      addressMm: ADDRESS.mm,
      sortOrder: (i % 3) + 1,
      published: true,
      publishedAt: daysAgo(60),
    })),
  );

  // --- Banners, pages, live broadcast ---------------------------------------------------------
  await db.insert(schema.banners).values(
    [
      [
        'Satipatthana Vipassana Meditation',
        'သတိပဋ္ဌာန် ဝိပဿနာ',
        'Learn the noting practice taught by Mahasi Sayadaw',
        'မဟာစည်ဆရာတော် သင်ကြားခဲ့သော ရှုမှတ်နည်းကို လေ့လာပါ',
        '/events',
      ],
      [
        '24-7 Mahasi Dhamma Broadcast',
        '၂၄ နာရီ မဟာစည် ဓမ္မ ထုတ်လွှင့်ချက်',
        'Dhamma talks and chanting, day and night',
        'နေ့ရော ညပါ တရားတော်နှင့် ပရိတ်တော်များ',
        '/live',
      ],
      ['Dhamma Books as a Gift', 'ဓမ္မဒါန စာအုပ်များ', 'E-books with your dedication engraved', 'သင်၏ အမှတ်တရ စာသားပါ e-book များ', '/ebooks'],
      ['Listen to Dhamma Talks', 'တရားတော်များ နာယူပါ', 'New podcasts every week', 'အပတ်စဉ် ပို့စ်ကတ်အသစ်များ', '/podcasts'],
    ].map(([titleEn, titleMm, subtitleEn, subtitleMm, linkUrl], i) => ({
      titleEn: titleEn!,
      titleMm: titleMm!,
      subtitleEn: subtitleEn!,
      subtitleMm: subtitleMm!,
      linkUrl: linkUrl!,
      image: cycle(banner, i),
      sortOrder: i + 1,
      published: true,
      publishedAt: daysAgo(30),
    })),
  );

  await db.insert(schema.contents).values(
    [
      {
        slug: 'about',
        titleEn: 'About Mahasi Sasana Yeiktha',
        titleMm: 'မဟာစည်သာသနာ့ရိပ်သာ အကြောင်း',
        bodyEn: html(
          'Mahasi Sasana Yeiktha was founded in Yangon in 1947 by the Buddha Sāsana Nuggaha Organization, with the Venerable Mahasi Sayadaw as its meditation teacher.',
          'The centre teaches Satipatthana Vipassana through the noting practice: continuous, moment-to-moment awareness of body and mind, in sitting and walking meditation.',
          'Yogis of every nationality are welcome. Retreats are offered free of charge and supported by donations.',
        ),
        bodyMm: html(
          'မဟာစည်သာသနာ့ရိပ်သာကို ၁၉၄၇ ခုနှစ်တွင် ဗုဒ္ဓသာသနာ့နုဂ္ဂဟအဖွဲ့က ရန်ကုန်မြို့၌ တည်ထောင်ခဲ့ပြီး မဟာစည်ဆရာတော်ဘုရားကြီးအား ကမ္မဋ္ဌာနာစရိယအဖြစ် ပင့်ဖိတ်ခဲ့သည်။',
          'ရိပ်သာတွင် ထိုင်ခြင်း၊ စင်္ကြံလျှောက်ခြင်းဖြင့် ရုပ်နာမ်ကို ခဏမပြတ် ရှုမှတ်သည့် သတိပဋ္ဌာန် ဝိပဿနာ ကျင့်စဉ်ကို သင်ကြားပေးသည်။',
          'နိုင်ငံအသီးသီးမှ ယောဂီများကို ကြိုဆိုပါသည်။ တရားစခန်းများကို အလှူငွေဖြင့် အခမဲ့ ဖွင့်လှစ်ပါသည်။',
        ),
      },
      {
        slug: 'contact',
        titleEn: 'Contact Us',
        titleMm: 'ဆက်သွယ်ရန်',
        bodyEn: html(
          `<strong>Mahasi Sasana Yeiktha</strong><br>${ADDRESS.en}`,
          `Phone: <a href="tel:+951545918">${PHONE}</a><br>Email: <a href="mailto:${EMAIL}">${EMAIL}</a>`,
          'Office hours: daily 8:00 am – 4:00 pm (Yangon time).',
        ),
        bodyMm: html(
          `<strong>မဟာစည်သာသနာ့ရိပ်သာ</strong><br>${ADDRESS.mm}`,
          `ဖုန်း - <a href="tel:+951545918">${PHONE}</a><br>အီးမေးလ် - <a href="mailto:${EMAIL}">${EMAIL}</a>`,
          'ရုံးဖွင့်ချိန် - နေ့စဉ် နံနက် ၈ နာရီမှ ညနေ ၄ နာရီ။',
        ),
      },
      {
        slug: 'meditation-guide',
        titleEn: 'How to Begin',
        titleMm: 'စတင်ကျင့်ကြံနည်း',
        bodyEn: html(
          'Sit comfortably with the back straight. Note the rising and falling of the abdomen. When anything else arises, note it and return.',
        ),
        bodyMm: html('ကျောကိုဖြောင့်ဖြောင့်ထား၍ သက်တောင့်သက်သာ ထိုင်ပါ။ ဝမ်းဗိုက် ဖောင်းခြင်း ပိန်ခြင်းကို ရှုမှတ်ပါ။ အခြားအာရုံ ပေါ်လာလျှင် မှတ်၍ ပြန်လာပါ။'),
      },
    ].map((page) => ({ ...page, published: true, publishedAt: daysAgo(90) })),
  );

  // No live stream runs on a demo machine: an ended HLS playlist with no segments makes players
  // stop at once, so the live page shows its poster and schedule (its offline state).
  const playlist = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-ENDLIST\n';
  await files.put('live/mahasi-24-7.m3u8', Buffer.from(playlist), { visibility: 'public', contentType: 'application/vnd.apple.mpegurl' });
  await db.insert(schema.liveStreamingSettings).values({
    titleEn: '24-7 Mahasi Dhamma Broadcast',
    titleMm: '၂၄ နာရီ မဟာစည် ဓမ္မ ထုတ်လွှင့်ချက်',
    descriptionEn: 'Dhamma talks by Mahasi Sayadaw and senior Sayadaws, guided meditation and Paritta chanting, around the clock.',
    descriptionMm: 'မဟာစည်ဆရာတော်ဘုရားကြီးနှင့် ဆရာတော်ကြီးများ၏ တရားတော်များ၊ တရားအားထုတ်နည်းနှင့် ပရိတ်တော်များကို နေ့ညမပြတ် ထုတ်လွှင့်ပါသည်။',
    streamKind: 'hls',
    streamUrl: files.publicUrl('live/mahasi-24-7.m3u8'),
    scheduleEn: 'Daily, 24 hours. Live Dhamma talk from the main hall on Sundays 9:00 am (Yangon time).',
    scheduleMm: 'နေ့စဉ် ၂၄ နာရီ။ တနင်္ဂနွေနေ့ နံနက် ၉ နာရီ ဓမ္မာရုံမှ တိုက်ရိုက် တရားပွဲ။',
    poster: banner[0]!,
    isActive: true,
  });

  log(
    `Seeded content: ${talkRows.length} podcasts, ${bookRows.length} e-books, ${eventData.length} events, ${galleryData.length} galleries, ${dhammaRows.length} Dhamma records, ${groupData.length} group entries (${Date.now() - started} ms).`,
  );
}
