import { describe, expect, it } from 'vitest';
import { HttpError, httpErrorToast } from './errors';
import en from '../../locales/en/errors.json';

const say = (error: unknown) => {
  const toast = httpErrorToast(error);
  if (!toast) return null;
  return 'text' in toast ? toast.text : toast.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
};

describe('global HTTP error toast', () => {
  it('uses the spec message for each status', () => {
    expect(say(new HttpError(401))).toBe('Unauthorized. Please login again.');
    expect(say(new HttpError(403))).toBe("You don't have permission to access this resource.");
    expect(say(new HttpError(404))).toBe('Resource not found.');
    expect(say(new HttpError(500))).toBe('Server error. Please try later.');
    expect(say(new HttpError(503))).toBe('Server error. Please try later.');
  });

  it('shows no toast for 422 so that the form shows the field errors', () => {
    expect(say(new HttpError(422, { respCode: '0422', respMsg: 'Validation failed.', errors: [] }))).toBeNull();
  });

  it("shows the server's message for other statuses, else the default", () => {
    expect(say(new HttpError(409, { respMsg: 'Already there.' }))).toBe('Already there.');
    expect(say(new HttpError(418))).toBe('Something went wrong. Please try again.');
  });

  it('reports a network error when there is no response', () => {
    expect(say(new HttpError(0))).toBe('Network error. Please check your connection.');
  });

  it('falls back to the default for anything else thrown', () => {
    expect(say(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('titles the toast as the spec spells it', () => {
    expect(en.title).toBe('Error Occured');
  });
});
