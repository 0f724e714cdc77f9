import { describe, expect, it } from 'vitest';
import { resendMailSender } from './email-delivery.ts';
import { safeHeaders, UnsafeMailHeaderError } from './mail-headers.ts';

const mail = {
  to: 'ana@example.ca',
  replyTo: 'support@shop.test',
  subject: 'New contact message from Ana',
  text: 'Line one\r\nLine two',
  html: '<p>Hi</p>',
};

/** Resend with a fake `fetch`: the JSON bodies it would post. */
function resend() {
  const posted: Record<string, unknown>[] = [];
  const sender = resendMailSender({
    apiKey: 're_test',
    from: 'Vélo Nord <shop@velonord.ca>',
    fetch: async (_url, init) => {
      posted.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: 200 });
    },
  });
  return { sender, posted };
}

describe('safe mail headers', () => {
  it('make every run of control characters in a subject one space, and leave the body alone', () => {
    expect(safeHeaders({ ...mail, subject: 'New contact message from Eve\r\nBcc: all@example.test' })).toEqual({
      ...mail,
      subject: 'New contact message from Eve Bcc: all@example.test',
    });
    expect(safeHeaders({ ...mail, subject: 'A\u0000\tB\u2028C\u0085D\n' }).subject).toBe('A B C D');
  });

  it.each([
    ['to', 'ana@example.ca\r\nbcc: all@example.test'],
    ['to', 'ana@example.ca\n'],
    ['to', 'ana\u0000@example.ca'],
    ['replyTo', 'eve@example.ca\r\nBcc: all@example.test'],
    ['replyTo', 'eve@example.ca\u2028'],
  ])('refuse a %s address carrying a control character', (field, address) => {
    expect(() => safeHeaders({ ...mail, [field]: address })).toThrow(UnsafeMailHeaderError);
  });

  it('are what Resend is sent: no line break reaches a header, and a bad address sends nothing', async () => {
    const { sender, posted } = resend();
    await sender.send({ ...mail, subject: 'New contact message from Eve\r\nBcc: all@example.test' });
    expect(posted).toEqual([
      expect.objectContaining({
        to: ['ana@example.ca'],
        reply_to: 'support@shop.test',
        subject: 'New contact message from Eve Bcc: all@example.test',
        text: 'Line one\r\nLine two',
      }),
    ]);
    await expect(sender.send({ ...mail, to: 'ana@example.ca\r\nbcc: all@example.test' })).rejects.toThrow(
      UnsafeMailHeaderError,
    );
    await expect(sender.send({ ...mail, replyTo: 'eve@example.ca\r\nBcc: x@example.test' })).rejects.toThrow(
      UnsafeMailHeaderError,
    );
    expect(posted).toHaveLength(1);
  });
});
