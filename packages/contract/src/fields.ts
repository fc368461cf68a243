import { retreatFieldLabels } from './constants/retreat.js';

/**
 * Field labels used to prefix validation messages (spec section 5): 'Username is required'.
 * The server formats its 422 replies with these; the web app formats its form errors the same way.
 * A nested field ('searchObj.notiType') is looked up by its whole path first, then by its last
 * name; list positions ('cartItemIds.0') are skipped. Every field of a request schema has one
 * (requests.test.ts checks).
 */
const retreatLabelsEn = Object.fromEntries(Object.entries(retreatFieldLabels).map(([field, label]) => [field, label.en]));

export const fieldLabels: Record<string, string> = {
  // Accounts
  userName: 'Username',
  password: 'Password',
  userFullName: 'Full Name',
  fullName: 'Full Name',
  email: 'Email',
  phoneNo: 'Phone',
  code: 'Code',
  oldPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  userType: 'User type',
  userId: 'User',
  imageData: 'Image',
  imageFileName: 'Image file name',
  resetToken: 'Reset token',
  purpose: 'Purpose',
  attempt: 'Registration attempt',
  field: 'Field',
  id: 'Id',
  // Lists
  body: 'Request',
  searchObj: 'Search filter',
  searchExceptObj: 'Excluded filter',
  'searchExceptObj.status': 'Excluded status',
  pageNo: 'Page number',
  pageSize: 'Page size',
  sortBy: 'Sort by',
  orderBy: 'Order',
  title: 'Title',
  slug: 'Page name',
  speaker: 'Speaker',
  kind: 'Kind',
  tag: 'Tag',
  status: 'Status',
  type: 'Type',
  language: 'Language',
  category: 'Category',
  categoryId: 'Category',
  categoryIdList: 'Categories',
  categoryName: 'Category name',
  when: 'When',
  month: 'Month',
  year: 'Year',
  groupType: 'Group',
  // News and notifications
  postId: 'Post',
  reactionStatus: 'Reaction',
  flag: 'Flag',
  notiType: 'Notification type',
  // Contact form
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
  // Store
  currencyCode: 'Currency',
  cartId: 'Cart',
  cartItemId: 'Cart item',
  cartItemIds: 'Cart items',
  ebookId: 'E-book',
  unitMinPrice: 'Minimum donation',
  unitDonatePrice: 'Donation',
  quantity: 'Quantity',
  extraText: 'Engraving text',
  orderDate: 'Order date',
  showNotExpiredOrder: 'Show unexpired orders',
  fileUrl: 'File link',
  // Staff console
  challenge: 'Sign-in step',
  token: 'Link',
  role: 'Role',
  text: 'Search text',
  // Site search
  q: 'Search words',
  staffId: 'Staff member',
  entityType: 'Record type',
  entityId: 'Record',
  from: 'From date',
  to: 'To date',
  // Members, messages and notifications (staff console)
  assignedStaffId: 'Assigned to',
  unassigned: 'Unassigned only',
  close: 'Close after replying',
  content: 'Content',
  link: 'Link',
  memberId: 'Member',
  byStaff: 'Sent by staff',
  // Orders (staff console)
  paymentName: 'Payment method',
  itemId: 'Order item',
  // News desk
  titleEn: 'Title (English)',
  titleMm: 'Title (Myanmar)',
  summaryEn: 'Summary (English)',
  summaryMm: 'Summary (Myanmar)',
  bodyEn: 'Text (English)',
  bodyMm: 'Text (Myanmar)',
  nameEn: 'Name (English)',
  nameMm: 'Name (Myanmar)',
  coverAltEn: 'Cover description (English)',
  coverAltMm: 'Cover description (Myanmar)',
  coverUploadId: 'Cover image',
  author: 'Author',
  authorStaffId: 'Author',
  categoryIds: 'Categories',
  tagList: 'Tags',
  ids: 'Selected items',
  intoId: 'Merge into',
  moveToId: 'Move to',
  version: 'Version',
  autosave: 'Autosave',
  action: 'Action',
  at: 'Time',
  // Uploads
  file: 'File',
  tusId: 'Upload',
  // Catalogue (events, galleries, banners, live, Dhamma records, groups)
  descriptionEn: 'Description (English)',
  descriptionMm: 'Description (Myanmar)',
  allDay: 'All day',
  startDate: 'Start date',
  startTime: 'Start time',
  endDate: 'End date',
  endTime: 'End time',
  venueEn: 'Place (English)',
  venueMm: 'Place (Myanmar)',
  addressEn: 'Address (English)',
  addressMm: 'Address (Myanmar)',
  mapUrl: 'Map link',
  onlineUrl: 'Online link',
  registrationUrl: 'Registration link',
  contactEn: 'Contact (English)',
  contactMm: 'Contact (Myanmar)',
  subtitleEn: 'Text (English)',
  subtitleMm: 'Text (Myanmar)',
  linkUrl: 'Link',
  sortOrder: 'Order',
  activeFrom: 'Shown from',
  activeUntil: 'Shown until',
  streamKind: 'Stream type',
  streamUrl: 'Stream address',
  scheduleEn: 'Schedule (English)',
  scheduleMm: 'Schedule (Myanmar)',
  speakerEn: 'Speaker (English)',
  speakerMm: 'Speaker (Myanmar)',
  recordedOn: 'Recorded on',
  audioUploadId: 'Audio file',
  mediaUrl: 'Video link',
  tags: 'Tags',
  contactPhone: 'Phone',
  contactEmail: 'Email',
  takenOn: 'Date',
  photos: 'Photos',
  'photos.uploadId': 'Photo',
  'photos.photoId': 'Photo',
  coverIndex: 'Cover photo',
  // Catalogue desks: talks, e-books, fees
  seriesEn: 'Series (English)',
  seriesMm: 'Series (Myanmar)',
  'searchObj.series': 'Series',
  authorEn: 'Author (English)',
  authorMm: 'Author (Myanmar)',
  pdfUploadId: 'PDF',
  minPriceMmk: 'Minimum donation (MMK)',
  minPriceUsd: 'Minimum donation (USD)',
  'searchObj.state': 'State',
  currency: 'Currency',
  platformType: 'Platform',
  transactionFee: 'Transaction fee',
  appCommissionFee: 'Commission',
  expectedNetAmount: 'Total',
  // Retreats: the desk's courses (the apply form's fields come from retreatFieldLabels, below)
  teacherEn: 'Teacher (English)',
  teacherMm: 'Teacher (Myanmar)',
  instructionLanguage: 'Language of instruction',
  rulesEn: 'Precepts and rules (English)',
  rulesMm: 'Precepts and rules (Myanmar)',
  whatToBringEn: 'What to bring (English)',
  whatToBringMm: 'What to bring (Myanmar)',
  directionsEn: 'How to get there (English)',
  directionsMm: 'How to get there (Myanmar)',
  capacity: 'Places',
  'capacity.male': 'Places for men',
  'capacity.female': 'Places for women',
  'capacity.monk': 'Places for monks',
  'capacity.nun': 'Places for nuns',
  offerHours: 'Offer time (hours)',
  admissionMode: 'Admission',
  // The letter of a retreat application asked for (retreatLetterParam): acceptance or visa.
  letter: 'Letter',
  ...retreatLabelsEn,
  // A request header (store.ts, IDEMPOTENCY_KEY_HEADER).
  'Idempotency-Key': 'The Idempotency-Key header',
};

