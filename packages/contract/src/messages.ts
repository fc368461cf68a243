import { z } from 'zod';

/**
 * What a validation message says when the schema gives none of its own: zod's defaults read
 * 'Too small: expected number to be >=1', which is not for a reader. Messages are written to follow
 * a field label (`formatFieldMessage`): 'Notification type' + ' must be a number'. The ones `ruleOf`
 * knows ('Is required', 'Must be at most 100 characters', ...) are worded exactly as it expects, so
 * that the web can say them in the reader's language.
 */
export function humanMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Is required';
      return typeMessages[issue.expected] ?? 'Is not valid';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) return `Must be exactly ${min} characters`;
        return min <= 1 ? 'Is required' : `Must be at least ${min} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? 'Must have at least one item' : `Must have at least ${min} items`;
      if (issue.origin === 'date') return 'Is too early';
      return issue.inclusive === false ? `Must be more than ${min}` : `Must be at least ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? `Must be exactly ${max} characters` : `Must be at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${max} items`;
      if (issue.origin === 'date') return 'Is too late';
      if (issue.origin === 'file') return 'Is too large';
      return issue.inclusive === false ? `Must be less than ${max}` : `Must be at most ${max}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
      return values.length === 1 ? `Must be ${values[0]}` : `Must be one of ${values.join(', ')}`;
    }
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Is not in the right format';
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return 'Is not valid';
  }
}

const typeMessages: Partial<Record<string, string>> = {
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  nan: 'Must be a number',
  string: 'Must be text',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  tuple: 'Must be a list',
  set: 'Must be a list',
  object: 'Must be an object',
  record: 'Must be an object',
  map: 'Must be an object',
  date: 'Must be a date',
};

const formatMessages: Partial<Record<string, string>> = {
  email: 'Must be a valid email address',
  url: 'Must be a valid URL',
  date: 'Must be a date (YYYY-MM-DD)',
  datetime: 'Must be a date and time',
  time: 'Must be a time',
  uuid: 'Must be a valid identifier',
};

/** Makes `humanMessage` zod's message for every schema of this process (the server calls it once). */
export function installHumanMessages(): void {
  z.config({ customError: humanMessage });
}
