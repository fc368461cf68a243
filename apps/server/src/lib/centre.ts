/**
 * The centre itself: its name, address and telephone, as the demo content's contact page, the
 * groups' contact lines, the feeds and the yogis' letters write them. The centre's inbox is the
 * configuration's ORG_EMAIL.
 */
export const CENTRE = {
  name: { en: 'Mahasi Sasana Yeiktha', mm: 'မဟာစည်သာသနာ့ရိပ်သာ' },
  address: {
    en: 'No. 16 Sasana Yeiktha Road, Bahan Township, Yangon, Myanmar',
    mm: 'အမှတ် ၁၆၊ သာသနာ့ရိပ်သာလမ်း၊ ဗဟန်းမြို့နယ်၊ ရန်ကုန်မြို့၊ မြန်မာနိုင်ငံ',
  },
  phone: '+95 1 545 918',
} as const;
