/**
 * Field labels used to prefix validation messages (spec section 5): 'Username is required'.
 * The server formats its 422 replies with these; the web app formats its form errors the same way.
 */
export const fieldLabels: Record<string, string> = {
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
  id: 'Id',
};

const lowerFirst = (text: string) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** 'userName' + 'Is required' → 'Username is required'. */
export function formatFieldMessage(field: string, message: string): string {
  const label = fieldLabels[field] ?? humanize(field);
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
export const validationRules = ['required', 'minLength', 'maxLength', 'email', 'phone', 'digits', 'emailOrPhone'] as const;
export type ValidationRule = (typeof validationRules)[number];

const ruleMessages: [RegExp, ValidationRule, string?][] = [
  [/^Is required$/, 'required'],
  [/^Must be at least (\d+) characters$/, 'minLength', 'min'],
  [/^Must be at most (\d+) characters$/, 'maxLength', 'max'],
  [/^Must be a valid email address$/, 'email'],
  [/^Must be a valid phone number$/, 'phone'],
  [/^Must be 6 digits$/, 'digits'],
  [/^Or phone is required$/, 'emailOrPhone'],
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
