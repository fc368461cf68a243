import { retreatGroups, type RetreatGroup, type RetreatLanguage } from '@mahasi/contract/retreat';
import { yangonText } from '../../lib/yangonTime.js';
import type { ApplicationRow, CourseRow, Told } from './places.js';

/** Where the member area lists a member's retreats (the web app's route). */
export const MY_RETREATS_PATH = '/profile/retreats';

export interface ToldText {
  subject: string;
  /** Plain text paragraphs (the mail's text; the notification's paragraphs). */
  paragraphs: string[];
}

const when = (at: Date | null, lang: RetreatLanguage) =>
  at ? `${yangonText(at)} (${lang === 'mm' ? 'မြန်မာစံတော်ချိန်' : 'Myanmar time'})` : '';

/**
 * What the yogi is told of their application, in the language they applied in. The centre's note
 * (staff wrote it for this yogi) follows the text as written.
 */
export function toldText(told: Told, row: ApplicationRow, course: CourseRow, lang: RetreatLanguage): ToldText {
  const mm = lang === 'mm';
  const title = (mm ? course.titleMm || course.titleEn : course.titleEn || course.titleMm) || `#${course.id}`;
  const dates = `${course.startDate ?? ''} – ${course.endDate ?? ''}`;
  const group = retreatGroups[row.group as RetreatGroup]?.[mm ? 'mm' : 'en'] ?? row.group;
  const link = mm ? `"ကျွန်ုပ်၏ တရားစခန်းများ" (${MY_RETREATS_PATH})` : `"My retreats" (${MY_RETREATS_PATH})`;
  const texts = ((): ToldText => {
    switch (told.event) {
      case 'received':
        return mm
          ? {
              subject: `လျှောက်လွှာ လက်ခံရရှိပါသည် - ${title}`,
              paragraphs: [`${title} (${dates}, ${group}) အတွက် သင့်လျှောက်လွှာကို လက်ခံရရှိပါသည်။ ရိပ်သာမှ စိစစ်ပြီး အကြောင်းပြန်ပါမည်။`],
            }
          : {
              subject: `Application received: ${title}`,
              paragraphs: [
                `We have received your application for ${title} (${dates}, ${group}). The centre will review it and answer you.`,
              ],
            };
      case 'accepted':
        return mm
          ? {
              subject: `လက်ခံပြီးပါပြီ - ${title}`,
              paragraphs: [
                `${title} (${dates}) တွင် ${group} အုပ်စုအတွက် နေရာ သိမ်းထားပါသည်။`,
                `သင်တန်းမစမီ ၁၄ ရက်အလိုမှ ${when(row.reconfirmDeadline, lang)} အထိ ${link} တွင် ပြန်လည်အတည်ပြုပါ။ အတည်မပြုပါက နေရာကို ပြန်လွှတ်ပါမည်။`,
              ],
            }
          : {
              subject: `Accepted: ${title}`,
              paragraphs: [
                `A place is held for you in the ${group} group of ${title} (${dates}).`,
                `Please reconfirm it in ${link} from 14 days before the course until ${when(row.reconfirmDeadline, lang)}; a place not reconfirmed by then is released.`,
              ],
            };
      case 'confirmed':
        return mm
          ? { subject: `နေရာ အတည်ပြုပြီး - ${title}`, paragraphs: [`${title} (${dates}) တွင် သင့်နေရာ အတည်ပြုပြီးပါပြီ။ ကြိုဆိုလျက် စောင့်မျှော်နေပါသည်။`] }
          : {
              subject: `Place confirmed: ${title}`,
              paragraphs: [`Your place in ${title} (${dates}) is confirmed. We look forward to seeing you.`],
            };
      case 'waitlisted':
        return mm
          ? {
              subject: `စောင့်ဆိုင်းစာရင်း - ${title}`,
              paragraphs: [
                `${title} တွင် ${group} အုပ်စုအတွက် နေရာ ပြည့်နေပါသည်။ စောင့်ဆိုင်းစာရင်း၏ အမှတ် ${row.waitPosition ?? ''} တွင် ရှိပါသည်။ နေရာလွတ်လျှင် ကမ်းလှမ်းပါမည်။`,
              ],
            }
          : {
              subject: `Wait list: ${title}`,
              paragraphs: [
                `The ${group} places of ${title} are taken. You are number ${row.waitPosition ?? ''} on the wait list; we will offer you a place when one is free.`,
              ],
            };
      case 'offered':
        return mm
          ? {
              subject: `နေရာ ကမ်းလှမ်းချက် - ${title}`,
              paragraphs: [
                `${title} (${dates}) တွင် နေရာတစ်ခု လွတ်သွားပါသည်။ ${when(row.offerExpiresAt, lang)} မတိုင်မီ ${link} တွင် လက်ခံ သို့မဟုတ် ငြင်းပယ်ပါ။ မဖြေကြားပါက နောက်တစ်ဦးထံ ကမ်းလှမ်းပါမည်။`,
              ],
            }
          : {
              subject: `A place is offered to you: ${title}`,
              paragraphs: [
                `A place is free in ${title} (${dates}). Accept or decline it in ${link} before ${when(row.offerExpiresAt, lang)}; unanswered, it goes to the next yogi on the list.`,
              ],
            };
      case 'lapsed':
        return mm
          ? { subject: `ကမ်းလှမ်းချက် သက်တမ်းကုန်ပြီ - ${title}`, paragraphs: [`${title} အတွက် ကမ်းလှမ်းချက်ကို အချိန်မီ မဖြေကြားသဖြင့် နောက်တစ်ဦးထံ ပေးလိုက်ပါသည်။`] }
          : {
              subject: `Offer expired: ${title}`,
              paragraphs: [`The place offered to you in ${title} was not answered in time and has gone to the next yogi.`],
            };
      case 'released':
        return mm
          ? { subject: `နေရာ ပြန်လွှတ်ပြီး - ${title}`, paragraphs: [`${title} အတွက် နေရာကို နောက်ဆုံးရက်မတိုင်မီ ပြန်လည်အတည်မပြုသဖြင့် ပြန်လွှတ်လိုက်ပါသည်။`] }
          : {
              subject: `Place released: ${title}`,
              paragraphs: [`Your place in ${title} was not reconfirmed by the deadline and has been released.`],
            };
      case 'declined':
        return mm
          ? { subject: `လျှောက်လွှာ - ${title}`, paragraphs: [`${title} အတွက် သင့်လျှောက်လွှာကို ယခုအကြိမ်တွင် လက်မခံနိုင်ပါ။`] }
          : {
              subject: `Your application: ${title}`,
              paragraphs: [`We are sorry: your application for ${title} cannot be accepted this time.`],
            };
      case 'cancelled':
        return mm
          ? { subject: `ပယ်ဖျက်ပြီး - ${title}`, paragraphs: [`${title} အတွက် သင့်လျှောက်လွှာကို ပယ်ဖျက်ပြီးပါပြီ။`] }
          : { subject: `Cancelled: ${title}`, paragraphs: [`Your application for ${title} is cancelled.`] };
      case 'reminder':
        return mm
          ? {
              subject: `ပြန်လည်အတည်ပြုပါ - ${title}`,
              paragraphs: [
                `${title} သည် ${told.days} ရက်အတွင်း စတင်ပါမည်။ ${when(row.reconfirmDeadline, lang)} မတိုင်မီ ${link} တွင် သင့်နေရာကို ပြန်လည်အတည်ပြုပါ။`,
              ],
            }
          : {
              subject: `Please reconfirm your place: ${title}`,
              paragraphs: [
                `${title} begins in ${told.days} days. Please reconfirm your place in ${link} before ${when(row.reconfirmDeadline, lang)}.`,
              ],
            };
    }
  })();
  return texts;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The paragraphs as a notification's HTML. */
export const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
