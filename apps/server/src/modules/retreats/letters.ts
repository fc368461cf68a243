import { clockText, courseDays, dayWithWeekday } from '@mahasi/contract/constants/days';
import {
  LETTER_STATES,
  RECONFIRM_OPENS_DAYS,
  retreatCourseKinds,
  retreatFieldLabels,
  retreatGroups,
  retreatLetters,
  type RetreatCourseKind,
  type RetreatGroup,
  type RetreatLanguage,
  type RetreatLetter,
} from '@mahasi/contract/retreat';
import { CENTRE } from '../../lib/centre.js';
import { letterPdf, type LetterContent } from '../../lib/pdf/letter.js';
import { yangonDateTimeText, yangonDay } from '../../lib/yangonTime.js';
import { reconfirmOpensAt, type ApplicationRow, type CourseRow } from './places.js';
import { MY_RETREATS_PATH } from './texts.js';

/**
 * The yogi's letters (PDF, in the language of the application): the acceptance letter once the
 * place is theirs, and the visa support letter with their passport details for a foreign yogi who
 * asked for one. The centre's name, address and telephone are lib/centre.ts's, its e-mail the
 * configured ORG_EMAIL.
 */

/** The letters an application has now. */
export function lettersOf(row: Pick<ApplicationRow, 'state' | 'answers'>): RetreatLetter[] {
  if (!(LETTER_STATES as readonly string[]).includes(row.state)) return [];
  return row.answers.foreigner && row.answers.visaLetter ? ['acceptance', 'visa'] : ['acceptance'];
}

const pick = (lang: RetreatLanguage, en: string, mm: string) => (lang === 'mm' ? mm || en : en || mm);
const linesOf = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

export interface LetterFacts {
  row: ApplicationRow;
  course: CourseRow;
  centreEmail: string;
  now: Date;
}

