import { chromium } from 'playwright-core';
const [,, path = '/', lang = 'en', runs = '10'] = process.argv;
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
for (let i = 0; i < Number(runs); i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'locale', value: lang, url: 'http://127.0.0.1:3300' }]);
  await context.addInitScript(() => {
    const t0 = performance.now();
    window.__log = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__log.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => ({ n: s.node ? (s.node.outerHTML || s.node.textContent || '').slice(0, 90) : null, p: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round).join(','), c: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round).join(',') })) });
    }).observe({ type: 'layout-shift', buffered: true });
    document.fonts.addEventListener('loadingdone', (e) => window.__log.push({ t: Math.round(performance.now()), fontsDone: e.fontfaces.map((f) => f.family + ' ' + f.weight + ' ' + f.status) }));
    document.fonts.addEventListener('loading', (e) => window.__log.push({ t: Math.round(performance.now()), fontsLoading: e.fontfaces.map((f) => f.family + ' ' + f.weight) }));
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__log.push({ t: Math.round(e.startTime), paint: e.name }); }).observe({ type: 'paint', buffered: true });
  });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:3300' + path, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const log = await page.evaluate(() => window.__log);
  const shifts = log.filter((e) => e.v);
  console.log(`run ${i + 1}: ${shifts.length ? 'SHIFT' : 'none'} ` + JSON.stringify(shifts.length || log.some(e=>e.fontsLoading) ? log : log.filter(e=>e.paint)));
  await browser.close();
}
