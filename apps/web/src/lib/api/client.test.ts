import { afterEach, describe, expect, it } from 'vitest';
import { retreatMemberPaths } from '@mahasi/contract/constants/retreat';
import { memberApi, setApiTransport, setHttpErrorHandler } from './client';
import { BusinessError, HttpError } from './errors';

const seen: HttpError[] = [];
setHttpErrorHandler((error) => void seen.push(error));
afterEach(() => {
  seen.length = 0;
});

/** The member client's requests answered by `reply`; the requests it made, as sent. */
function answer(reply: () => Response) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  setApiTransport(async (input, init) => {
    sent.push({ url: String(input), headers: init?.headers as Record<string, string> });
    return reply();
  });
  return sent;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a file from the member API (a yogi’s letter)', () => {
  it('answers the file itself, from the member base path', async () => {
    const sent = answer(
      () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' } }),
    );
    const response = await memberApi.file(retreatMemberPaths.letter(12, 'visa'));
    expect(await response.text()).toBe('%PDF-1.7');
    expect(sent[0]!.url).toBe('/rest-api/retreats/applications/12/letters/visa');
    expect(seen).toEqual([]);
  });

  it('throws a 409’s business code as a BusinessError, which the page says in the reader’s language, without the global toast', async () => {
    answer(() => json(409, { respCode: '0045', respMsg: 'This letter is not available for this application.', data: null }));
    const error = await memberApi.file(retreatMemberPaths.letter(12, 'acceptance')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).respCode).toBe('0045');
    expect(seen).toEqual([]);
  });

  it('sends any other failure down the global path (403 another member’s, 401 signed out)', async () => {
    answer(() => json(403, { respCode: '0403', respMsg: 'Forbidden', data: null }));
    const error = await memberApi.file(retreatMemberPaths.letter(13, 'acceptance')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(seen.map((e) => e.status)).toEqual([403]);
  });
});