const lowerFirst = (text: string) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const own = (key: string) => (Object.hasOwn(fieldLabels, key) ? fieldLabels[key] : undefined);

/** The label of a field path: 'searchObj.notiType' → 'Notification type'; undefined when none is written. */
export function labelOf(field: string): string | undefined {
  const names = field.split('.').filter((name) => name !== '' && !/^\d+$/.test(name));
  return own(field) ?? own(names.join('.')) ?? own(names.at(-1) ?? '');
}

/** 'userName' + 'Is required' → 'Username is required'. */
export function formatFieldMessage(field: string, message: string): string {
  const label = labelOf(field) ?? humanize(field);
  return `${label} ${lowerFirst(message)}`;
}

function humanize(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/**
 * The rules behind the validation messages, by the keys the web app translates them with
 * (`validation:<rule>`, with `min` / `max` where the message has a number).
 */
export const validationRules = ['required', 'minLength', 'maxLength', 'email', 'phone', 'digits', 'emailOrPhone', 'searchWord'] as const;
/**
 * Rules only the staff console meets (its own `validation` texts say them, so the public pages
 * carry no text for them): a staff password that is too common, a link that is not a page of this site.
 */
export const staffValidationRules = ['commonPassword', 'sitePath'] as const;
export type ValidationRule = (typeof validationRules)[number] | (typeof staffValidationRules)[number];

/** A staff password on the list of common passwords (said in the console's language as `validation:commonPassword`). */
export const COMMON_PASSWORD_MESSAGE = 'Is too common: choose one that is harder to guess';
/** A notification's link that is not a page of this site (links.ts). */
export const SITE_PATH_MESSAGE = 'Must be a path of this site, starting with /';

const ruleMessages: [RegExp, ValidationRule, string?][] = [
  [/^Is required$/, 'required'],
  [/^Must be at least (\d+) characters$/, 'minLength', 'min'],
  [/^Must be at most (\d+) characters$/, 'maxLength', 'max'],
  [/^Must be a valid email address$/, 'email'],
  [/^Must be a valid phone number$/, 'phone'],
  [/^Must be 6 digits$/, 'digits'],
  [/^Or phone is required$/, 'emailOrPhone'],
  [/^Must contain a letter or a number$/, 'searchWord'],
  [/^Is too common: choose one that is harder to guess$/, 'commonPassword'],
  [/^Must be a path of this site, starting with \/$/, 'sitePath'],
];

/**
 * The rule a schema's message states, so that a reader's own language can say it: 'Must be at
 * most 100 characters' → maxLength, { max: 100 }. Undefined for a message no rule covers (it is
 * shown as the server wrote it).
 */
export function ruleOf(message: string): { rule: ValidationRule; params?: Record<string, number> } | undefined {
  for (const [pattern, rule, param] of ruleMessages) {
    const match = pattern.exec(message);
    if (match) return param ? { rule, params: { [param]: Number(match[1]) } } : { rule };
  }
  return undefined;
}