function letterContent(letter: RetreatLetter, { row, course, centreEmail, now }: LetterFacts): LetterContent {
  const lang: RetreatLanguage = row.language === 'mm' ? 'mm' : 'en';
  const mm = lang === 'mm';
  const say = (text: { en: string; mm: string }) => text[lang];
  const a = row.answers;
  const centre = say(CENTRE.name);
  const address = say(CENTRE.address);
  const title = pick(lang, course.titleEn, course.titleMm) || `#${course.id}`;
  const kind = say(retreatCourseKinds[course.kind as RetreatCourseKind] ?? { en: course.kind, mm: course.kind });
  const start = course.startDate ? dayWithWeekday(course.startDate, lang) : '';
  const end = course.endDate ? dayWithWeekday(course.endDate, lang) : '';
  const days = course.startDate && course.endDate ? courseDays(course.startDate, course.endDate) : 0;
  const dates = mm ? `${start} မှ ${end} အထိ (${days} ရက်)` : `${start} to ${end} (${days} days)`;
  const arrival = /^\d{2}:\d{2}$/.test(a.arrivalTime)
    ? `${clockText(Number(a.arrivalTime.slice(0, 2)), Number(a.arrivalTime.slice(3)), lang)} (${mm ? 'မြန်မာစံတော်ချိန်' : 'Myanmar time'})`
    : a.arrivalTime;
  const contact = `${CENTRE.phone} · ${centreEmail}`;
  const common = {
    letterhead: {
      name: centre,
      lines: [address, mm ? `ဖုန်း ${CENTRE.phone} · အီးမေးလ် ${centreEmail}` : `Telephone ${CENTRE.phone} · Email ${centreEmail}`],
    },
    date: mm ? `ရက်စွဲ - ${dayWithWeekday(yangonDay(now), lang)}` : `Date: ${dayWithWeekday(yangonDay(now), lang)}`,
    signature: mm ? ['မေတ္တာဖြင့်', 'ယောဂီ စာရင်းသွင်းရေးဌာန', centre] : ['With metta,', 'The yogi registration office', centre],
  };
  const label = (field: keyof typeof retreatFieldLabels) => say(retreatFieldLabels[field]);
  const reference = `${mm ? 'လျှောက်လွှာ အမှတ်' : 'Application no.'} ${row.id}`;

  if (letter === 'visa') {
    return {
      ...common,
      to: [mm ? 'သက်ဆိုင်သူများသို့' : 'To whom it may concern'],
      title: say(retreatLetters.visa),
      paragraphs: mm
        ? [
            `${a.nationality} နိုင်ငံသား၊ နိုင်ငံကူးလက်မှတ် အမှတ် ${a.passportNumber} ကိုင်ဆောင်သူ ${a.fullName} သည် ${address} ရှိ ${centre} တွင် ${dates} ကျင်းပမည့် "${title}" (${kind}) သို့ တက်ရောက်ရန် လက်ခံထားကြောင်း ထောက်ခံအပ်ပါသည်။`,
            `ခရီးစဉ်၏ ရည်ရွယ်ချက်မှာ ရိပ်သာတွင် တရားစခန်း တက်ရောက်ရန် ဖြစ်ပါသည်။ ယောဂီသည် သင်တန်းကာလ တစ်လျှောက်လုံး ရိပ်သာတွင် နေထိုင်ပါမည်။ ဤရည်ရွယ်ချက်အတွက် ဗီဇာ ထုတ်ပေးပါရန် လေးစားစွာ မေတ္တာရပ်ခံအပ်ပါသည်။`,
          ]
        : [
            `This is to certify that ${a.fullName} (nationality: ${a.nationality}), holder of passport number ${a.passportNumber}, has been accepted to attend "${title}" (${kind}) at ${centre}, ${address}, from ${dates}.`,
            'The purpose of the visit is to attend a meditation course at the centre; the yogi will stay at the centre for the whole course. We kindly ask that a visa be granted for this purpose.',
          ],
      facts: [
        { label: label('fullName'), value: a.fullName },
        { label: label('nationality'), value: a.nationality },
        { label: label('passportNumber'), value: a.passportNumber },
        {
          label: mm ? 'ရည်ရွယ်ချက်' : 'Purpose',
          value: mm ? 'တရားစခန်း (ဝိပဿနာ ကမ္မဋ္ဌာန်း) တက်ရောက်ရန်' : 'Attending a meditation course (Vipassana)',
        },
        { label: mm ? 'သင်တန်း' : 'Course', value: `${title} (${kind})` },
        { label: mm ? 'ရက်စွဲ' : 'Dates', value: dates },
        { label: mm ? 'ရိပ်သာ လိပ်စာ' : 'Address of the centre', value: `${centre}, ${address}` },
        { label: mm ? 'ဆက်သွယ်ရန်' : 'Contact', value: contact },
        { label: mm ? 'ရည်ညွှန်း' : 'Reference', value: reference },
      ],
      sections: [
        {
          lines: [
            mm
              ? `မေးမြန်းလိုသည်များ ရှိပါက ရိပ်သာသို့ ဖုန်း ${CENTRE.phone} သို့မဟုတ် အီးမေးလ် ${centreEmail} ဖြင့် ဆက်သွယ်နိုင်ပါသည်။`
              : `For any question, please contact the centre by telephone at ${CENTRE.phone} or by email at ${centreEmail}.`,
          ],
        },
      ],
    };
  }

  const opens = reconfirmOpensAt(course);
  const placeLine =
    row.state === 'accepted' && opens && row.reconfirmDeadline
      ? mm
        ? `သင်တန်းမစမီ ${RECONFIRM_OPENS_DAYS} ရက်အလို ${yangonDateTimeText(opens, lang)} မှ ${yangonDateTimeText(row.reconfirmDeadline, lang)} (မြန်မာစံတော်ချိန်) အထိ "ကျွန်ုပ်၏ တရားစခန်းများ" (${MY_RETREATS_PATH}) တွင် နေရာကို ပြန်လည်အတည်ပြုပါ။ အတည်မပြုပါက နေရာကို ပြန်လွှတ်ပါမည်။`
        : `Please reconfirm your place in "My retreats" (${MY_RETREATS_PATH}) from ${yangonDateTimeText(opens, lang)} until ${yangonDateTimeText(row.reconfirmDeadline, lang)} (Myanmar time); a place not reconfirmed by then is released.`
      : mm
        ? 'သင့်နေရာ အတည်ပြုပြီးပါပြီ။ ကြိုဆိုလျက် စောင့်မျှော်နေပါသည်။'
        : 'Your place is confirmed. We look forward to seeing you.';
  const group = say(retreatGroups[row.group as RetreatGroup] ?? { en: row.group, mm: row.group });
  const bring = linesOf(pick(lang, course.whatToBringEn, course.whatToBringMm));
  const directions = linesOf(pick(lang, course.directionsEn, course.directionsMm));
  return {
    ...common,
    to: [mm ? `${a.fullName} ထံသို့` : `Dear ${a.fullName},`],
    title: say(retreatLetters.acceptance),
    paragraphs: [
      mm
        ? `${centre} တွင် ကျင်းပမည့် အောက်ပါ သင်တန်းသို့ တက်ရောက်ရန် သင့်လျှောက်လွှာကို လက်ခံကြောင်း ဝမ်းမြောက်စွာ အကြောင်းကြားအပ်ပါသည်။`
        : `We are glad to tell you that your application is accepted: a place is held for you in the following course at ${centre}.`,
    ],
    facts: [
      { label: mm ? 'ယောဂီ အမည်' : 'Yogi', value: a.fullName },
      { label: mm ? 'သင်တန်း' : 'Course', value: title },
      { label: mm ? 'သင်တန်း အမျိုးအစား' : 'Kind', value: kind },
      { label: mm ? 'ရက်စွဲ' : 'Dates', value: dates },
      { label: mm ? 'ဆရာတော်' : 'Teacher', value: pick(lang, course.teacherEn, course.teacherMm) },
      { label: label('group'), value: group },
      { label: label('arrivalTime'), value: arrival },
      { label: mm ? 'ရည်ညွှန်း' : 'Reference', value: reference },
    ],
    sections: [
      { lines: [placeLine] },
      ...(bring.length ? [{ heading: mm ? 'ယူဆောင်ရမည့် ပစ္စည်းများ' : 'What to bring', lines: bring }] : []),
      ...(directions.length ? [{ heading: mm ? 'လာရောက်ရန် လမ်းညွှန်' : 'How to come', lines: directions }] : []),
      { lines: [mm ? 'ဤစာကို ရောက်ရှိသည့်နေ့တွင် ယူဆောင်လာပါ။' : 'Please bring this letter with you on the day you arrive.'] },
    ],
  };
}

/** The letter as a PDF and the name to save it under. */
export async function letterFile(letter: RetreatLetter, facts: LetterFacts): Promise<{ name: string; pdf: Uint8Array }> {
  const content = letterContent(letter, facts);
  const pdf = await letterPdf(content, { title: `${content.title} – ${facts.row.answers.fullName}`, author: CENTRE.name.en });
  const name = `${letter === 'visa' ? 'visa-support-letter' : 'acceptance-letter'}-${facts.row.id}.pdf`;
  return { name, pdf };
}
