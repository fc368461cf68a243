import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { formatMoney } from '@mahasi/contract/money';
import { notFound } from '../../lib/errors.js';
import type { SandboxGateway } from './gateway.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox gateway's hosted page. In production a real provider hosts this page; here it lets a
 * payer approve or decline, sends the signed server-to-server callback, then returns the browser
 * to /result. The callback goes through the app's own HTTP stack (inject), exactly as a provider's
 * request would, minus the network hop.
 */
export const sandboxRoutes =
  (gateway: SandboxGateway, merchant: string): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get<{ Params: { reference: string } }>('/sandbox-pay/:reference', { schema: { hide: true } }, async (request, reply) => {
      const payment = await gateway.find(request.params.reference);
      if (!payment) throw notFound();
      const open = payment.state === 'open';
      reply
        .header('cache-control', 'no-store')
        // Its own styles and a form back to this server; no script at all.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        )
        .type('text/html; charset=utf-8');
      return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(merchant)} — Sandbox Pay</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5efe6;color:#2b1d14;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 8px 30px #0001;padding:32px;max-width:380px;width:calc(100% - 32px)}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:4px 0;color:#6b5a4e}.amount{font-size:2rem;font-weight:700;color:#2b1d14;margin:20px 0}
.row{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:14px;border-radius:10px;border:0;font-size:1rem;cursor:pointer}
.pay{background:#b45309;color:#fff}.cancel{background:#eee;color:#2b1d14}.badge{display:inline-block;background:#fde68a;color:#78350f;border-radius:6px;padding:2px 8px;font-size:.75rem}
</style></head><body><main>
<span class="badge">Sandbox — no real money moves</span>
<h1>${escape(merchant)}</h1>
<p>Order <strong>${escape(payment.orderNo)}</strong></p>
<div class="amount">${escape(formatMoney(payment.amount, payment.currency))}</div>
${
  open
    ? `<form method="post" action="/sandbox-pay/${escape(payment.reference)}/decide" class="row">
<button class="cancel" name="outcome" value="cancelled">Cancel</button>
<button class="pay" name="outcome" value="paid">Pay</button></form>`
    : `<p>This payment is already ${escape(payment.state)}.</p><p><a href="/result?orderId=${payment.orderId}">Back to the site</a></p>`
}
</main></body></html>`;
    });

    app.post<{ Params: { reference: string }; Body: { outcome?: string } }>(
      '/sandbox-pay/:reference/decide',
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await gateway.find(request.params.reference);
        if (!payment) throw notFound();
        const outcome = request.body?.outcome === 'paid' ? 'paid' : 'cancelled';
        const settled = await gateway.settle(payment.reference, outcome);
        if (settled) {
          const res = await app.inject({
            method: 'POST',
            url: '/rest-web-api/payment/paymentCallback',
            payload: { ...settled.event, signature: settled.signature },
          });
          if (res.statusCode >= 400) request.log.error({ status: res.statusCode, body: res.body }, 'sandbox callback was refused');
        }
        return reply.redirect(`/result?orderId=${payment.orderId}`, 303);
      },
    );
  };
